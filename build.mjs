// Builds what the browser loads: bundles client/ (script and stylesheet) with
// esbuild into content-hashed files, copies assets/, and writes the module the
// worker imports to reference the bundles with their SRI hashes.
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';

const OUT = 'dist/public';
const GENERATED = 'src/generated/client-assets.ts';
const MAX_SCRIPT_GZIP_BYTES = 10 * 1024;

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
  metafile: true,
  logLevel: 'warning',
});

const outputs = Object.keys(result.metafile.outputs);
const script = outputs.find((file) => file.endsWith('.js'));
const style = outputs.find((file) => file.endsWith('.css'));

async function describe(file) {
  const content = await readFile(file);
  return {
    src: '/' + file.slice(OUT.length + 1),
    integrity: 'sha384-' + createHash('sha384').update(content).digest('base64'),
    gzipBytes: gzipSync(content, { level: 9 }).length,
  };
}

const assets = { script: await describe(script), style: await describe(style) };
await mkdir('src/generated', { recursive: true });
const moduleText = `// Written by build.mjs: the hashed client bundles and their SRI hashes.\nexport const CLIENT_ASSETS = ${JSON.stringify(
    { script: { src: assets.script.src, integrity: assets.script.integrity }, style: { src: assets.style.src, integrity: assets.style.integrity } },
    null,
    2,
  )} as const;\n`;
// Rewriting an unchanged file would make `wrangler dev` rebuild in a loop.
const previous = await readFile(GENERATED, 'utf8').catch(() => '');
if (previous !== moduleText) await writeFile(GENERATED, moduleText);

console.log(`client script ${assets.script.src}: ${assets.script.gzipBytes} B gzipped`);
console.log(`stylesheet ${assets.style.src}: ${assets.style.gzipBytes} B gzipped`);
if (assets.script.gzipBytes > MAX_SCRIPT_GZIP_BYTES) {
  console.error(`The client script is over ${MAX_SCRIPT_GZIP_BYTES} B gzipped.`);
  process.exit(1);
}
