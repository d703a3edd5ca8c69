// Builds what the worker and the browser load, one named step after another
// (see `main` at the end), each logging one line with what it made:
//
//   content          checks the Markdown of src/content/ (and every text's prose) and writes it as modules
//                    (src/generated/routes.ts, the route table, and
//                    src/generated/content/<language>.js, each language's texts, and what only
//                    each article's page shows, into dist/public/__pages/_page-texts), and adds
//                    the new addresses to src/content/published-addresses.json
//   icons            the drawings of the site's icons (src/generated/icons.ts)
//   zone table       the booking menu's time zones, their names and clock changes around the
//                    build's date, read from Intl (src/generated/zone-table.ts)
//   assets           copies assets/ into dist/public
//   pictures         the articles' pictures (src/content/pictures/) in their sizes and formats, content-hashed,
//                    into dist/public/build/pictures, kept between builds in node_modules/.cache/build/pictures
//   client bundles   client/ (script and stylesheets, with the subset body font)
//                    bundled by esbuild into content-hashed files
//   build module     src/generated/build.ts: the bundles with their SRI hashes, the build id
//   editor           the owner's text editor (Sveltia CMS) into dist/public/bureau/textes, its
//                    preview (client/editor-preview/) into dist/public/build, and
//                    src/generated/editor.ts naming them
//   lazy modules     the Worker's modules that only some requests load, each of its own:
//                    src/generated/desk.js, the owner's desk; booking.js, the booking's server
//                    side; booking-pages.js, what opening its pages reads;
//                    calendar-reading.js, the reading of the owner's calendar;
//                    scheduled.js, the Cron Triggers' jobs; mail.js, the forms' e-mails; what
//                    two of them share in src/generated/shared/
//   pre-render       the pages a deployment knows in advance (src/generated/prerendered.ts)
//   static headers   dist/public/_headers
//   type check       the generated modules checked by tsc against the code they meet
//   clean up         the previous build's leftovers in dist/public
//   budgets          the script, the stylesheet and the body font within their sizes
//
// A running `wrangler dev` serves dist/public from the folder it opened at
// start: deleting and recreating the folder would make every static file answer
// 500 until restart. So the folder is kept, each file is replaced only when its
// content changed (through a rename, never half-written), and files this build
// did not write (stale hashed bundles, removed assets) go only once the new
// ones are in place.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { unstable_readConfig } from 'wrangler';
import { SOURCE_FONT, subsetBodyFont } from './scripts/build/body-font.mjs';
import { editorFiles } from './scripts/build/editor-files.mjs';
import { iconsModule } from './scripts/build/icons.mjs';
import { importTs } from './scripts/build/import-ts.mjs';

const OUT = 'dist/public';
/** Where new files are written before being renamed into OUT: outside it (the dev server watches OUT), same file system. */
const STAGING = 'dist/.staging';
const GENERATED = 'src/generated';
const MAX_SCRIPT_GZIP_BYTES = 10 * 1024;
const MAX_STYLE_GZIP_BYTES = 20 * 1024;
/** The fonts the first screen loads (the one preloaded body font): a budget the subset keeps well under. */
const MAX_FIRST_SCREEN_FONT_BYTES = 30 * 1024;

/**
 * Worker code as wrangler bundles it for workerd: with its packages and
 * React's production edge renderer (wrangler.toml, [alias]), so that it writes
 * the bytes the Worker would.
 */
const WORKER_CODE = {
  define: { 'process.env.NODE_ENV': '"production"' },
  alias: { 'react-dom/server': './scripts/build/worker/react-dom-server-edge.cjs' },
};

/** Rewriting an unchanged file would make `wrangler dev` rebuild in a loop. */
async function writeIfChanged(file, text) {
  const previous = await readFile(file, 'utf8').catch(() => '');
  if (previous !== text) await writeFile(file, text);
}

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
    .filter((file) => !file.startsWith(GENERATED))
    .sort();
}

/** Stops the build with `message`, without a stack: the message says what to fix. */
class BuildStop extends Error {}

