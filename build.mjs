// Builds what the browser loads: bundles client/ (script and stylesheet) with
// esbuild into content-hashed files, copies assets/, and writes the module the
// worker imports to reference the bundles with their SRI hashes.
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';

const OUT = 'dist/public';
const GENERATED = 'src/generated/build.ts';
const MAX_SCRIPT_GZIP_BYTES = 10 * 1024;
const MAX_STYLE_GZIP_BYTES = 20 * 1024;

await rm(OUT, { recursive: true, force: true });
await mkdir(OUT, { recursive: true });
await cp('assets', OUT, { recursive: true });

const result = await esbuild.build({
  entryPoints: { app: 'client/main.ts' },
  bundle: true,
  minify: true,
  format: 'esm',
  target: 'es2020',
  outdir: `${OUT}/build`,
  entryNames: '[name].[hash]',
  assetNames: '[name].[hash]',
  // Files of assets/ are served as they are, at the root of the site.
  external: ['/images/*', '/media/*'],
  // The self-hosted font gets a content-hashed name next to the bundles.
  loader: { '.woff2': 'file' },
  metafile: true,
  logLevel: 'warning',
});

const outputs = Object.keys(result.metafile.outputs);
const script = outputs.find((file) => file.endsWith('.js'));
const style = outputs.find((file) => file.endsWith('.css'));
// The stylesheet names one font file (the Latin subset of the body font): the document preloads it.
const fonts = outputs.filter((file) => file.endsWith('.woff2'));
if (fonts.length !== 1) throw new Error(`Expected one font file, found ${fonts.length}: ${fonts.join(', ')}`);
const font = '/' + fonts[0].slice(OUT.length + 1);

async function describe(file) {
  const content = await readFile(file);
  return {
    src: '/' + file.slice(OUT.length + 1),
    integrity: 'sha384-' + createHash('sha384').update(content).digest('base64'),
    gzipBytes: gzipSync(content, { level: 9 }).length,
  };
}

/** Every file below `dir`, sorted, for a stable hash. */
async function filesIn(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.startsWith(join('src', 'generated')))
    .sort();
}

/** Changes whenever anything a page is made of changes: the worker's ETags derive from it. */
async function buildId() {
  const hash = createHash('sha256');
  for (const file of [...(await filesIn('src')), ...(await filesIn('client')), ...(await filesIn('assets'))]) {
    hash.update(file).update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

const assets = { script: await describe(script), style: await describe(style) };
await mkdir('src/generated', { recursive: true });
const moduleText = `// Written by build.mjs: the hashed client bundles, their SRI hashes, and the build's identity.
export const CLIENT_ASSETS = ${JSON.stringify(
  {
    script: { src: assets.script.src, integrity: assets.script.integrity },
    style: { src: assets.style.src, integrity: assets.style.integrity },
    font: { src: font },
  },
  null,
  2,
)} as const;

export const BUILD_ID = '${await buildId()}';
`;
// Rewriting an unchanged file would make `wrangler dev` rebuild in a loop.
const previous = await readFile(GENERATED, 'utf8').catch(() => '');
if (previous !== moduleText) await writeFile(GENERATED, moduleText);

// Static files get the worker's security headers, from the same policy module.
const headersModule = await esbuild.build({ entryPoints: ['scripts/static-headers.ts'], bundle: true, format: 'esm', platform: 'neutral', write: false, logLevel: 'warning' });
const { staticHeadersFile } = await import(`data:text/javascript;base64,${Buffer.from(headersModule.outputFiles[0].text).toString('base64')}`);
await writeFile(`${OUT}/_headers`, await staticHeadersFile());

console.log(`client script ${assets.script.src}: ${assets.script.gzipBytes} B gzipped`);
console.log(`stylesheet ${assets.style.src}: ${assets.style.gzipBytes} B gzipped`);
console.log(`font ${font}: ${(await readFile(OUT + font)).length} B`);
if (assets.script.gzipBytes > MAX_SCRIPT_GZIP_BYTES) {
  console.error(`The client script is over ${MAX_SCRIPT_GZIP_BYTES} B gzipped.`);
  process.exit(1);
}
if (assets.style.gzipBytes > MAX_STYLE_GZIP_BYTES) {
  console.error(`The stylesheet is over ${MAX_STYLE_GZIP_BYTES} B gzipped.`);
  process.exit(1);
}
