// Builds what the worker and the browser load: checks the Markdown content of
// src/content/ and writes it as modules (src/generated/content.ts, the routes,
// and src/generated/content/<language>.js, the texts of each language), writes
// the drawings of the site's icons (src/generated/icons.ts),
// bundles client/ (script and stylesheet) with esbuild into content-hashed
// files, copies assets/, and writes the module the worker imports to reference
// the bundles with their SRI hashes.
//
// A running `wrangler dev` serves dist/public from the folder it opened at
// start: deleting and recreating the folder would make every static file answer
// 500 until restart. So the folder is kept, each file is replaced only when its
// content changed (through a rename, never half-written), and files this build
// did not write (stale hashed bundles, removed assets) go only once the new
// ones are in place.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { unstable_readConfig } from 'wrangler';
import { SOURCE_FONT, subsetBodyFont } from './scripts/body-font.mjs';
import { iconsModule } from './scripts/icons.mjs';

const OUT = 'dist/public';
/** Where new files are written before being renamed into OUT: outside it (the dev server watches OUT), same file system. */
const STAGING = 'dist/.staging';
const GENERATED = 'src/generated/build.ts';
const PRERENDERED = 'src/generated/prerendered.ts';
const MAX_SCRIPT_GZIP_BYTES = 10 * 1024;
const MAX_STYLE_GZIP_BYTES = 20 * 1024;
/** The fonts the first screen loads (the one preloaded body font): a budget the subset keeps well under. */
const MAX_FIRST_SCREEN_FONT_BYTES = 30 * 1024;

/**
 * Runs a TypeScript module of the repository in Node: bundled into
 * node_modules/.cache, from where it imports its packages (or, with
 * `WORKER_CODE`, with them inside).
 */
async function importTs(entry, options = { packages: 'external' }) {
  const outfile = join('node_modules', '.cache', 'build', basename(entry).replace(/\.tsx?$/, '.mjs'));
  await esbuild.build({ entryPoints: [entry], bundle: true, format: 'esm', platform: 'node', outfile, logLevel: 'warning', ...options });
  return import(`${pathToFileURL(resolve(outfile)).href}?${Date.now()}`);
}

/**
 * Worker code as wrangler bundles it for workerd: with its packages and
 * React's production edge renderer (wrangler.toml, [alias]), so that it writes
 * the bytes the Worker would.
 */
const WORKER_CODE = {
  define: { 'process.env.NODE_ENV': '"production"' },
  alias: { 'react-dom/server': './scripts/worker/react-dom-server-edge.cjs' },
};

/** Rewriting an unchanged file would make `wrangler dev` rebuild in a loop. */
async function writeIfChanged(file, text) {
  const previous = await readFile(file, 'utf8').catch(() => '');
  if (previous !== text) await writeFile(file, text);
}

// The texts first: a broken content file stops the build with its name and what is wrong.
const { buildContent } = await importTs('scripts/content/build-content.ts');
try {
  const content = await buildContent();
  for (const [path, text] of Object.entries(content.files)) {
    await mkdir(dirname(join('src/generated', path)), { recursive: true });
    await writeIfChanged(join('src/generated', path), text);
  }
  console.log(`content: ${Object.entries(content.counts).map(([collection, count]) => `${count} ${collection}`).join(', ')} files`);
} catch (error) {
  if (error.name !== 'ContentError') throw error;
  console.error(`Content error: ${error.message}`);
  process.exit(1);
}

// The icons' drawings, taken from lucide-react (scripts/icons.mjs).
const { ICON_NAMES } = await importTs('src/components/icon-names.ts');
await writeIfChanged('src/generated/icons.ts', await iconsModule(ICON_NAMES));

/** Paths below OUT that this build wrote; any other file there is stale. */
const written = new Set();

