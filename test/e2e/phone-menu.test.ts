import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/languages/languages';
import { navigationLinks } from '../../src/navigation';
import { homePath } from '../../src/routes';
import { baseUrl, useChromium } from './fixture';

/** An iPhone-sized screen, where the navigation folds into its menu button. */
const PHONE = { width: 390, height: 844 };

const chromium = useChromium();

describe.each(LANGUAGES.map((language) => ({ language, home: homePath(language) })))(`$home at ${PHONE.width} px`, ({ language, home }) => {
  it('closes the menu when one of its pages is chosen, so the page is left (and kept for Back) closed, and stays in its language', async () => {
    const page = await chromium.newPage(PHONE);
    for (const { href } of navigationLinks(language)) {
      await page.goto(baseUrl + home);
      // What the page looks like as it is left is what the back-forward cache shows on Back: note it in the tab's session.
      await page.evaluate(() => {
        const menu = document.querySelector<HTMLDetailsElement>('[data-nav-menu]')!;
        addEventListener('pagehide', () => sessionStorage.setItem('nav-menu-open-when-left', String(menu.open)));
      });
      const menu = page.locator('[data-nav-menu]');
      await menu.locator('summary').click();
      expect(await menu.getAttribute('open')).not.toBeNull();
      await Promise.all([page.waitForURL((url) => url.pathname === href), menu.locator(`nav a[href="${href}"]`).click()]);
      expect(await page.evaluate(() => sessionStorage.getItem('nav-menu-open-when-left'))).toBe('false');
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
    }
    await page.context().close();
  });
});
