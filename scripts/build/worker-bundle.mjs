// npm run bundle: bundles the Worker as `wrangler deploy` would (a dry run) and
// checks its size. The Worker is a main module, the modules it imports
// statically (React, shared with the owner's desk: src/shared-react.ts), and
// one module per language of texts (src/language-modules.ts), so a new
// isolate's first request evaluates those and one language: that sum must stay
// within the budget, as a stylesheet over its budget fails build.mjs. Exits 1
// when it does not.
import { posix } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { dryRunBundle } from './deployable-worker.mjs';

export const MAX_FIRST_REQUEST_GZIP_BYTES = 150 * 1024;
const LANGUAGE_MODULE = /^generated\/content\/[a-z]{2}\.js$/;

/**
 * A module's static imports of other modules of the bundle (`import … from "./…"`,
 * `import "./…"`; not `import("./…")`, which waits for a request), by their paths.
 */
function staticImports(path, contents) {
  const imports = contents.toString('utf8').matchAll(/(?<![\w$.])import\s*(?:[\w$*{][^;()"']*?from\s*)?["'](\.{1,2}\/[^"']+)["']/g);
  return [...imports].map(([, specifier]) => posix.join(posix.dirname(path), specifier));
}

/** Each module of the dry run's bundle (main first) with its size, raw and gzipped at level 9, and its static imports. */
export function moduleSizes(modules) {
  return modules.map(({ path, contents }) => ({ path, bytes: contents.length, gzipBytes: gzipSync(contents, { level: 9 }).length, imports: staticImports(path, contents) }));
}

/**
 * What a new isolate's first request evaluates at most: the main module with
 * every module it imports statically, and the heaviest language.
 */
export function firstRequestGzipBytes(sizes) {
  const byPath = new Map(sizes.map((module) => [module.path, module]));
  const evaluated = new Set([sizes[0]]);
  for (const module of evaluated) for (const path of module.imports) if (byPath.has(path)) evaluated.add(byPath.get(path));
  const languages = sizes.filter((module) => LANGUAGE_MODULE.test(module.path));
  return [...evaluated].reduce((sum, module) => sum + module.gzipBytes, 0) + Math.max(0, ...languages.map((module) => module.gzipBytes));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { modules, remove } = await dryRunBundle();
  await remove();
  const sizes = moduleSizes(modules);
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  for (const { path, bytes, gzipBytes } of sizes) console.log(`${path}: ${kib(bytes)}, ${kib(gzipBytes)} gzipped`);
  const total = sizes.reduce((sum, module) => sum + module.gzipBytes, 0);
  const first = firstRequestGzipBytes(sizes);
  console.log(`Worker: ${kib(total)} gzipped in all; a first request evaluates at most ${kib(first)} (budget ${kib(MAX_FIRST_REQUEST_GZIP_BYTES)})`);
  if (first > MAX_FIRST_REQUEST_GZIP_BYTES) {
    console.error('The Worker is over its budget: make lazy what the first request does not need, or drop what no page uses.');
    process.exit(1);
  }
}
