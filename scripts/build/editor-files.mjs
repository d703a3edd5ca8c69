import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The owner's text editor, Sveltia CMS (src/desk/editor/), as its npm package
 * ships it, served from this origin under the desk's editor path, which only
 * the desk answers (wrangler.toml, `run_worker_first`), so that no CDN is ever
 * asked for any of it: its classic script, which starts the editor as it runs
 * (its ES module would wait for an inline script to call `init()`), the chunk
 * it loads beside itself (React, for previews), its interface's languages
 * (which it would fetch from a CDN, and ask again without end when refused),
 * the fonts it would fetch from a CDN (its interface's, its icons', its
 * code's), from their npm packages, and Immutable, which it would fetch from
 * a CDN for the site's previews (client/editor-preview/), from the copy its
 * npm package depends on. All in one folder named after what it
 * holds, so that her browser keeps each file as long as it likes.
 */
const PACKAGE = 'node_modules/@sveltia/cms';
const SCRIPT = `${PACKAGE}/dist/sveltia-cms.js`;

/** Each font the script names on a CDN, and the same file from its npm package. */
const FONTS = [
  {
    name: 'source-sans-3.woff2',
    cdn: /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/source-sans-3:vf@[\d.]+\/latin-wght-normal\.woff2/g,
    file: 'node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  },
  {
    name: 'material-symbols.woff2',
    cdn: /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/material-symbols-outlined:vf@[\d.]+\/latin-wght-normal\.woff2/g,
    file: 'node_modules/@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2',
  },
  {
    name: 'noto-mono.woff2',
    cdn: /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/noto-mono@[\d.]+\/latin-400-normal\.woff2/g,
    file: 'node_modules/@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2',
  },
];
/** Any font address left on a CDN stops the build: an upgrade of the editor that adds one is mapped above first. */
const ANY_CDN_FONT = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/[^`'")\s]*/;
/** Where the script fetches its interface's languages: `${CDN}@${version}/locales`. */
const LOCALES_ON_CDN = /([\w$]+)=`\$\{([\w$]+)\}@\$\{([\w$]+)\}\/locales`/g;
/**
 * Where the script loads Immutable, which the previews' data come in, from a
 * CDN: `await <loader>(\`immutable\`,\`dist/immutable.es.js\`)`, the loader
 * adding the CDN and the version. The same file of the npm package it depends on.
 */
const IMMUTABLE_ON_CDN = /[\w$]+\(`immutable`,`dist\/immutable\.es\.js`\)/g;
const IMMUTABLE = { name: 'immutable.es.js', file: 'node_modules/immutable/dist/immutable.es.js' };
/** Below dist/public, under the desk's editor path (src/desk/desk-paths.ts). */
const ROOT = 'bureau/textes';

const sha256 = (content) => createHash('sha256').update(content).digest('hex');

/** Replaces what `pattern` finds in `source`, or stops the build naming what the script no longer has. */
function rewrite(source, pattern, replacement, what) {
  if (source.search(pattern) === -1) throw new Error(`${SCRIPT} no longer names ${what}: see scripts/build/editor-files.mjs.`);
  return source.replace(pattern, replacement);
}

/** The editor's files, to emit below dist/public, and what the desk's editor page names. */
export async function editorFiles() {
  const parts = [];
  for (const font of FONTS) parts.push({ name: font.name, content: await readFile(font.file), font });
  parts.push({ name: IMMUTABLE.name, content: await readFile(IMMUTABLE.file) });
  for (const name of (await readdir(join(PACKAGE, 'dist', 'chunks'))).filter((file) => file.endsWith('.js'))) {
    parts.push({ name: `chunks/${name}`, content: await readFile(join(PACKAGE, 'dist', 'chunks', name)) });
  }
  for (const name of await readdir(join(PACKAGE, 'locales'))) parts.push({ name: `locales/${name}`, content: await readFile(join(PACKAGE, 'locales', name)) });
  const source = await readFile(SCRIPT, 'utf8');
  // The folder's name changes with anything in it, the script included (before its addresses, which name the folder).
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part.name).update(sha256(part.content));
  const folder = `${ROOT}/${hash.update(source).digest('hex').slice(0, 16)}`;
  let script = source;
  for (const font of FONTS) script = rewrite(script, font.cdn, `/${folder}/${font.name}`, `the ${font.name} font's CDN address`);
  const left = script.match(ANY_CDN_FONT);
  if (left) throw new Error(`${SCRIPT} names a font on a CDN: ${left[0]}; serve it from its npm package (scripts/build/editor-files.mjs).`);
  script = rewrite(script, LOCALES_ON_CDN, `$1=\`/${folder}/locales\``, 'where it fetches its languages');
  script = rewrite(script, IMMUTABLE_ON_CDN, `import(\`/${folder}/${IMMUTABLE.name}\`)`, 'where it loads Immutable');
  const content = Buffer.from(script);
  return {
    files: [{ path: `${folder}/sveltia-cms.js`, content }, ...parts.map((part) => ({ path: `${folder}/${part.name}`, content: part.content }))],
    script: { src: `/${folder}/sveltia-cms.js`, integrity: 'sha384-' + createHash('sha384').update(content).digest('base64') },
  };
}
