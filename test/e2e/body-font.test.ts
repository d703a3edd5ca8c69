import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fontCoverage, SOURCE_FONT } from '../../scripts/body-font.mjs';
import { LANGUAGES } from '../../src/i18n/languages';
import { homePath, servedPaths } from '../../src/routes';
import { launchChromium } from './browser';

const baseUrl = inject('baseUrl');

/** Every page the site serves, and the 404 page of each language. */
const PAGES = [
  ...servedPaths().map(({ path }) => ({ path, status: 200 })),
  ...LANGUAGES.map((language) => ({ path: `${homePath(language).replace(/\/$/, '')}/no-such-page`, status: 404 })),
];

/** What a page draws in the body font: its characters and weights, hidden parts included (menus, banner, accordions open later). */
interface DrawnText {
  characters: string[];
  weights: number[];
}

/**
 * Read in the page: every text node, form field value and placeholder, and
 * the `content` of ::before and ::after, of elements whose font is Inter.
 */
function drawnText(): DrawnText {
  const characters = new Set<string>();
  const weights = new Set<number>();
  const add = (text: string, element: Element, pseudo?: string) => {
    if (!text.trim()) return;
    const style = getComputedStyle(element, pseudo);
    if (!/^"?Inter"?(,|$)/.test(style.fontFamily)) return;
    for (const character of text) characters.add(character);
    weights.add(Number(style.fontWeight));
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
  return { characters: [...characters], weights: [...weights] };
}

let browser: Browser;
let page: Page;
/** What Inter's Latin file (the source the build subsets) and the font the pages load cover. */
let source: Awaited<ReturnType<typeof fontCoverage>>;
let served: Awaited<ReturnType<typeof fontCoverage>>;
/** The font the pages preload, as the browser finds it. */
let servedFontUrl: string | undefined;

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage();
  source = await fontCoverage(await readFile(SOURCE_FONT));
});
afterAll(async () => {
  await browser?.close();
});

describe.each(PAGES)('body font on $path', ({ path, status }) => {
  it('draws every character the page uses, at weights within its axis', async () => {
    const response = await page.goto(baseUrl + path, { waitUntil: 'load' });
    expect(response!.status()).toBe(status);
    const fontUrl = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="preload"][as="font"]')?.href);
    expect(fontUrl).toBeDefined();
    if (fontUrl !== servedFontUrl) {
      served = await fontCoverage(Buffer.from(await (await fetch(fontUrl!)).arrayBuffer()));
      servedFontUrl = fontUrl;
    }
    const drawn = await page.evaluate(drawnText);
    const codePoint = (character: string) => character.codePointAt(0)!;
    // What the page draws and Inter has must come from Inter: a character the subset lost would fall back to another font.
    const lost = drawn.characters.filter((character) => source.codePoints.has(codePoint(character)) && !served.codePoints.has(codePoint(character)));
    expect(lost).toEqual([]);
    // Letters of French, English and Spanish are all in Inter's Latin file: none may fall back.
    expect(drawn.characters.filter((character) => /\p{L}/u.test(character) && !served.codePoints.has(codePoint(character)))).toEqual([]);
    // A weight outside the axis would be drawn at its nearest end, not as designed (a <strong> in a bold heading asks for 900).
    expect(drawn.weights.filter((weight) => weight < served.weights.min || weight > served.weights.max)).toEqual([]);
  });
});