/**
 * The texts first: a broken content file, or a text an editor would send back
 * (a misspelling, a term the glossary avoids, a phone number in the wrong
 * format), stops the build with its file, its line and what is wrong.
 */
async function content() {
  const { buildContent } = await importTs('scripts/content/build-content.ts');
  const { checkProse } = await importTs('scripts/content/prose/check-prose.ts');
  let built;
  let texts;
  try {
    built = await buildContent();
    // Texts found correct are remembered, so a build after a change of code does not load the dictionaries.
    texts = await checkProse(built.prose, { cache: join('node_modules', '.cache', 'build', 'prose-spelling.json') });
  } catch (error) {
    if (error.name !== 'ContentError') throw error;
    throw new BuildStop(`Content error: ${error.message}`);
  }
  for (const [path, text] of Object.entries(built.files)) {
    await mkdir(dirname(join(GENERATED, path)), { recursive: true });
    await writeIfChanged(join(GENERATED, path), text);
  }
  // What only their own pages show (an article's, a legal document's), among the static files only the Worker reads (src/content/page-texts-file.ts).
  for (const [path, text] of Object.entries(built.pageTexts)) await emit(path.slice(1), Buffer.from(text));
  // What the Worker knows of the articles (their routes, each language's cards), there too: its modules would grow with the blog (src/content/article-files.ts).
  for (const [path, text] of Object.entries(built.articleFiles)) await emit(path.slice(1), Buffer.from(text));
  // Committed with the texts: the addresses this build answers join those published before.
  await writeIfChanged('src/content/published-addresses.json', built.ledger);
  return {
    summary: `${Object.entries(built.counts).map(([collection, count]) => `${count} ${collection}`).join(', ')} files, ${texts} texts read for spelling, glossary and formats`,
    pictures: built.pictures,
  };
}

/**
 * The articles' pictures, checked by the content build, in the sizes and
 * formats their pages name (scripts/content/pictures.ts); those a previous
 * build made are read from the cache, keyed by each picture's bytes.
 */
async function pictures(jobs) {
  const { makePictures } = await importTs('scripts/content/pictures.ts');
  const files = await makePictures(jobs, { cache: join('node_modules', '.cache', 'build', 'pictures') });
  for (const file of files) await emit(file.path.slice(1), file.content);
  return `${jobs.length} pictures, ${files.length} files ${files.reduce((sum, file) => sum + file.content.length, 0)} B`;
}

/** The icons' drawings, taken from lucide-react (scripts/build/icons.mjs). */
async function icons() {
  const { ICON_NAMES } = await importTs('src/components/icon-names.ts');
  await writeIfChanged(join(GENERATED, 'icons.ts'), await iconsModule(ICON_NAMES));
  return `${ICON_NAMES.length} icons`;
}

/**
 * The booking menu's time zones as Intl reads them now, their names and clock
 * changes around the build's date (scripts/build/zone-table.ts): a new isolate
 * rendering the booking page reads them there rather than from Intl, whose
 * first formatter costs it about 20 ms.
 */
async function zoneTable() {
  const { zoneTableModule } = await importTs('scripts/build/zone-table.ts');
  const { source, summary } = zoneTableModule(Date.now());
  await writeIfChanged(join(GENERATED, 'zone-table.ts'), source);
  return summary;
}

/** The files of assets/, served as they are at the root of the site. */
async function assets() {
  const files = await filesIn('assets');
  for (const file of files) await emit(relative('assets', file), await readFile(file));
  return `${files.length} files`;
}

/** The stylesheet's font, as esbuild loads it: cut to the site's characters and weights (scripts/build/body-font.mjs). */
const bodyFont = {
  name: 'body-font',
  setup(build) {
    build.onLoad({ filter: /\.woff2$/ }, async ({ path }) => {
      if (!path.endsWith(SOURCE_FONT)) throw new Error(`The stylesheet names ${path}; scripts/build/body-font.mjs subsets ${SOURCE_FONT}.`);
      const stylesheet = await readFile('client/styles.css', 'utf8');
      return { contents: await subsetBodyFont(await readFile(path), { stylesheet }), loader: 'file' };
    });
  },
};

