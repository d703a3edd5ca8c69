import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/languages/languages';
import { homePath } from '../../src/routes';
import { baseUrl, useChromium } from './fixture';

const chromium = useChromium();

async function choose(from: string, language: string, javaScriptEnabled = true): Promise<[string, string | null]> {
  const page = await chromium.newPage({ javaScriptEnabled });
  await page.goto(baseUrl + from);
  await page.locator('[data-language-menu] summary').click();
  await Promise.all([page.waitForURL((url) => url.pathname !== from), page.getByRole('link', { name: language }).click()]);
  const result: [string, string | null] = [new URL(page.url()).pathname, await page.locator('html').getAttribute('lang')];
  await page.context().close();
  return result;
}

describe('language menu', () => {
  it('goes from a legal page to the same page in the chosen language', async () => {
    expect(await choose('/mentions-legales', 'English')).toEqual(['/en/legal-notice', 'en']);
    expect(await choose('/en/privacy-policy', 'Español')).toEqual(['/es/politica-privacidad', 'es']);
  });

  it('goes from every kind of page to the same page in the chosen language', async () => {
    expect(await choose('/services', 'English')).toEqual(['/en/services', 'en']);
    expect(await choose('/en/services/coaching-training', 'Español')).toEqual(['/es/servicios/coaching-formacion', 'es']);
    expect(await choose('/es/preguntas-frecuentes', 'Français')).toEqual(['/faq', 'fr']);
  });

  it('goes from an English page to the Spanish home or the French equivalent', async () => {
    expect(await choose('/en', 'Español')).toEqual(['/es', 'es']);
    expect(await choose('/en/blog/business-cards-win-meetings', 'Français')).toEqual([
      '/fr/blog/cartes-visite-rendez-vous',
      'fr',
    ]);
  });

  it('works as plain links without JavaScript', async () => {
    expect(await choose('/conditions-generales', 'Español', false)).toEqual(['/es/terminos', 'es']);
  });

  it('is keyboard operable: Enter opens, arrows move, Escape closes and returns focus', async () => {
    const page = await chromium.newPage();
    await page.goto(`${baseUrl}/en`);
    const menu = page.locator('[data-language-menu]');
    const summary = menu.locator('summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    expect(await menu.getAttribute('open')).not.toBeNull();
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Français');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('English');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Español');
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('open')).toBeNull();
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await menu.getAttribute('open')).not.toBeNull();
    await page.keyboard.press('End');
    await Promise.all([page.waitForURL('**/es'), page.keyboard.press('Enter')]);
    await page.context().close();
  });

  it('lists the languages with flags as decoration only', async () => {
    const page = await chromium.newPage();
    await page.goto(`${baseUrl}/`);
    const names = await page.locator('[data-language-menu] a').evaluateAll((links) =>
      links.map((link) => [link.getAttribute('lang'), link.querySelector('.flag')?.getAttribute('aria-hidden')]),
    );
    expect(names).toEqual([
      ['fr', 'true'],
      ['en', 'true'],
      ['es', 'true'],
    ]);
    await page.context().close();
  });

  it.each(LANGUAGES.map(homePath))('closes on %s at 390 px when a language is chosen, so the page is left (and kept for Back) closed', async (home) => {
    const page = await chromium.newPage({ width: 390, height: 844 });
    await page.goto(baseUrl + home);
    // What the page looks like as it is left is what the back-forward cache shows on Back: note it in the tab's session.
    await page.evaluate(() => {
      const menu = document.querySelector<HTMLDetailsElement>('[data-language-menu]')!;
      addEventListener('pagehide', () => sessionStorage.setItem('language-menu-open-when-left', String(menu.open)));
    });
    const menu = page.locator('[data-language-menu]');
    await menu.locator('summary').click();
    const link = menu.locator('a:not([aria-current])').first();
    const target = (await link.getAttribute('href'))!;
    await Promise.all([page.waitForURL((url) => url.pathname === target), link.click()]);
    expect(await page.evaluate(() => sessionStorage.getItem('language-menu-open-when-left'))).toBe('false');
    await page.context().close();
  });
});
