import { readFile } from 'node:fs/promises';
import * as fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SOURCE_FONT } from '../../scripts/build/body-font.mjs';
import { LANGUAGES } from '../../src/languages/languages';
import { homePath, servedPaths } from '../../src/routes';
import { baseUrl, useChromium } from './fixture';

/** Every page the site serves, and the 404 page of each language. */
const PAGES = [
  ...servedPaths().map(({ path }) => ({ path, status: 200 })),
  ...LANGUAGES.map((language) => ({ path: `${homePath(language).replace(/\/$/, '')}/no-such-page`, status: 404 })),
];

/** A run of text a page draws in the body font, at its computed weight. */
interface Run {
  text: string;
  weight: number;
}

/**
 * Read in the page: every text node (as text-transform shows it), form field
 * value and placeholder, and the `content` of ::before and ::after, of
 * elements whose font is Inter, hidden ones included (menus, banner, closed
 * accordions are drawn later).
 */
function drawnRuns(): Run[] {
  const runs = new Map<string, Run>();
  const add = (text: string, element: Element, pseudo?: string) => {
    if (!text.trim()) return;
    const style = getComputedStyle(element, pseudo);
    if (!/^"?Inter"?(,|$)/.test(style.fontFamily)) return;
    const shown = style.textTransform === 'uppercase' ? text.toUpperCase() : text;
    const weight = Number(style.fontWeight);
    runs.set(`${weight} ${shown}`, { text: shown, weight });
  };
  for (const element of document.body.querySelectorAll('*:not(script, style, template, noscript, svg, svg *)')) {
    for (const node of element.childNodes) if (node.nodeType === Node.TEXT_NODE) add(node.textContent ?? '', element);
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) add(element.placeholder + element.value, element);
    for (const pseudo of ['::before', '::after']) {
      const content = getComputedStyle(element, pseudo).content;
      // A CSS string such as "“" (none, normal, counters and attr() draw nothing the stylesheet does not hold).
      if (content.startsWith('"')) add(content.slice(1, -1).replace(/\\(.)/g, '$1'), element, pseudo);
    }
  }
  return [...runs.values()];
}

/** A font file (WOFF2) read with HarfBuzz: the code points it maps, its weight axis, and text shaped into outlines. */
async function openFont(file: Buffer) {
  const face = new hb.Face(new hb.Blob(await fontverter.convert(file, 'sfnt')));
  const font = new hb.Font(face);
  const { min, max } = face.getAxisInfos().wght!;
  return {
    codePoints: new Set(face.collectUnicodes()),
    weights: { min, max },
    /** What the browser draws for `text` at `weight` with its default features: each glyph's outline, then its advance and offsets. */
    shape(text: string, weight: number): string[] {
      font.setVariations([new hb.Variation('wght', weight)]);
      const buffer = new hb.Buffer();
      buffer.addText(text);
      buffer.guessSegmentProperties();
      hb.shape(font, buffer);
      const positions = buffer.getGlyphPositions();
      return buffer.getGlyphInfos().map((glyph, index) => {
        const { xAdvance, xOffset, yOffset } = positions[index]!;
        return `${font.glyphToPath(glyph.codepoint)} ${xAdvance} ${xOffset} ${yOffset}`;
      });
    },
  };
}

const NUMBER = /-?\d+(?:\.\d+)?/g;
/**
 * Two shaped glyphs draw alike: same outline commands, every coordinate,
 * advance and offset within half a font unit (1/4096 em, a thousandth of a
 * pixel at 64 px): the subsetter re-encodes Inter's variations, which moves
 * some points by a few hundredths of a unit, never more.
 */
function drawAlike(a: string, b: string): boolean {
  const [numbersA, numbersB] = [a.match(NUMBER) ?? [], b.match(NUMBER) ?? []];
  return (
    a.replace(NUMBER, '') === b.replace(NUMBER, '') &&
    numbersA.length === numbersB.length &&
    numbersA.every((value, index) => Math.abs(Number(value) - Number(numbersB[index])) <= 0.5)
  );
}

const chromium = useChromium();
let page: Page;
/** Inter's Latin file, which the build subsets, and the font the pages preload. */
let source: Awaited<ReturnType<typeof openFont>>;
let served: Awaited<ReturnType<typeof openFont>>;
let servedFontUrl: string | undefined;
/** Texts already found alike (the header and footer repeat on every page), by weight and text. */
const alike = new Set<string>();

beforeAll(async () => {
  page = await chromium.browser.newPage();
  source = await openFont(await readFile(SOURCE_FONT));
});

describe.each(PAGES)('body font on $path', ({ path, status }) => {
  it('draws every text of the page as Inter does, at weights within its axis', async () => {
    const response = await page.goto(baseUrl + path, { waitUntil: 'load' });
    expect(response!.status()).toBe(status);
    const fontUrl = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="preload"][as="font"]')?.href);
    expect(fontUrl).toBeDefined();
    if (fontUrl !== servedFontUrl) {
      served = await openFont(Buffer.from(await (await fetch(fontUrl!)).arrayBuffer()));
      servedFontUrl = fontUrl;
      alike.clear();
    }
    const runs = await page.evaluate(drawnRuns);
    const characters = [...new Set(runs.flatMap((run) => [...run.text]))];
    const codePoint = (character: string) => character.codePointAt(0)!;
    // A character the page draws and Inter has must come from the served font, not fall back to another one.
    expect(characters.filter((character) => source.codePoints.has(codePoint(character)) && !served.codePoints.has(codePoint(character)))).toEqual([]);
    // French, English and Spanish letters are all in Inter's Latin file: none may fall back.
    expect(characters.filter((character) => /\p{L}/u.test(character) && !served.codePoints.has(codePoint(character)))).toEqual([]);
    // Same glyphs, outlines, kerning and contextual forms as the full file: the subset changes nothing visible.
    // Spaces collapse as the browser lays them out; a character Inter lacks (a flag's emoji) is another font's run.
    const segments = runs.flatMap(({ text, weight }) => {
      const pieces = [''];
      for (const character of text.replace(/\s+/g, ' ')) {
        if (source.codePoints.has(codePoint(character))) pieces[pieces.length - 1] += character;
        else pieces.push('');
      }
      return pieces.filter((piece) => piece.trim()).map((piece) => ({ text: piece, weight }));
    });
    const changed = segments.filter(({ text, weight }) => {
      if (alike.has(`${weight} ${text}`)) return false;
      const [expected, actual] = [source.shape(text, weight), served.shape(text, weight)];
      if (expected.length !== actual.length || expected.some((glyph, index) => !drawAlike(glyph, actual[index]!))) return true;
      alike.add(`${weight} ${text}`);
      return false;
    });
    expect(changed.map(({ text, weight }) => `${weight}: ${text.slice(0, 60)}`)).toEqual([]);
    // A weight outside the axis would be drawn at its nearest end, not as designed.
    expect(runs.map((run) => run.weight).filter((weight) => weight < served.weights.min || weight > served.weights.max)).toEqual([]);
  });
});