/** What the pages link to, by their path below OUT, with the SRI hash and gzipped size of each. */
async function clientBundles() {
  const result = await esbuild.build({
    // The owner's desk has a stylesheet of its own, so the public pages' does not grow; the
    // editor's sign-in window (src/desk/editor-token/) a script of its own, which only it loads.
    entryPoints: { app: 'client/main.ts', desk: 'client/desk.css', 'editor-sign-in': 'client/desk/editor-sign-in.ts' },
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
  const outputs = new Map(result.outputFiles.map((file) => [relative(OUT, file.path), Buffer.from(file.contents)]));
  for (const [path, content] of outputs) await emit(path, content);
  const describe = (path) => {
    const content = outputs.get(path);
    return {
      src: '/' + path,
      integrity: 'sha384-' + createHash('sha384').update(content).digest('base64'),
      gzipBytes: gzipSync(content, { level: 9 }).length,
    };
  };
  const find = (pattern) => [...outputs.keys()].find((path) => pattern.test(path));
  // The stylesheet names one font file (the Latin subset of the body font): the document preloads it.
  const fonts = [...outputs.keys()].filter((path) => path.endsWith('.woff2'));
  if (fonts.length !== 1) throw new Error(`Expected one font file, found ${fonts.length}: ${fonts.join(', ')}`);
  const client = {
    script: describe(find(/^build\/app\.[^/]*\.js$/)),
    style: describe(find(/^build\/app\.[^/]*\.css$/)),
    deskStyle: describe(find(/^build\/desk\.[^/]*\.css$/)),
    editorSignIn: describe(find(/^build\/editor-sign-in\.[^/]*\.js$/)),
    font: { src: '/' + fonts[0], bytes: outputs.get(fonts[0]).length },
  };
  return {
    summary: `script ${client.script.src} ${client.script.gzipBytes} B gzipped, stylesheet ${client.style.src} ${client.style.gzipBytes} B gzipped, font ${client.font.src} ${client.font.bytes} B`,
    client,
  };
}

/** Changes whenever anything a page is made of changes: the worker's ETags derive from it. */
async function buildId() {
  const hash = createHash('sha256');
  for (const file of [...(await filesIn('src')), ...(await filesIn('client')), ...(await filesIn('assets'))]) {
    hash.update(file).update(await readFile(file));
  }
  // The one generated text no source file holds: the footer's year, which a build in a new year changes alone.
  hash.update(await readFile(join(GENERATED, 'build-date.ts')));
  return hash.digest('hex').slice(0, 16);
}

/** src/generated/build.ts: what the Worker's documents reference (the hashed bundles and their SRI hashes) and the build's identity. */
async function buildModule({ script, style, deskStyle, editorSignIn, font }) {
  const id = await buildId();
  await writeIfChanged(
    join(GENERATED, 'build.ts'),
    `// Written by build.mjs: the hashed client bundles, their SRI hashes, and the build's identity.
export const CLIENT_ASSETS = ${JSON.stringify(
      {
        script: { src: script.src, integrity: script.integrity },
        style: { src: style.src, integrity: style.integrity },
        deskStyle: { src: deskStyle.src, integrity: deskStyle.integrity },
        editorSignIn: { src: editorSignIn.src, integrity: editorSignIn.integrity },
        font: { src: font.src },
      },
      null,
      2,
    )} as const;

export const BUILD_ID = '${id}';
`,
  );
  return `build id ${id}`;
}

/**
 * The editor's preview (client/editor-preview/): the site's components, its
 * content build's reading and its texts, with React's renderer to static HTML
 * for the browser (its legacy one alone: the preview renders synchronously),
 * as a classic script the editor's page loads after the editor's own. After
 * the content and the build module, which it imports.
 */
async function editorPreviewBundle() {
  const result = await esbuild.build({
    entryPoints: { 'editor-preview': 'client/editor-preview/register-previews.ts' },
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    outdir: `${OUT}/build`,
    entryNames: '[name].[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    alias: { 'react-dom/server': './node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js' },
    legalComments: 'none',
    write: false,
    logLevel: 'warning',
  });
  const [file] = result.outputFiles;
  const path = relative(OUT, file.path);
  const content = Buffer.from(file.contents);
  await emit(path, content);
  return { src: '/' + path, integrity: 'sha384-' + createHash('sha384').update(content).digest('base64'), gzipBytes: gzipSync(content, { level: 9 }).length };
}

/**
 * The owner's text editor (scripts/build/editor-files.mjs) and its preview,
 * which only the desk's editor page loads, and src/generated/editor.ts, what
 * that page names.
 */
async function editor() {
  const { files, script } = await editorFiles();
  for (const file of files) await emit(file.path, file.content);
  const { gzipBytes, ...preview } = await editorPreviewBundle();
  await writeIfChanged(
    join(GENERATED, 'editor.ts'),
    `// Written by build.mjs: the text editor's module (scripts/build/editor-files.mjs), served by the desk only, and its preview (client/editor-preview/).
export const EDITOR_SCRIPT = ${JSON.stringify(script, null, 2)} as const;

export const EDITOR_PREVIEW_SCRIPT = ${JSON.stringify(preview, null, 2)} as const;
`,
  );
  return `${script.src} ${files.reduce((sum, file) => sum + file.content.length, 0)} B, preview ${preview.src} ${gzipBytes} B gzipped`;
}

/**
 * The Worker's modules that only some requests load, each bundled here from
 * its entry with what it uses, as wrangler would bundle it, and minified as
 * wrangler minifies the main module, into src/generated/<name>.js; its type
 * is the source's (`exports`, re-exported from `entry`). They are bundled
 * together, split: what two of them use (ical-generator, the dictionaries,
 * the languages, the database's queries) is one module under
 * src/generated/shared/ that both import, uploaded and evaluated once,
 * rather than a copy in each: every byte uploaded delays a new isolate's
 * start-up (docs/performance.md#the-bundle-and-its-budget).
 */
const LAZY_MODULES = {
  /** The owner's desk, which only /bureau loads (src/desk-module.ts), React and Hono included. */
  desk: { entry: 'src/desk/desk-app.tsx', exports: ['deskFetch'] },
  /**
   * The booking's server side, which only the booking's pages and the daily
   * job load (src/booking-module.ts): the slot rules, the agenda, the guarded
   * writes and the e-mails with their invitations (ical-generator). It renders
   * nothing: the main module does, from what it answers.
   */
  booking: {
    entry: 'src/http/forms/booking-server.ts',
    exports: ['bookingSubmission', 'refusedBooking', 'cancelBookedCall', 'confirmHeldBooking', 'remindTomorrowsCalls', 'bookingsFeed'],
  },
  /**
   * What opening a booking page reads (src/booking-module.ts): the week of
   * slots and the call a link is for, from D1. A cold visit of the booking
   * page, where every call to action leads, evaluates this alone, not the
   * posts' checks, the e-mails and ical-generator.
   */
  'booking-pages': { entry: 'src/http/forms/booking-page-answers.ts', exports: ['bookingPageAnswer', 'bookingLinkAnswer'] },
  /**
   * The reading of the owner's calendar, which only its Cron Trigger loads
   * (src/calendar-module.ts): ical.js, about 26 KiB gzipped, stays out of what
   * a page's first request evaluates.
   */
  'calendar-reading': { entry: 'src/owner-calendar/read-owner-calendar.ts', exports: ['readOwnerCalendar'] },
  /** The Cron Triggers' jobs (src/scheduled-module.ts): no page's request evaluates them. */
  scheduled: { entry: 'src/scheduled.ts', exports: ['scheduled', 'CRONS'] },
  /** The forms' e-mails (src/mail-module.ts): sent after a post's answer, never by a page's request. */
  mail: { entry: 'src/notifications/mail-server.ts', exports: ['notifyOwner', 'sendConfirmation'] },
};
/** Where the code the lazy modules share goes; wrangler.toml's `rules` upload every module in it. */
const SHARED = join(GENERATED, 'shared');

/**
 * React, its JSX runtime and its streaming renderer as modules of their own in
 * src/generated/shared/, which the main module imports too (wrangler.toml,
 * [alias], through src/shared-react/): one copy of React for the main module
 * and the desk, the renderer out of the main module. React is CommonJS, whose
 * names a bundle cannot re-export with `export *`: each is named.
 */
async function sharedReactSources() {
  const require = createRequire(import.meta.url);
  const names = (module) => Object.keys(require(module)).filter((name) => name !== 'default');
  return {
    'react': `import * as React from 'react';\nexport default React;\nexport const { ${names('react').join(', ')} } = React;\n`,
    'jsx-runtime': `export { ${names('react/jsx-runtime').join(', ')} } from 'react/jsx-runtime';\n`,
    'react-dom-server': `export { renderToReadableStream } from 'react-dom/server';\n`,
  };
}

async function lazyModules() {
  const sharedReact = await sharedReactSources();
  const bundle = await esbuild.build({
    entryPoints: {
      ...Object.fromEntries(Object.entries(LAZY_MODULES).map(([name, { entry }]) => [name, entry])),
      ...Object.fromEntries(Object.keys(sharedReact).map((name) => [`shared/${name}`, `shared-react:${name}`])),
    },
    plugins: [
      {
        name: 'shared-react',
        setup(build) {
          build.onResolve({ filter: /^shared-react:/ }, (args) => ({ path: args.path.slice('shared-react:'.length), namespace: 'shared-react' }));
          build.onLoad({ filter: /.*/, namespace: 'shared-react' }, (args) => ({ contents: sharedReact[args.path], resolveDir: process.cwd(), loader: 'js' }));
        },
      },
    ],
    outdir: GENERATED,
    splitting: true,
    chunkNames: 'shared/[name]-[hash]',
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
    // The runtime's own modules (cloudflare:email, which the booking's invitations are sent with) are workerd's to resolve.
    external: ['cloudflare:*'],
    ...WORKER_CODE,
    alias: { 'react-dom/server': './scripts/build/worker/react-dom-server-edge.mjs' },
  });
  await mkdir(SHARED, { recursive: true });
  // The worker tests' module loader (@cloudflare/vitest-plugin) tells ES modules from CommonJS by
  // the nearest package.json, but caches the answer for the folder it found it in and reuses it for
  // any file below: finding the project's own for these chunks, it would then load React's CommonJS
  // files, below it too, as ES modules. This one answers for the chunks alone.
  const packageJson = join(process.cwd(), SHARED, 'package.json');
  await writeIfChanged(packageJson, '{ "type": "module" }\n');
  const outputs = new Set([packageJson]);
  for (const file of bundle.outputFiles) {
    outputs.add(file.path);
    await writeIfChanged(file.path, file.text);
  }
  // The types of the shared React modules are React's own (src/shared-react.ts).
  const reactTypes = { react: `export * from 'react';\nexport { default } from 'react';\n`, 'jsx-runtime': `export * from 'react/jsx-runtime';\n`, 'react-dom-server': `export { renderToReadableStream } from 'react-dom/server';\n` };
  for (const [name, types] of Object.entries(reactTypes)) {
    const file = join(process.cwd(), SHARED, `${name}.d.ts`);
    outputs.add(file);
    await writeIfChanged(file, `// Written by build.mjs: the type of src/generated/shared/${name}.js.\n${types}`);
  }
  // A previous build's chunks would be uploaded too (find_additional_modules): only this build's stay.
  for (const name of await readdir(SHARED)) {
    if (!outputs.has(join(process.cwd(), SHARED, name))) await rm(join(SHARED, name));
  }
  for (const [name, { entry, exports }] of Object.entries(LAZY_MODULES)) {
    const source = `../${relative('src', entry).replace(/\.tsx?$/, '')}`;
    await writeIfChanged(
      join(GENERATED, `${name}.d.ts`),
      `// Written by build.mjs: the type of src/generated/${name}.js, bundled from ${entry}.\nexport { ${exports.join(', ')} } from '${source}';\n`,
    );
  }
  const bytes = (filter) => bundle.outputFiles.filter(filter).reduce((sum, file) => sum + file.contents.length, 0);
  const shared = (file) => file.path.startsWith(join(process.cwd(), SHARED));
  return `${Object.keys(LAZY_MODULES).length} modules ${bytes((file) => !shared(file))} B, ${bundle.outputFiles.length - Object.keys(LAZY_MODULES).length} shared ${bytes(shared)} B`;
}

/**
 * The pages a deployment knows in advance, rendered by the Worker's own code
 * (scripts/build/prerender-pages.ts) for the site origin of wrangler.toml:
 * those whose HTML depends on their path alone at their own address, which
 * Cloudflare serves without the Worker; the others in the folder only the
 * Worker reads, which it serves only when its SITE_URL is that origin.
 */
async function prerender() {
  const siteUrl = unstable_readConfig({ config: 'wrangler.toml' }).vars.SITE_URL;
  const { prerenderPages } = await importTs('scripts/build/prerender-pages.ts', WORKER_CODE);
  const pages = await prerenderPages(siteUrl, OUT);
  for (const page of pages) await emit(page.file.slice(1), Buffer.from(page.html));
  // The pages of the route table are named by the route table itself, but
  // those the build did not render and those only the Worker serves: these
  // lists, in the main module, do not grow with the blog.
  const { PRERENDERED_FOLDER } = await importTs('src/prerendered-folder.ts');
  const { servedPaths } = await importTs('src/every-article.ts');
  const folderAddress = (path) => `${PRERENDERED_FOLDER}${path === '/' ? '' : path}`;
  const pathOf = ({ key }) => key.slice(0, -1);
  const isRoutePage = (page) => page.key.endsWith('?') && page.address === (page.isStatic ? pathOf(page) : folderAddress(pathOf(page)));
  const rendered = new Set(pages.filter(isRoutePage).map(pathOf));
  const notRendered = servedPaths().map(({ path }) => path).filter((path) => !rendered.has(path));
  const workerOnly = pages.filter((page) => isRoutePage(page) && !page.isStatic).map(pathOf);
  await writeIfChanged(
    join(GENERATED, 'prerendered.ts'),
    `// Written by build.mjs: the pages this build rendered (scripts/build/prerender-pages.ts), by page key, and their address among the static files.
import { PRERENDERED_FOLDER } from '../prerendered-folder';
import { servedPath, servedPaths } from '../routes';

export const PRERENDERED_SITE_URL = ${JSON.stringify(siteUrl)};

/** The pages of the route table the build did not render: they depend on their request. */
const NOT_RENDERED: ReadonlySet<string> = new Set(${JSON.stringify(notRendered)});

/** The pages of the route table the build rendered into the folder only the Worker reads; the others are static files at their own address (src/http/static-pages.ts). */
const WORKER_ONLY: ReadonlySet<string> = new Set(${JSON.stringify(workerOnly)});

/** The pages the build rendered that are not pages of the route table without a query (the 404 pages), by key. */
const OTHER_PAGES: ReadonlyMap<string, string> = new Map([
${pages.filter((page) => !isRoutePage(page)).map(({ key, address }) => `  [${JSON.stringify(key)}, ${JSON.stringify(address)}],`).join('\n')}
]);

/** Whether the build rendered the page of the route table at \`path\`. */
const isRendered = (path: string) => servedPath(path) !== undefined && !NOT_RENDERED.has(path);

/** The address among the static files of the page the build rendered under \`key\` (src/http/page-keys.ts), if it did: every page of the route table (the articles' once read) without a query but those above, and the others. */
export function prerenderedAddress(key: string): string | undefined {
  const path = key.endsWith('?') ? key.slice(0, -1) : undefined;
  if (path === undefined || !isRendered(path)) return OTHER_PAGES.get(key);
  return WORKER_ONLY.has(path) ? \`\${PRERENDERED_FOLDER}\${path === '/' ? '' : path}\` : path;
}

/** Every page the build rendered, by key, with its address: for the build's checks and the tests, which know the articles' routes. */
export function prerenderedPages(): ReadonlyMap<string, string> {
  const keys = [...servedPaths().map(({ path }) => \`\${path}?\`), ...OTHER_PAGES.keys()];
  return new Map(keys.flatMap((key) => {
    const address = prerenderedAddress(key);
    return address === undefined ? [] : [[key, address]];
  }));
}
`,
  );
  const atTheirAddress = pages.filter((page) => page.isStatic).length;
  return `${pages.length} pages for ${siteUrl}, ${atTheirAddress} at their own address, ${pages.length - atTheirAddress} for the Worker`;
}

/** Static files get the worker's security headers, from the same policy module. */
async function staticHeaders() {
  const { staticHeadersFile } = await importTs('scripts/build/static-headers.ts');
  await emit('_headers', Buffer.from(await staticHeadersFile()));
  return 'dist/public/_headers';
}

/**
 * The modules this build wrote, checked by tsc with the project's settings
 * (tsconfig.generated.json): a generated module that no longer fits the code
 * it meets (a route the route table refuses, an icon name that does not
 * exist), or a kind of page without its component, stops the build here
 * rather than in `wrangler dev`. After the pre-render, whose module it checks
 * too (a kind without its component has stopped it already, saying so).
 */
async function typeCheck() {
  try {
    await promisify(execFile)(join('node_modules', '.bin', 'tsc'), ['--noEmit', '-p', 'tsconfig.generated.json']);
  } catch (error) {
    throw new BuildStop(`The generated modules or the pages' components do not type-check:\n${error.stdout || error.message}`);
  }
  return 'src/generated/*.ts, src/pages/index.ts';
}

/** Only once every new file is in place: the previous build's leftovers. */
async function cleanUp() {
  const stale = (await filesIn(OUT)).filter((file) => !written.has(relative(OUT, file)));
  for (const file of stale) await rm(file);
  await rm(STAGING, { recursive: true, force: true });
  return `${stale.length} stale files removed`;
}

/** The client's sizes against their budgets, checked once the build is complete. */
function budgets({ script, style, font }) {
  if (script.gzipBytes > MAX_SCRIPT_GZIP_BYTES) throw new BuildStop(`The client script is over ${MAX_SCRIPT_GZIP_BYTES} B gzipped.`);
  if (style.gzipBytes > MAX_STYLE_GZIP_BYTES) throw new BuildStop(`The stylesheet is over ${MAX_STYLE_GZIP_BYTES} B gzipped.`);
  if (font.bytes > MAX_FIRST_SCREEN_FONT_BYTES) throw new BuildStop(`The body font is over ${MAX_FIRST_SCREEN_FONT_BYTES} B: the first screen loads it.`);
  return 'within';
}

/** Runs one step and logs its name, what it made and how long it took. */
async function step(name, run) {
  const started = performance.now();
  const result = await run();
  const summary = typeof result === 'string' ? result : result.summary;
  console.log(`${name}: ${summary} (${Math.round(performance.now() - started)} ms)`);
  return result;
}

async function main() {
  await mkdir(OUT, { recursive: true });
  await mkdir(GENERATED, { recursive: true });
  const built = await step('content', content);
  await step('icons', icons);
  await step('zone table', zoneTable);
  await step('assets', assets);
  await step('pictures', () => pictures(built.pictures));
  const { client } = await step('client bundles', clientBundles);
  await step('build module', () => buildModule(client));
  await step('editor', editor);
  await step('lazy modules', lazyModules);
  await step('pre-render', prerender);
  await step('static headers', staticHeaders);
  await step('type check', typeCheck);
  await step('clean up', cleanUp);
  await step('budgets', () => budgets(client));
}

try {
  await main();
} catch (error) {
  if (!(error instanceof BuildStop)) throw error;
  console.error(error.message);
  process.exit(1);
}
