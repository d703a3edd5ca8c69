import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/languages/languages';
import { homePath, servedPaths } from '../../src/routes';
import { baseUrl, useChromium } from './fixture';

const chromium = useChromium();

/** One page without JavaScript reads every path: a fresh browser context per path would cost more than the check. */
let noScriptPage: Page | undefined;

describe('hero call to action', () => {
  it.each(['no-preference', 'reduce'] as const)(
    'scrolls to the services and moves focus there (motion: %s)',
    async (reducedMotion) => {
      const page = await chromium.newPage({ reducedMotion });
      await page.goto(`${baseUrl}/`);
      await page.locator('.hero a[data-scroll-link]').click();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('services');
      await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('services')!.getBoundingClientRect().top))).toBeLessThan(5);
      expect(new URL(page.url()).hash).toBe('');
      await page.context().close();
    },
  );
});

describe.each(['light', 'dark'] as const)('hero backdrop (%s theme)', (colorScheme) => {
  it.each([390, 1280])('is drawn in the page, under the text, its sky in the surface colour, at %i px', async (width) => {
    const page = await chromium.newPage({ width, height: 900, colorScheme });
    await page.goto(baseUrl + homePath(LANGUAGES[0]));
    const art = await page.locator('.hero-art').evaluate((svg) => {
      const hero = svg.closest('.hero')!.getBoundingClientRect();
      const box = svg.getBoundingClientRect();
      return {
        hidden: svg.getAttribute('aria-hidden'),
        sky: [...svg.querySelectorAll('.hero-art-sky')].map((stop) => getComputedStyle(stop).stopColor),
        surface: getComputedStyle(document.body).backgroundColor,
        // The coast's bottom edge sits on the hero's, and the drawing reaches the hero's right edge.
        bottom: Math.round(box.bottom - hero.bottom),
        coversRight: box.right >= hero.right - 1,
        behindTitle: document.elementFromPoint(...centre(document.querySelector('.hero h1')!.getBoundingClientRect()))?.closest('svg') === null,
      };
      function centre(rect: DOMRect): [number, number] {
        return [rect.left + rect.width / 2, rect.top + rect.height / 2];
      }
    });
    expect(art).toEqual({ hidden: 'true', sky: [art.surface, art.surface], surface: expect.stringMatching(/^rgb/), bottom: 0, coversRight: true, behindTitle: true });
    // No request for a background image: the first screen fetches the poster, not the backdrop.
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/images/hero')))).toBe(false);
    await page.context().close();
  });
});

describe.each(LANGUAGES)('presentation video (%s)', (language) => {
  it('is its poster, a link to the file, until a click swaps in the player, which starts with captions and focus', async () => {
    const page = await chromium.newPage({ width: 390, height: 844 });
    await page.goto(baseUrl + homePath(language));
    const start = page.locator('.hero a[data-video-start]');
    // The first screen holds no video element (the browser would build its controls), only the poster.
    expect(await page.locator('video').count()).toBe(0);
    const href = await start.getAttribute('href');
    const file = await fetch(new URL(href!, baseUrl));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('video/mp4');
    const poster = await start.locator('img').evaluate((image: HTMLImageElement) => image.currentSrc);
    // The phone's column chose the small poster.
    expect(poster).toMatch(/presentation-poster-800\.webp$/);

    await start.click();
    const video = page.locator('.hero figure video');
    await expect.poll(() => video.count()).toBe(1);
    expect(await start.count()).toBe(0);
    expect(await page.locator('.hero template').count()).toBe(0);
    expect(await video.evaluate((element: HTMLVideoElement) => ({
      controls: element.controls,
      poster: element.poster,
      focused: document.activeElement === element,
      started: !element.paused,
      captions: [...element.textTracks].filter((track) => track.mode === 'showing').map((track) => track.language),
    }))).toEqual({ controls: true, poster, focused: true, started: true, captions: [language] });
    await page.context().close();
  });
});

describe('staggered reveal', () => {
  it('fades in items below the fold as they come into view, 0.1 s apart', async () => {
    const page = await chromium.newPage();
    await page.goto(`${baseUrl}/`);
    const faqItems = page.locator('#faq .reveal');
    // The observer's first report follows the first frame: items off screen are hidden then.
    await expect.poll(() => faqItems.first().getAttribute('class')).toContain('reveal-pending');
    // Nothing already on screen is hidden (no flicker).
    const pendingOnScreen = await page.evaluate(
      () => [...document.querySelectorAll('.reveal-pending')].filter((el) => el.getBoundingClientRect().top < innerHeight).length,
    );
    expect(pendingOnScreen).toBe(0);
    expect(await faqItems.first().evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    await faqItems.first().scrollIntoViewIfNeeded();
    await expect.poll(() => faqItems.first().getAttribute('class')).toContain('reveal-in');
    const delays = await faqItems.evaluateAll((items) => items.slice(0, 3).map((item) => getComputedStyle(item).transitionDelay.split(',')[0]));
    expect(delays).toEqual(['0s', '0.1s', '0.2s']);
    await expect.poll(() => faqItems.first().evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await page.context().close();
  });

  it('hides nothing under prefers-reduced-motion or without JavaScript', async () => {
    for (const options of [{ reducedMotion: 'reduce' as const }, { javaScriptEnabled: false }]) {
      const page = await chromium.newPage(options);
      await page.goto(`${baseUrl}/`);
      expect(await page.locator('.reveal-pending').count()).toBe(0);
      await page.context().close();
    }
  });
});

/** Without JavaScript every page reads in full: nothing waits for a script to be revealed. */
describe.each(servedPaths())('$path without JavaScript', ({ path }) => {
  it('shows all its content', async () => {
    noScriptPage ??= await chromium.newPage({ javaScriptEnabled: false });
    const response = await noScriptPage.goto(baseUrl + path);
    expect(response!.status()).toBe(200);
    expect(await noScriptPage.locator('.reveal-pending').count()).toBe(0);
    const hidden = await noScriptPage.locator('main .reveal').evaluateAll((items) => items.filter((item) => getComputedStyle(item).opacity !== '1').length);
    expect(hidden).toBe(0);
    // Its title and every heading and paragraph are on the page, not hidden waiting for a script
    // (closed accordions and a video's fallback for browsers without video excepted). A section the
    // browser will draw when it nears the screen (content-visibility: auto) counts as shown.
    const unseen = await noScriptPage.locator('main :is(h1, h2, h3, p)').evaluateAll((items) =>
      items.filter((item) => !item.checkVisibility() && !item.closest('details:not([open]), [hidden], video')).map((item) => item.textContent),
    );
    expect(unseen).toEqual([]);
    expect(await noScriptPage.locator('main h1').count()).toBe(1);
  });
});
