import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { servedPaths } from '../../src/routes';
import { baseUrl, useChromium } from './fixture';
import { onWholePage } from './whole-page.mjs';

/** The narrowest phone the site is designed for. */
const WIDTH = 360;
/** The smallest touch target, in CSS pixels (WCAG 2.5.5 AAA, Apple's and Google's guidance). */
const TARGET = 44;
/** What a finger has to hit on its own; links inside running text are exempt, as WCAG allows. */
const CONTROLS = [
  'button',
  'summary',
  'input',
  'textarea',
  '.button',
  '.card-link',
  '.back-link',
  '.filter-button',
  'header a:not(.skip-link)',
  'nav a',
  'footer a',
  'figcaption a',
].join(', ');

const chromium = useChromium();

/** One phone-sized page visits every path: a fresh browser context per path would cost more than the check itself. */
let phonePage: Page | undefined;
async function phone(): Promise<Page> {
  phonePage ??= await chromium.newPage({ width: WIDTH, height: 740 });
  return phonePage;
}

/** Every visible control smaller than the touch target, described for the failure message. */
function smallControls(page: Page): Promise<string[]> {
  // Sections far from the screen are not laid out (content-visibility: auto): measure with all of them on it.
  return onWholePage(page, () =>
    page.evaluate(
      ({ selector, target }) =>
        [...document.querySelectorAll<HTMLElement>(selector)]
          // Controls hidden from people (the forms' honeypot: aria-hidden, out of the tab order) are not targets.
          .filter((element) => element.checkVisibility() && !element.closest('[aria-hidden="true"]'))
          .map((element) => ({ element, box: element.getBoundingClientRect() }))
          .filter(({ box }) => Math.round(box.width) < target || Math.round(box.height) < target)
          .map(({ element, box }) => `${element.tagName.toLowerCase()} “${element.textContent?.trim()}” ${Math.round(box.width)}×${Math.round(box.height)}`),
      { selector: CONTROLS, target: TARGET },
    ),
  );
}

/**
 * Every image that starts below the first screen as the page opens but is not
 * loaded lazily. The image a page marks as its first (`fetchpriority="high"`,
 * a service page's illustration) is exempt: wider screens show it at the top,
 * where loading it lazily would delay the largest paint.
 */
function eagerImagesBelowTheFold(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.images]
      .filter((image) => image.getBoundingClientRect().top >= window.innerHeight && image.loading !== 'lazy' && image.fetchPriority !== 'high')
      .map((image) => image.currentSrc || image.src),
  );
}

describe.each(servedPaths())(`$path at ${WIDTH} px`, ({ path }) => {
  it('scrolls only vertically, gives every control a 44 px touch target and loads images below the first screen lazily', async () => {
    const page = await phone();
    await page.goto(baseUrl + path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
    expect(await eagerImagesBelowTheFold(page)).toEqual([]);
    expect(await smallControls(page)).toEqual([]);
  });
});

describe('header on a phone', () => {
  it.each([true, false])('collapses the navigation into a menu button that opens it (JavaScript: %s)', async (javaScriptEnabled) => {
    const page = await chromium.newPage({ width: WIDTH, height: 740, javaScriptEnabled });
    await page.goto(`${baseUrl}/`);
    const links = page.locator('[data-nav-menu] nav a');
    expect(await links.first().isVisible()).toBe(false);
    await page.locator('[data-nav-menu] > summary').click();
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) expect(await link.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
    expect(await smallControls(page)).toEqual([]);
    await page.context().close();
  });

  it('shows the navigation without the button on a desktop screen', async () => {
    const page = await chromium.newPage({ width: 1280 });
    await page.goto(`${baseUrl}/`);
    expect(await page.locator('[data-nav-menu] > summary').isVisible()).toBe(false);
    for (const link of await page.locator('[data-nav-menu] nav a').all()) expect(await link.isVisible()).toBe(true);
    await page.context().close();
  });
});
