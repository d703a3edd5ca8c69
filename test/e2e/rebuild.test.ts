import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { homePath } from '../../src/routes';
import { baseUrl } from './fixture';

const root = fileURLToPath(new URL('../../', import.meta.url));
const page = homePath('en');

/** The page's static files (stylesheet, script, font, images, icons): every local address with a file extension. */
async function staticFiles(): Promise<string[]> {
  const html = await (await fetch(baseUrl + page)).text();
  const addresses = [...html.matchAll(/(?:href|src|srcset)="(\/[^"?#\s]+\.[a-z0-9]+)"/g)].map((match) => match[1]!);
  return [...new Set(addresses)];
}

async function statuses(paths: string[]): Promise<Record<string, number>> {
  const answers = await Promise.all(paths.map(async (path) => [path, (await fetch(baseUrl + path)).status] as const));
  return Object.fromEntries(answers);
}

const allOk = (paths: string[]) => Object.fromEntries(paths.map((path) => [path, 200]));

/** When each file of dist/public was last written. */
function writeTimes(): Record<string, number> {
  const folder = `${root}dist/public`;
  const files = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(files.map((entry) => [join(entry.parentPath, entry.name), statSync(join(entry.parentPath, entry.name)).mtimeMs]));
}

/**
 * Runs `check`, printing its error before it fails the test: CI retries a
 * browser test once and prints only the last attempt's error, and this test
 * failed its first attempt in CI now and then, each time at a step that
 * printed nothing.
 */
async function printingFailure(check: () => Promise<void>): Promise<void> {
  try {
    await check();
  } catch (error) {
    console.error('The rebuild test failed:', error);
    throw error;
  }
}

describe('node build.mjs while wrangler dev is serving', () => {
  it('keeps the page and every static file answering 200, rewrites nothing unchanged, and removes only stale files', () => printingFailure(async () => {
    const before = await staticFiles();
    for (const kind of ['.css', '.js', '.woff2', '.svg']) expect(before.some((path) => path.endsWith(kind))).toBe(true);
    expect(await statuses(before)).toEqual(allOk(before));
    // A bundle of an earlier build, as a changed client/ leaves behind.
    const stale = `${root}dist/public/build/app.STALE000.js`;
    const written = writeTimes();
    writeFileSync(stale, '');

    // Its output is kept for the error a failed build throws.
    execFileSync(process.execPath, ['build.mjs'], { cwd: root, stdio: 'pipe' });

    expect(existsSync(stale)).toBe(false);
    // The same sources build the same files, so none is written again (the
    // pre-rendered pages included): the dev server has nothing to reload.
    // What differs is printed too: a retried test's first failure is not.
    const rewritten = writeTimes();
    const changed = Object.keys({ ...written, ...rewritten }).filter((file) => rewritten[file] !== written[file]);
    if (changed.length > 0) console.error(`Written again, added or removed by the build: ${changed.join(', ')}`);
    expect(rewritten).toEqual(written);
    expect((await fetch(baseUrl + page)).status).toBe(200);
    const after = await staticFiles();
    const notOk = async () => Object.entries(await statuses(after)).filter(([, status]) => status !== 200);
    const refused = await notOk();
    if (refused.length > 0) console.error(`Not answered 200 just after the build: ${JSON.stringify(refused)}`);
    expect(refused).toEqual([]);
    // Once the dev server has noticed the changed folder and reloaded.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const refusedLater = await notOk();
    if (refusedLater.length > 0) console.error(`Not answered 200 two seconds after the build: ${JSON.stringify(refusedLater)}`);
    expect(refusedLater).toEqual([]);
  }));
});
