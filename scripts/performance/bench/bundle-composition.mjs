// What the deployable bundle is made of: the bytes of each module written by
// the dry run, charged through its source map to the package (node_modules)
// or folder (src/) they come from, raw and gzipped on their own, to see what
// makes the bundle's size and what a lazy module could take out of it.
import { readFile } from 'node:fs/promises';
import { SourceMap } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { packageOf } from './self-time.mjs';

/** Bytes looked up at once: a line of unminified code, or a slice of a minified one. */
const SLICE = 200;

/** Answers, for each package or folder, its raw and gzipped (-9) bytes in the bundle, largest first. */
export async function bundleComposition(outdir, modules) {
  const parts = new Map();
  for (const module of modules) {
    const map = await readFile(join(outdir, `${module.path}.map`), 'utf8').catch(() => null);
    const sourceMap = map && new SourceMap(JSON.parse(map));
    module.contents.toString('utf8').split('\n').forEach((text, line) => {
      for (let start = 0; start < text.length; start += SLICE) {
        const slice = text.slice(start, start + SLICE);
        // The last mapping at or before the slice's end: the code the slice ends in.
        const entry = sourceMap?.findEntry(line, Math.min(start + SLICE, text.length) - 1);
        const owner = entry?.originalSource ? packageOf(relative('.', resolve(outdir, entry.originalSource))) : `${module.path} (no source)`;
        parts.set(owner, `${parts.get(owner) ?? ''}${slice}\n`);
      }
    });
  }
  return [...parts]
    .map(([owner, text]) => ({ owner, raw: Buffer.byteLength(text), gzip: gzipSync(text, { level: 9 }).length }))
    .sort((a, b) => b.raw - a.raw);
}
