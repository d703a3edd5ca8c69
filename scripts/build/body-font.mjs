// The body font, cut to what the site draws. Inter's variable Latin file
// (@fontsource-variable/inter, 48 KiB) is the heaviest file of the first
// screen, and the document preloads it, so its bytes weigh on the largest
// paint. The build keeps of it only:
// - the characters French, English and Spanish typography needs (with what a
//   visitor may type in a form) and every character of the site's sources
//   (content, dictionaries, components, the stylesheet's generated content),
//   so a new character in a text is never missing, as long as Inter's Latin
//   file has it;
// - the weights the stylesheet declares for the face (its `wght` axis is cut
//   to that range; every `font-weight` of the stylesheet must fall inside;
//   see the @font-face of client/styles.css for the range chosen);
// - the OpenType features a browser applies by default (kerning, contextual
//   alternates such as Inter's capital-height punctuation and arrows, marks).
//   The stylesheet asks for no other (no tabular figures, no fractions).
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import subsetFont from 'subset-font';

/** Subsets already made, by their inputs: `wrangler dev` rebuilds on every edit of a text, which seldom brings a new character. */
const CACHE = 'node_modules/.cache/body-font';
const require = createRequire(import.meta.url);
/** What makes the subsets: subset-font's version and HarfBuzz's code (harfbuzzjs exports no package.json). */
const SUBSETTER = [require.resolve('subset-font/package.json'), require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')];

/** The file the stylesheet's @font-face names; the build subsets it in place. */
export const SOURCE_FONT = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

/** The features browsers turn on by themselves; the subset drops the others (numr, dnom, frac, pnum, tnum). */
const DEFAULT_FEATURES = ['kern', 'calt', 'ccmp', 'locl', 'mark', 'mkmk'];

const range = (first, last) => Array.from({ length: last - first + 1 }, (_, index) => String.fromCharCode(first + index)).join('');
/**
 * What the three languages' typography needs whatever the texts say today (or
 * a visitor types in a form): ASCII, the French and Spanish letters in both
 * cases, French and Spanish quotes and marks, dashes, the no-break space of
 * French spacing, the euro, degrees, squares. U+02BB and U+02BC map to the
 * same glyphs as ‘ and ’ in Inter: kept so, because FreeType's auto-hinter
 * (Chromium on Linux) files a glyph under a script by the code points that
 * reach it, and the apostrophe reached through U+2019 alone would be hinted
 * differently, half a pixel off.
 */
const LANGUAGE_CHARACTERS =
  range(0x20, 0x7e) +
  'àâäæçéèêëîïôöœùûüÿÀÂÄÆÇÉÈÊËÎÏÔÖŒÙÛÜŸ«»‹›' +
  'áíóúñÁÍÓÚÑ¿¡ºª' +
  '\u00a0‘’“”–—…•·€°©®™²³\u02bb\u02bc';

/**
 * Every character of the files below `dirs`: Markdown content, the generated
 * content module, dictionaries, components, the stylesheet (its `content:`
 * strings are drawn in the font too) and the client scripts.
 */
async function sourceCharacters(dirs) {
  const characters = new Set();
  for (const dir of dirs) {
    for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.(md|ts|tsx|css)$/.test(entry.name)) continue;
      for (const character of await readFile(join(entry.parentPath, entry.name), 'utf8')) characters.add(character);
    }
  }
  return [...characters].join('');
}

/**
 * The `wght` range the stylesheet's @font-face declares for Inter, once every
 * `font-weight` of the stylesheet is checked to fall inside it: a weight
 * outside would be drawn at the nearest end of the axis, not as designed.
 */
export function declaredWeights(stylesheet) {
  const face = /@font-face\s*{[^}]*font-family:\s*'Inter';[^}]*}/.exec(stylesheet)?.[0];
  const range = face && /font-weight:\s*(\d+)\s+(\d+)/.exec(face);
  if (!range) throw new Error("The stylesheet's @font-face for 'Inter' declares no font-weight range (such as 400 800).");
  const [min, max] = [Number(range[1]), Number(range[2])];
  const outside = [...stylesheet.replace(face, '').matchAll(/font-weight:\s*(\d+)/g)].map((match) => Number(match[1])).filter((weight) => weight < min || weight > max);
  if (outside.length) throw new Error(`font-weight ${outside.join(', ')} is outside Inter's declared range ${min}–${max}: widen the @font-face range.`);
  if (/font-feature-settings|font-variant-numeric/.test(stylesheet)) {
    throw new Error('The stylesheet asks for OpenType features the subset drops: keep them in scripts/build/body-font.mjs.');
  }
  return { min, max };
}

/** The subset of the source font (a WOFF2 file) the site serves, for the stylesheet `stylesheet` and the sources below `sources`. */
export async function subsetBodyFont(source, { stylesheet, sources = ['src', 'client'] }) {
  const text = [...new Set(LANGUAGE_CHARACTERS + (await sourceCharacters(sources)))].sort().join('');
  const options = { targetFormat: 'woff2', keepFeatures: DEFAULT_FEATURES, variationAxes: { wght: declaredWeights(stylesheet) } };
  const key = createHash('sha256').update(source).update(text).update(JSON.stringify(options));
  for (const file of SUBSETTER) key.update(await readFile(file));
  const cached = join(CACHE, `${key.digest('hex').slice(0, 24)}.woff2`);
  const earlier = await readFile(cached).catch(() => null);
  if (earlier) return earlier;
  const font = await subsetFont(source, text, options);
  // Written whole, then renamed: a build running at the same time never reads half a font.
  await mkdir(CACHE, { recursive: true });
  await writeFile(`${cached}.${process.pid}`, font);
  await rename(`${cached}.${process.pid}`, cached);
  return font;
}
