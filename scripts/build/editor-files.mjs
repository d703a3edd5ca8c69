import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';

/**
 * The owner's text editor, Sveltia CMS (src/desk/editor/), as its npm package
 * ships it: one classic script, which starts the editor as it runs (its ES
 * module would wait for an inline script to call `init()`), served from this origin under the desk's editor
 * path, which only the desk answers (wrangler.toml, `run_worker_first`), so
 * that no CDN is ever asked for it. The fonts the module would fetch from a
 * CDN (its interface's, its icons', its code's) are the same fonts from their
 * npm packages, served beside it.
 */
const EDITOR_SCRIPT = 'node_modules/@sveltia/cms/dist/sveltia-cms.js';

/** Each font the module names on a CDN, and the same file from its npm package. */
const FONTS = [
  {
    name: 'source-sans-3',
    cdn: /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/source-sans-3:vf@[\d.]+\/latin-wght-normal\.woff2/g,
    file: 'node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  },
  {
    name: 'material-symbols',
    cdn: /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/material-symbols-outlined:vf@[\d.]+\/latin-wght-normal\.woff2/g,
    file: 'node_modules/@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2',
  },
  {
    name: 'noto-mono',
    cdn: /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/noto-mono@[\d.]+\/latin-400-normal\.woff2/g,
    file: 'node_modules/@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2',
  },
];
/** Any font address left on a CDN stops the build: an upgrade of the editor that adds one is mapped above first. */
const ANY_CDN_FONT = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/[^`'")\s]*/;
/** Below dist/public, under the desk's editor path (src/desk/desk-paths.ts). */
const FOLDER = 'bureau/textes';

const hashOf = (content) => createHash('sha256').update(content).digest('hex').slice(0, 16);

/** The editor's files, to emit below dist/public, and what the desk's editor page names. */
export async function editorFiles() {
  let source = await readFile(EDITOR_SCRIPT, 'utf8');
  const files = [];
  for (const font of FONTS) {
    const content = await readFile(font.file);
    const path = `${FOLDER}/${font.name}.${hashOf(content)}.woff2`;
    if (source.search(font.cdn) === -1) throw new Error(`${EDITOR_SCRIPT} no longer names the ${font.name} font's CDN address: see scripts/build/editor-files.mjs.`);
    source = source.replace(font.cdn, `/${path}`);
    files.push({ path, content });
  }
  const left = source.match(ANY_CDN_FONT);
  if (left) throw new Error(`${EDITOR_SCRIPT} names a font on a CDN: ${left[0]}; serve it from its npm package (scripts/build/editor-files.mjs).`);
  const script = Buffer.from(source);
  const scriptPath = `${FOLDER}/sveltia-cms.${hashOf(script)}.js`;
  return {
    files: [{ path: scriptPath, content: script }, ...files],
    script: { src: `/${scriptPath}`, integrity: 'sha384-' + createHash('sha384').update(script).digest('base64') },
  };
}