/** Puts `content` at `path` below OUT, leaving the file untouched when it already holds exactly that. */
async function emit(path, content) {
  written.add(path);
  const target = join(OUT, path);
  const current = await readFile(target).catch(() => null);
  if (current?.equals(content)) return;
  const staged = join(STAGING, path);
  await mkdir(dirname(staged), { recursive: true });
  await writeFile(staged, content);
  await mkdir(dirname(target), { recursive: true });
  await rename(staged, target);
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

await mkdir(OUT, { recursive: true });
for (const file of await filesIn('assets')) await emit(relative('assets', file), await readFile(file));

/** The stylesheet's font, as esbuild loads it: cut to the site's characters and weights (scripts/body-font.mjs). */
const bodyFont = {
  name: 'body-font',
  setup(build) {
    build.onLoad({ filter: /\.woff2$/ }, async ({ path }) => {
      if (!path.endsWith(SOURCE_FONT)) throw new Error(`The stylesheet names ${path}; scripts/body-font.mjs subsets ${SOURCE_FONT}.`);
      const stylesheet = await readFile('client/styles.css', 'utf8');
      return { contents: await subsetBodyFont(await readFile(path), { stylesheet }), loader: 'file' };
    });
  },
};

const result = await esbuild.build({
  // The owner's desk has a stylesheet of its own, so the public pages' does not grow.
  entryPoints: { app: 'client/main.ts', desk: 'client/desk.css' },
  bundle: true,
  minify: true,
  format: 'esm',
  target: 'es2020',
  outdir: `${OUT}/build`,
  entryNames: '[name].[hash]',
  assetNames: '[name].[hash]',
  // Files of assets/ are served as they are, at the root of the site.
  external: ['/images/*', '/media/*'],
  // The self-hosted font, subset, gets a content-hashed name next to the bundles.
  plugins: [bodyFont],
  write: false,
  logLevel: 'warning',
});

/** The bundles by their path below OUT. */
const outputs = new Map(result.outputFiles.map((file) => [relative(OUT, file.path), Buffer.from(file.contents)]));
for (const [path, content] of outputs) await emit(path, content);
const script = [...outputs.keys()].find((path) => path.endsWith('.js'));
const style = [...outputs.keys()].find((path) => /^build\/app\.[^/]*\.css$/.test(path));
const deskStyle = [...outputs.keys()].find((path) => /^build\/desk\.[^/]*\.css$/.test(path));
// The stylesheet names one font file (the Latin subset of the body font): the document preloads it.
const fonts = [...outputs.keys()].filter((path) => path.endsWith('.woff2'));
if (fonts.length !== 1) throw new Error(`Expected one font file, found ${fonts.length}: ${fonts.join(', ')}`);
const font = '/' + fonts[0];

function describe(path) {
  const content = outputs.get(path);
  return {
    src: '/' + path,
    integrity: 'sha384-' + createHash('sha384').update(content).digest('base64'),
    gzipBytes: gzipSync(content, { level: 9 }).length,
  };
}

/** Changes whenever anything a page is made of changes: the worker's ETags derive from it. */
async function buildId() {
  const hash = createHash('sha256');
  for (const file of [...(await filesIn('src')), ...(await filesIn('client')), ...(await filesIn('assets'))]) {
    hash.update(file).update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

const assets = { script: describe(script), style: describe(style), deskStyle: describe(deskStyle) };
await mkdir('src/generated', { recursive: true });
const moduleText = `// Written by build.mjs: the hashed client bundles, their SRI hashes, and the build's identity.
export const CLIENT_ASSETS = ${JSON.stringify(
  {
    script: { src: assets.script.src, integrity: assets.script.integrity },
    style: { src: assets.style.src, integrity: assets.style.integrity },
    deskStyle: { src: assets.deskStyle.src, integrity: assets.deskStyle.integrity },
    font: { src: font },
  },
  null,
  2,
)} as const;

export const BUILD_ID = '${await buildId()}';
`;
await writeIfChanged(GENERATED, moduleText);

// The owner's desk, a module of the Worker's own that only /bureau loads
// (src/desk-module.ts): bundled here with what it uses, React and Hono
// included, as wrangler would bundle it, and minified as wrangler minifies the
// main module. Its type is the source's.
const desk = await esbuild.build({
  entryPoints: ['src/desk/desk-app.tsx'],
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  mainFields: ['module', 'main'],
  conditions: ['workerd', 'worker', 'browser'],
  target: 'es2022',
  minify: true,
  jsx: 'automatic',
  legalComments: 'none',
  write: false,
  logLevel: 'warning',
  ...WORKER_CODE,
});
await writeIfChanged('src/generated/desk.js', desk.outputFiles[0].text);
await writeIfChanged(
  'src/generated/desk.d.ts',
  `// Written by build.mjs: the type of src/generated/desk.js, bundled from src/desk/desk-app.tsx.\nexport { deskFetch } from '../desk/desk-app';\n`,
);

// The pages a deployment knows in advance, rendered by the Worker's own code
// (scripts/prerender-pages.ts) for the site origin of wrangler.toml; the
// Worker serves them only when its SITE_URL is that origin.
const siteUrl = unstable_readConfig({ config: 'wrangler.toml' }).vars.SITE_URL;
const { prerenderPages } = await importTs('scripts/prerender-pages.ts', WORKER_CODE);
const prerendered = await prerenderPages(siteUrl);
for (const page of prerendered) await emit(page.file.slice(1), Buffer.from(page.html));
await writeIfChanged(
  PRERENDERED,
  `// Written by build.mjs: the pages this build rendered (scripts/prerender-pages.ts), by page key, and their static file.
export const PRERENDERED_SITE_URL = ${JSON.stringify(siteUrl)};
export const PRERENDERED_PAGES: ReadonlyMap<string, string> = new Map([
${prerendered.map(({ key, file }) => `  [${JSON.stringify(key)}, ${JSON.stringify(file)}],`).join('\n')}
]);
`,
);

// Static files get the worker's security headers, from the same policy module.
const { staticHeadersFile } = await importTs('scripts/static-headers.ts');
await emit('_headers', Buffer.from(await staticHeadersFile()));

// Only now that every new file is in place: the previous build's leftovers.
for (const file of await filesIn(OUT)) {
  if (!written.has(relative(OUT, file))) await rm(file);
}
await rm(STAGING, { recursive: true, force: true });

console.log(`client script ${assets.script.src}: ${assets.script.gzipBytes} B gzipped`);
console.log(`stylesheet ${assets.style.src}: ${assets.style.gzipBytes} B gzipped`);
console.log(`font ${font}: ${outputs.get(fonts[0]).length} B`);
if (assets.script.gzipBytes > MAX_SCRIPT_GZIP_BYTES) {
  console.error(`The client script is over ${MAX_SCRIPT_GZIP_BYTES} B gzipped.`);
  process.exit(1);
}
if (assets.style.gzipBytes > MAX_STYLE_GZIP_BYTES) {
  console.error(`The stylesheet is over ${MAX_STYLE_GZIP_BYTES} B gzipped.`);
  process.exit(1);
}
if (outputs.get(fonts[0]).length > MAX_FIRST_SCREEN_FONT_BYTES) {
  console.error(`The body font is over ${MAX_FIRST_SCREEN_FONT_BYTES} B: the first screen loads it.`);
  process.exit(1);
}
