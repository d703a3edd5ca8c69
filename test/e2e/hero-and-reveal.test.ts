import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, newPage } from './browser';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('hero call to action', () => {
  it.each(['no-preference', 'reduce'] as const)(
    'scrolls to the services and moves focus there (motion: %s)',
    async (reducedMotion) => {
      const page = await newPage(browser, { reducedMotion });
      await page.goto(`${baseUrl}/`);
      await page.locator('.hero a[data-scroll-link]').click();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('services');
      await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('services')!.getBoundingClientRect().top))).toBeLessThan(5);
      expect(new URL(page.url()).hash).toBe('');
      await page.context().close();
    },
  );
});

describe('staggered reveal', () => {
  it('fades in items below the fold as they come into view, 0.1 s apart', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl}/`);
    const faqItems = page.locator('#faq .reveal');
    expect(await faqItems.first().getAttribute('class')).toContain('reveal-pending');
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
      const page = await newPage(browser, options);
      await page.goto(`${baseUrl}/`);
      expect(await page.locator('.reveal-pending').count()).toBe(0);
      await page.context().close();
    }
  });
});
