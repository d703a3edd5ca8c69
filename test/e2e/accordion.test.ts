import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './browser';
import { baseUrl, useChromium } from './fixture';

const chromium = useChromium();

/** The FAQ page, with the cookie choice already made so the banner stays out of the way. */
async function openFaq(): Promise<Page> {
  const page = await chromium.newPage();
  await page.goto(`${baseUrl}/faq`);
  await page.evaluate(() => {
    localStorage.setItem('cookie-consent', 'accepted');
    localStorage.setItem('cookie-consent-date', new Date().toISOString());
  });
  await page.reload();
  await page.waitForLoadState('networkidle');
  return page;
}

const triggers = (page: Page) => page.locator('#main-questions .accordion-trigger');
const expanded = (page: Page) =>
  triggers(page).evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-expanded')));

describe('accordions', () => {
  it('follow the WAI-ARIA pattern: a heading around a button that controls its panel', async () => {
    const page = await openFaq();
    expect(await triggers(page).count()).toBe(13);
    const first = triggers(page).first();
    expect(await first.evaluate((button) => button.parentElement!.tagName)).toBe('H3');
    const panelId = (await first.getAttribute('aria-controls'))!;
    expect(await page.locator(`#${panelId}`).isHidden()).toBe(true);
    expect(await expanded(page)).toEqual(Array(13).fill('false'));
    await page.context().close();
  });

  it('open one item at a time, and close an open item when activated again', async () => {
    const page = await openFaq();
    await triggers(page).nth(0).click();
    expect((await expanded(page)).slice(0, 3)).toEqual(['true', 'false', 'false']);
    const panelId = (await triggers(page).nth(0).getAttribute('aria-controls'))!;
    expect(await page.locator(`#${panelId}`).isVisible()).toBe(true);
    await triggers(page).nth(2).click();
    expect((await expanded(page)).slice(0, 3)).toEqual(['false', 'false', 'true']);
    await triggers(page).nth(2).click();
    expect(await expanded(page)).toEqual(Array(13).fill('false'));
    // Each list is its own accordion: the practical list is untouched.
    await triggers(page).nth(0).click();
    const practical = page.locator('#practical .accordion-trigger').first();
    await practical.click();
    expect(await triggers(page).nth(0).getAttribute('aria-expanded')).toBe('true');
    expect(await practical.getAttribute('aria-expanded')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('move focus with ArrowDown/ArrowUp (wrapping), Home and End', async () => {
    const page = await openFaq();
    const focusedIndex = () =>
      page.evaluate(() => [...document.querySelectorAll('#main-questions .accordion-trigger')].indexOf(document.activeElement!));
    await triggers(page).nth(0).focus();
    await page.keyboard.press('ArrowDown');
    expect(await focusedIndex()).toBe(1);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await focusedIndex()).toBe(12);
    await page.keyboard.press('ArrowDown');
    expect(await focusedIndex()).toBe(0);
    await page.keyboard.press('End');
    expect(await focusedIndex()).toBe(12);
    await page.keyboard.press('Home');
    expect(await focusedIndex()).toBe(0);
    await page.keyboard.press('Enter');
    expect((await expanded(page))[0]).toBe('true');
    await page.keyboard.press('Space');
    expect((await expanded(page))[0]).toBe('false');
    await page.context().close();
  });

  it('leave every answer reachable without JavaScript', async () => {
    const page = await chromium.newPage({ javaScriptEnabled: false });
    await page.goto(`${baseUrl}/faq`);
    const items = page.locator('#main-questions details');
    expect(await items.count()).toBe(13);
    await items.nth(4).locator('summary').click();
    expect(await items.nth(4).locator('.accordion-panel').isVisible()).toBe(true);
    await page.context().close();
  });
});
