// npm run bundle: bundles the Worker as `wrangler deploy` would (a dry run) and
// checks its size. The Worker is a main module plus one module per language of
// texts (src/language-content.ts), so a new isolate's first request evaluates
// the main module and one language: that sum must stay within the budget, as
// a stylesheet over its budget fails build.mjs. Exits 1 when it does not.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const MAX_FIRST_REQUEST_GZIP_BYTES = 150 * 1024;
const LANGUAGE_MODULE = /^generated\/content\/[a-z]{2}\.js$/;

/**
 * Runs `wrangler deploy --dry-run` (which runs build.mjs first) into a new
 * folder and returns its JavaScript modules: name, bytes, gzipped bytes, the
 * main module first. The caller removes `outdir` when done.
 */
export async function dryRunBundle() {
  const outdir = await mkdtemp(join(tmpdir(), 'worker-bundle-'));
  execFileSync('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', outdir], { stdio: ['ignore', 'ignore', 'inherit'] });
  const names = (await readdir(outdir, { recursive: true })).filter((name) => name.endsWith('.js')).sort();
  const modules = [];
  for (const name of names) {
    const contents = await readFile(join(outdir, name));
    modules.push({ name, contents, bytes: contents.length, gzipBytes: gzipSync(contents, { level: 9 }).length });
  }
  modules.sort((a, b) => (b.name === 'index.js') - (a.name === 'index.js'));
  if (modules[0]?.name !== 'index.js') throw new Error(`No index.js in the dry run's output: ${names.join(', ')}`);
  return { outdir, modules };
}

/** What a new isolate's first request evaluates at most: the main module and the heaviest language. */
export function firstRequestGzipBytes(modules) {
  const languages = modules.filter((module) => LANGUAGE_MODULE.test(module.name));
  return modules[0].gzipBytes + Math.max(0, ...languages.map((module) => module.gzipBytes));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { outdir, modules } = await dryRunBundle();
  await rm(outdir, { recursive: true, force: true });
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  for (const { name, bytes, gzipBytes } of modules) console.log(`${name}: ${kib(bytes)}, ${kib(gzipBytes)} gzipped`);
  const total = modules.reduce((sum, module) => sum + module.gzipBytes, 0);
  const first = firstRequestGzipBytes(modules);
  console.log(`Worker: ${kib(total)} gzipped in all; a first request evaluates at most ${kib(first)} (budget ${kib(MAX_FIRST_REQUEST_GZIP_BYTES)})`);
  if (first > MAX_FIRST_REQUEST_GZIP_BYTES) {
    console.error('The Worker is over its budget: make lazy what the first request does not need, or drop what no page uses.');
    process.exit(1);
  }
}
