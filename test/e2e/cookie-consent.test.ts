import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/dictionary';
import { LANGUAGES } from '../../src/languages/languages';
import { linkTo } from '../../src/routes';
import { axeViolations, TEST_HOST } from './browser';
import { baseUrl, useChromium } from './fixture';

const port = new URL(baseUrl).port;
const origin = `http://${TEST_HOST}:${port}`;

const chromium = useChromium();

const banner = (page: Page) => page.locator('[data-cookie-banner]');
/** Resolves once the work the page's script leaves until after its first paint has run (client/after-first-paint.ts). */
const afterFirstPaint = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
/** What the page recorded of the banner when its script had been evaluated. */
interface BannerAtLoad {
  bannerHiddenAtLoad: HTMLElement['hidden'];
}
const stored = (page: Page) =>
  page.evaluate(() => [localStorage.getItem('cookie-consent'), localStorage.getItem('cookie-consent-date')]);

describe('cookie banner', () => {
  it('shows on a first visit as a labelled region, with 0 axe violations', async () => {
    const page = await chromium.newPage();
    await page.goto(`${origin}/`);
    await expect.poll(() => banner(page).isVisible()).toBe(true);
    const region = page.getByRole('region', { name: 'Mesure d’audience\u00a0: votre choix' });
    expect(await region.count()).toBe(1);
    expect(await page.locator('[data-cookie-banner] a').getAttribute('href')).toBe('/politique-confidentialite');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('is shown after the first paint: the script reads the stored choice only once the page is painted', async () => {
    const page = await chromium.newPage();
    // Recorded at DOMContentLoaded, after the deferred script has been evaluated.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as BannerAtLoad).bannerHiddenAtLoad = document.querySelector<HTMLElement>('[data-cookie-banner]')!.hidden;
      }),
    );
    await page.goto(`${origin}/`);
    expect(await page.evaluate(() => (window as unknown as BannerAtLoad).bannerHiddenAtLoad)).toBe(true);
    await expect.poll(() => banner(page).isVisible()).toBe(true);
    await page.context().close();
  });

  it('links "learn more" to the privacy page of the page language', async () => {
    const page = await chromium.newPage();
    await page.goto(`${origin}/es`);
    expect(await page.locator('[data-cookie-banner] a').getAttribute('href')).toBe('/es/politica-privacidad');
    await page.context().close();
  });

  it('Accept stores "accepted" with its date and does not come back after a reload', async () => {
    const page = await chromium.newPage();
    await page.goto(`${origin}/en`);
    await page.getByRole('button', { name: 'Accept' }).click();
    expect(await banner(page).isVisible()).toBe(false);
    const [choice, date] = await stored(page);
    expect(choice).toBe('accepted');
    expect(Date.now() - Date.parse(date!)).toBeLessThan(60_000);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await banner(page).isVisible()).toBe(false);
    await page.context().close();
  });

  it('Reject stores "rejected" and deletes _ga, _gid, _fbp and _ga_XYZ cookies, keeping others', async () => {
    const page = await chromium.newPage();
    const cookie = (name: string, domain: string, path = '/') => ({ name, value: '1', domain, path });
    await page.context().addCookies([
      cookie('_ga', '.sillage.test'),
      cookie('_ga_XYZ', '.sillage.test'),
      cookie('_gid', TEST_HOST),
      cookie('_fbp', '.sillage.test', '/services'),
      cookie('theme', TEST_HOST),
    ]);
    await page.goto(`${origin}/services/strategie-marketing`);
    await page.getByRole('button', { name: 'Refuser' }).click();
    expect(await banner(page).isVisible()).toBe(false);
    expect((await stored(page))[0]).toBe('rejected');
    const names = (await page.context().cookies()).map((c) => c.name);
    expect(names).toEqual(['theme']);
    await page.reload();
    await afterFirstPaint(page);
    expect(await banner(page).isVisible()).toBe(false);
    await page.context().close();
  });

  it('the close button hides it for the session without storing a choice; a new session asks again', async () => {
    const page = await chromium.newPage();
    await page.goto(`${origin}/`);
    await page.getByRole('button', { name: 'Fermer sans choisir' }).click();
    expect(await banner(page).isVisible()).toBe(false);
    expect(await stored(page)).toEqual([null, null]);
    // The next page in the same tab, and a reload, are the same session.
    const services = linkTo('services', 'fr');
    await Promise.all([page.waitForURL(origin + services), page.locator(`header nav a[href="${services}"]`).click()]);
    await page.waitForLoadState('networkidle');
    expect(await banner(page).isVisible()).toBe(false);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await banner(page).isVisible()).toBe(false);
    expect(await stored(page)).toEqual([null, null]);
    await page.context().close();

    const nextSession = await chromium.newPage();
    await nextSession.goto(origin + services);
    await expect.poll(() => banner(nextSession).isVisible()).toBe(true);
    await nextSession.context().close();
  });

  it('asks again once the stored choice is older than six months', async () => {
    const page = await chromium.newPage();
    await page.goto(`${origin}/`);
    const storeChoice = (monthsAgo: number) =>
      page.evaluate((months) => {
        const date = new Date();
        date.setMonth(date.getMonth() - months);
        localStorage.setItem('cookie-consent', 'accepted');
        localStorage.setItem('cookie-consent-date', date.toISOString());
      }, monthsAgo);
    await storeChoice(5);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await banner(page).isVisible()).toBe(false);
    await storeChoice(7);
    await page.reload();
    await expect.poll(() => banner(page).isVisible()).toBe(true);
    await page.context().close();
  });

  it('the footer link reopens it after a choice', async () => {
    const page = await chromium.newPage();
    await page.goto(`${origin}/`);
    await page.getByRole('button', { name: 'Accepter' }).click();
    await page.getByRole('link', { name: translate('fr', 'cookies.settings') }).click();
    expect(await banner(page).isVisible()).toBe(true);
    expect(page.url()).toBe(`${origin}/`);
    await page.context().close();
  });

  /** An iPhone-sized screen and a laptop's: the banner must leave the hero's calls to action in sight on both. */
  const SCREENS = [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ];
  it.each(LANGUAGES.flatMap((language) => SCREENS.map((screen) => ({ language, ...screen }))))(
    'gives Accept and Reject the same size and weight, and leaves the hero calls to action uncovered ($language, $width × $height)',
    async ({ language, width, height }) => {
      const page = await chromium.newPage({ width, height });
      await page.goto(`${origin}${linkTo('home', language)}`);
      await expect.poll(() => banner(page).isVisible()).toBe(true);
      const box = (selector: string) => page.locator(selector).first().boundingBox();
      const accept = (await box('[data-cookie-accept]'))!;
      const reject = (await box('[data-cookie-reject]'))!;
      expect([accept.width, accept.height]).toEqual([reject.width, reject.height]);
      const weight = (selector: string) => page.locator(selector).evaluate((el) => getComputedStyle(el).fontWeight);
      expect(await weight('[data-cookie-accept]')).toBe(await weight('[data-cookie-reject]'));
      const bar = (await box('[data-cookie-banner] .cookie-banner-inner'))!;
      const calls = await page.locator('.hero .button').all();
      expect(calls.length).toBeGreaterThan(1);
      for (const call of calls) {
        const cta = (await call.boundingBox())!;
        const apart =
          cta.y + cta.height <= bar.y || bar.y + bar.height <= cta.y || cta.x + cta.width <= bar.x || bar.x + bar.width <= cta.x;
        expect(apart, `${await call.textContent()} under the banner`).toBe(true);
      }
      await page.context().close();
    },
  );

  it('is not shown and stores nothing without JavaScript', async () => {
    const page = await chromium.newPage({ javaScriptEnabled: false });
    await page.goto(`${origin}/`);
    expect(await banner(page).isVisible()).toBe(false);
    expect(await page.context().cookies()).toEqual([]);
    await page.context().close();
  });
});
