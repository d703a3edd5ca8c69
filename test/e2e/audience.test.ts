import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/dictionary';
import { LANGUAGES } from '../../src/languages/languages';
import { routeById, servedPaths } from '../../src/routes';
import { TEST_HOST } from './browser';
import { baseUrl, useChromium } from './fixture';

const port = new URL(baseUrl).port;
const origin = `http://${TEST_HOST}:${port}`;

const chromium = useChromium();

/** One page of the route table in each language, other than the home where consent is given. */
const VISITED = LANGUAGES.map((language) => servedPaths().find((served) => served.language === language && served.route.id !== 'home')!);

/** Every audience beacon the page's browser context sends from now on, as playwright observes them. */
function observeBeacons(page: Page): Request[] {
  const sent: Request[] = [];
  page.context().on('request', (request) => {
    if (new URL(request.url()).pathname === '/audience') sent.push(request);
  });
  return sent;
}

/** Opens `path` and waits until the page's script has run and the network is quiet. */
async function view(page: Page, path: string): Promise<void> {
  await page.goto(origin + path);
  await page.waitForLoadState('networkidle');
}

const accept = (page: Page) => page.getByRole('button', { name: 'Accepter' }).click();
const terms = routeById('terms');
const payloads = (sent: Request[]) => sent.map((request) => JSON.parse(request.postData() ?? 'null'));

describe('audience beacons', () => {
  it('are not sent before a choice', async () => {
    const page = await chromium.newPage();
    const sent = observeBeacons(page);
    await view(page, '/');
    for (const served of VISITED) await view(page, served.path);
    expect(await page.locator('[data-cookie-banner]').isVisible()).toBe(true);
    expect(sent).toHaveLength(0);
    await page.context().close();
  });

  it.each(['Refuser', 'Fermer sans choisir'])('are not sent after “%s”, on that page or the next ones', async (button) => {
    const page = await chromium.newPage();
    const sent = observeBeacons(page);
    await view(page, '/');
    await page.getByRole('button', { name: button }).click();
    await page.waitForLoadState('networkidle');
    for (const served of VISITED) await view(page, served.path);
    expect(sent).toHaveLength(0);
    await page.context().close();
  });

  it('after Accept, are sent once per page view, with the page, its language, the referrer’s host and the device class only', async () => {
    const page = await chromium.newPage({ width: 390, height: 844 });
    const sent = observeBeacons(page);
    await view(page, '/');
    // Accepting counts the page it happens on; its answer is awaited so the next navigation cannot hide it.
    await Promise.all([page.waitForResponse((response) => response.url().endsWith('/audience')), accept(page)]);
    for (const served of VISITED) await view(page, served.path);
    // A footer link followed from the last page (in Spanish): the referrer is the site's own host.
    await page.locator(`footer a[href="${terms.paths.es}"]`).click();
    await page.waitForLoadState('networkidle');
    await page.reload();
    await page.waitForLoadState('networkidle');
    // Back to the page before: one more page view.
    await page.goBack();
    await page.waitForLoadState('networkidle');
    // A browser that restores a page from its back-forward cache does not run the script again, it fires
    // this event (the test browser keeps no such cache, so the event is fired by hand): one more page view.
    await page.evaluate(() => dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    await expect.poll(() => sent.length).toBe(VISITED.length + 5);

    expect(payloads(sent)).toEqual([
      { route: 'home', language: 'fr', referrer: '', device: 'phone' },
      ...VISITED.map((served) => ({ route: served.route.id, language: served.language, referrer: '', device: 'phone' })),
      // Followed, then reloaded: two page views.
      { route: 'terms', language: 'es', referrer: TEST_HOST, device: 'phone' },
      { route: 'terms', language: 'es', referrer: TEST_HOST, device: 'phone' },
      { route: VISITED.at(-1)!.route.id, language: 'es', referrer: '', device: 'phone' },
      { route: VISITED.at(-1)!.route.id, language: 'es', referrer: '', device: 'phone' },
    ]);
    for (const request of sent) {
      expect(request.method()).toBe('POST');
      expect((await request.response())?.status()).toBe(204);
    }
    await page.context().close();
  });

  it('stop at once when consent is withdrawn from the footer’s cookie settings', async () => {
    const page = await chromium.newPage();
    const sent = observeBeacons(page);
    await view(page, '/');
    await accept(page);
    await expect.poll(() => sent.length).toBe(1);
    await page.getByRole('link', { name: translate('fr', 'cookies.settings') }).click();
    await page.getByRole('button', { name: 'Refuser' }).click();
    // Accepting again on the same page does not count that page view twice.
    await page.getByRole('link', { name: translate('fr', 'cookies.settings') }).click();
    await accept(page);
    await page.getByRole('link', { name: translate('fr', 'cookies.settings') }).click();
    await page.getByRole('button', { name: 'Refuser' }).click();
    for (const served of VISITED) await view(page, served.path);
    expect(sent).toHaveLength(1);
    await page.context().close();
  });
});
