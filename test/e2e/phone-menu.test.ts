import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LANGUAGES } from '../../src/i18n/languages';
import { navigationLinks } from '../../src/navigation';
import { homePath } from '../../src/routes';
import { launchChromium, newPage } from './browser';

const baseUrl = inject('baseUrl');
/** An iPhone-sized screen, where the navigation folds into its menu button. */
const PHONE = { width: 390, height: 844 };

/** The homes whose navigation leads to their own sections (languages without separate pages), with those links. */
const sectionHomes = LANGUAGES.map((language) => {
  const home = homePath(language);
  return { home, anchors: navigationLinks(language).filter((link) => link.href.startsWith(`${home}#`)) };
}).filter(({ anchors }) => anchors.length > 0);

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Once the (smooth) scroll has stopped: whether the section's heading is on screen and nothing covers it, neither the header nor a menu. */
function headingShown(page: Page, id: string): Promise<boolean> {
  return page.locator(`#${id}`).evaluate(async (section) => {
    let last = -1;
    while (scrollY !== last) {
      last = scrollY;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    const heading = section.querySelector('h2')!;
    const box = heading.getBoundingClientRect();
    if (box.top < 0 || box.bottom > innerHeight) return false;
    return heading.contains(document.elementFromPoint(box.left + 4, box.top + box.height / 2));
  });
}

it('has homes whose navigation leads to their sections', () => {
  expect(sectionHomes.length).toBeGreaterThan(0);
});

describe.each(sectionHomes)(`$home at ${PHONE.width} px`, ({ home, anchors }) => {
  it('closes the menu when one of its sections is chosen, leaving that section’s heading in view', async () => {
    const page = await newPage(browser, PHONE);
    await page.goto(baseUrl + home);
    // The consent banner sits over the bottom of the screen; closing it keeps it out of the way.
    await page.locator('[data-cookie-close]').click();
    const menu = page.locator('[data-nav-menu]');
    for (const { href } of anchors) {
      await menu.locator('summary').click();
      expect(await menu.getAttribute('open')).not.toBeNull();
      await menu.locator(`nav a[href="${href}"]`).click();
      expect(await menu.getAttribute('open')).toBeNull();
      expect(await menu.locator('nav').isVisible()).toBe(false);
      // Asked again until it holds: on a busy machine the smooth scroll may start late.
      await expect.poll(() => headingShown(page, new URL(href, baseUrl).hash.slice(1)), { timeout: 10_000 }).toBe(true);
    }
    await page.context().close();
  });
});
