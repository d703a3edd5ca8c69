// Draws the Open Graph share images: one 1200×630 PNG per page family and
// language, listed by src/seo/share-images.ts from the route table, with the
// headline from the dictionaries. Each is an SVG composition rendered by
// rsvg-convert (Debian's librsvg2-bin). The PNGs are committed, so neither
// the build nor CI needs it; run this again after changing a headline:
//   node scripts/media/make-share-images.mjs
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import * as esbuild from 'esbuild';

/** Loads TypeScript modules of src/ through esbuild, as the worker build does. */
async function importSource(code) {
  const result = await esbuild.build({
    stdin: { contents: code, resolveDir: 'src', loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'warning',
  });
  return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);
}

const { allShareImages, SHARE_IMAGE_SIZE, BRAND_COLORS, AGENCY, translate } = await importSource(`
  export { allShareImages, SHARE_IMAGE_SIZE } from './seo/share-images';
  export { BRAND_COLORS } from './content/brand-colors';
  export { AGENCY } from './content/agency';
  export { translate } from './i18n/dictionary';
`);

const { width: WIDTH, height: HEIGHT } = SHARE_IMAGE_SIZE;
const FONT = "'Liberation Sans', 'DejaVu Sans', sans-serif";
const HEADLINE_SIZE = 56;
const HEADLINE_WIDTH = 700;
/** The three waves of the logo, in its 64-unit box. */
const WAVES = [
  { d: 'M10 27C17 19 24 19 31 26S45 34 54 24', width: 5 },
  { d: 'M10 39C17 31 24 31 31 38S45 46 54 36', width: 5 },
  { d: 'M18 50C23 46 27 46 31 49S40 53 46 48', width: 3.5 },
];

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Greedy line breaking on an average glyph width: bold Liberation Sans runs about 0.53 em. */
function wrap(text, fontSize, maxWidth) {
  const maxChars = Math.floor(maxWidth / (fontSize * 0.53));
  const lines = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function waves(colors, transform) {
  const paths = WAVES.map(
    (wave, index) => `<path d="${wave.d}" stroke="${colors[index]}" stroke-width="${wave.width}"/>`,
  ).join('');
  return `<g fill="none" stroke-linecap="round" transform="${transform}">${paths}</g>`;
}

function composition(image) {
  const c = BRAND_COLORS;
  const lines = wrap(image.headline, HEADLINE_SIZE, HEADLINE_WIDTH);
  const lineHeight = HEADLINE_SIZE * 1.2;
  const top = 290;
  const headline = lines
    .map((line, index) => `<tspan x="80" y="${top + index * lineHeight}">${escape(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${c.sand}"/>
  <rect x="860" width="${WIDTH - 860}" height="${HEIGHT}" fill="${c.teal}"/>
  ${waves([c.offWhite, c.amber, c.mist], 'translate(870 155) scale(5.1)')}
  <rect x="80" y="72" width="72" height="72" rx="16" fill="${c.teal}"/>
  ${waves([c.offWhite, c.amber, c.mist], 'translate(80 72) scale(1.125)')}
  <text x="172" y="121" font-family="${FONT}" font-size="34" font-weight="700" fill="${c.teal}">${escape(AGENCY.name)}</text>
  <rect x="80" y="200" width="96" height="8" rx="4" fill="${c.amber}"/>
  <text font-family="${FONT}" font-size="${HEADLINE_SIZE}" font-weight="700" fill="${c.ink}">${headline}</text>
  <text x="80" y="560" font-family="${FONT}" font-size="22" fill="${c.teal}">${escape(translate(image.language, 'site.location'))}</text>
</svg>`;
}

mkdirSync('assets/images/share', { recursive: true });
for (const image of allShareImages()) {
  const output = `assets${image.path}`;
  execFileSync('rsvg-convert', ['--format=png', `--width=${WIDTH}`, `--height=${HEIGHT}`, `--output=${output}`], {
    input: composition(image),
  });
  console.log(`${output}: ${image.headline}`);
}
