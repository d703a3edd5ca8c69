import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page, Response } from 'playwright-core';
import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/dictionary';
import { LANGUAGES, type Language } from '../../src/languages/languages';
import { linkTo } from '../../src/routes';
import { axeViolations } from './browser';
import { baseUrl, useChromium } from './fixture';
import { validationErrors } from './validation';

// Every post here comes from one client address: stay under the rate limit (5 accepted holds per 10 minutes).

const chromium = useChromium();

/** Where `wrangler dev` writes the e-mails it is asked to send, one file per part (docs/operating.md#setting-up-a-deployment, the booking e-mails). */
const EMAIL_FOLDER = join(process.cwd(), '.wrangler', 'tmp', 'email');

/**
 * The text of every e-mail `wrangler dev` wrote since `since`, newest first:
 * a plain e-mail's text part as it is (`.txt`), an invitation's read from
 * its whole MIME message (`.eml`).
 */
async function emailsSince(since: number): Promise<string[]> {
  let files: string[];
  try {
    files = (await readdir(EMAIL_FOLDER, { recursive: true })).map((file) => join(EMAIL_FOLDER, file));
  } catch {
    return [];
  }
  const written = await Promise.all(files.filter((file) => /\.(txt|eml)$/.test(file)).map(async (file) => ({ file, at: (await stat(file)).mtimeMs })));
  const recent = written.filter(({ at }) => at >= since).sort((a, b) => b.at - a.at);
  return Promise.all(recent.map(async ({ file }) => (file.endsWith('.eml') ? ((await PostalMime.parse(await readFile(file))).text ?? '') : readFile(file, 'utf8'))));
}

/** The link to `path` in the newest e-mail written since `since` that has one: the visitor's inbox. */
async function emailedLink(path: string, since: number): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s]+${path.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_-]+`);
  let link: string | undefined;
  await expect.poll(async () => (link = (await emailsSince(since)).map((text) => pattern.exec(text)?.[0]).find(Boolean)), { timeout: 15_000 }).toBeTruthy();
  // The link is on the deployed origin (SITE_URL is the dev server's own here): keep its path and query.
  const url = new URL(link!);
  return url.pathname + url.search;
}

async function openPage(path: string, javaScript: boolean): Promise<{ page: Page; response: Response }> {
  const context = await chromium.browser.newContext({ javaScriptEnabled: javaScript });
  const page = await context.newPage();
  const response = await page.goto(baseUrl + path, { waitUntil: 'load' });
  return { page, response: response! };
}

/** Presses `key` and returns the response of the page it leads to. */
async function pressAndLand(page: Page, key: string): Promise<Response> {
  const [response] = await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.keyboard.press(key)]);
  return response!;
}

/** The focused element's tag, id, text and accessible description. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const describedBy = element.getAttribute('aria-describedby');
    return {
      tag: element.tagName.toLowerCase(),
      id: element.id,
      text: element.textContent?.trim() ?? '',
      description: describedBy ? document.getElementById(describedBy)?.textContent?.trim() : undefined,
    };
  });

/** No html-validate error on the HTML as served; with scripts, no axe violation either (axe runs in the page). */
async function expectAccessible(page: Page, response: Response, javaScript: boolean): Promise<void> {
  expect(await validationErrors(await response.text())).toEqual([]);
  expect(await page.evaluate(() => document.querySelectorAll('[style]').length)).toBe(0);
  if (javaScript) expect(await axeViolations(page)).toEqual([]);
}

/** A link's page opened in a browser that runs scripts, as the visitor may: axe and html-validate, the call shown. Opening it changes nothing. */
async function expectLinkPageAccessible(path: string): Promise<void> {
  const { page, response } = await openPage(path, true);
  expect(response.status()).toBe(200);
  expect(await page.locator('.booked-call').count()).toBe(1);
  await expectAccessible(page, response, true);
  await page.context().close();
}

describe('booking the free first call', () => {
  it('works by keyboard with JavaScript off: a slot, the details, the hold, the e-mailed link’s button confirming it, the invitation’s link cancelling it', async () => {
    const { page } = await openPage(`${linkTo('booking', 'fr')}?zone=Europe/Paris`, false);
    // The first slot of the week, by keyboard: focus it, then the arrow key moves to the next one and checks it.
    await page.locator('input[name="slot"]').first().focus();
    await page.keyboard.press('ArrowRight');
    const chosen = await page.locator('input[name="slot"]:checked').getAttribute('value');
    expect(chosen).toBe(await page.locator('input[name="slot"]').nth(1).getAttribute('value'));
    await page.locator('#booking-name').focus();
    await page.keyboard.type('Camille Laborde');
    await page.keyboard.press('Tab');
    await page.keyboard.type('camille@laborde-menuiserie.fr');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Menuiserie Laborde');
    const since = Date.now();
    // Enter in a text field sends its form.
    const held = await pressAndLand(page, 'Enter');
    expect(held.status()).toBe(200);
    expect(new URL(page.url()).searchParams.get('booking')).toBe('held');
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'h2' });

    const confirmPath = await emailedLink(linkTo('booking-confirmation', 'fr'), since);
    await expectLinkPageAccessible(confirmPath);
    const confirm = await page.goto(baseUrl + confirmPath, { waitUntil: 'load' });
    expect(confirm!.status()).toBe(200);
    expect(await page.locator('.booked-call').innerText()).toContain(translate('fr', 'booking.call.when'));
    await page.locator('main form button[type="submit"]').focus();
    const confirmedAt = Date.now();
    const done = await pressAndLand(page, 'Enter');
    expect(done.status()).toBe(200);
    await expect.poll(async () => (await focused(page)).text).toBe(translate('fr', 'bookingConfirmation.done'));

    // The invitation carries the management link; its page cancels the call, by keyboard too.
    const managePath = await emailedLink(linkTo('booking-management', 'fr'), confirmedAt);
    await expectLinkPageAccessible(managePath);
    const manage = await page.goto(baseUrl + managePath, { waitUntil: 'load' });
    expect(manage!.status()).toBe(200);
    await page.locator('main form button[type="submit"]').focus();
    const cancelled = await pressAndLand(page, 'Enter');
    expect(cancelled.status()).toBe(200);
    await expect.poll(async () => (await focused(page)).text).toBe(translate('fr', 'bookingManagement.done'));
    // Cancelled, its slot is offered again; booked again, it would not be.
    await page.goto(`${baseUrl}${linkTo('booking', 'fr')}?zone=Europe/Paris`, { waitUntil: 'load' });
    expect(await page.locator(`input[name="slot"][value="${chosen}"]`).count()).toBe(1);
    await page.context().close();
  });

  it('tells the one of two browsers racing for one slot who lost it, clearly, with a 409 and the input kept', async () => {
    const [first, second] = await Promise.all([0, 1].map(() => openPage(`${linkTo('booking', 'en')}?zone=Europe/Paris`, true)));
    const slot = await first!.page.locator('input[name="slot"]').last().getAttribute('value');
    for (const [index, { page }] of [first!, second!].entries()) {
      await page.locator(`input[name="slot"][value="${slot}"]`).check();
      await page.fill('#booking-name', `Racer ${index}`);
      await page.fill('#booking-email', `racer${index}@example.com`);
    }
    const responses = await Promise.all(
      [first!, second!].map(async ({ page }) => {
        const [response] = await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('form[data-booking-form] button[type="submit"]')]);
        return { page, status: response!.status(), response: response! };
      }),
    );
    expect(responses.map(({ status }) => status).sort()).toEqual([200, 409]);
    const loser = responses.find(({ status }) => status === 409)!;
    await expect.poll(async () => (await focused(loser.page)).text).toBe(`${translate('en', 'form.errorPrefix')} ${translate('en', 'booking.error.busy')}`);
    expect(await loser.page.title()).toMatch(new RegExp(`^${translate('en', 'form.errorPrefix')}`));
    expect(await loser.page.inputValue('#booking-name')).toMatch(/^Racer [01]$/);
    expect(await loser.page.locator(`input[name="slot"][value="${slot}"]`).count()).toBe(0);
    await expectAccessible(loser.page, loser.response, true);
    for (const { page } of responses) await page.context().close();
  });
});

describe.each(LANGUAGES)('the booking pages in %s', (language: Language) => {
  it('pass axe and html-validate: the slots, a refused post (422), “check your inbox”, a call moved, and the links’ pages', async () => {
    const { page, response } = await openPage(linkTo('booking', language), true);
    expect(response.status()).toBe(200);
    await expectAccessible(page, response, true);

    // An address the browser accepts and the site refuses: the form comes back with its error.
    await page.locator('input[name="slot"]').first().check();
    await page.fill('#booking-name', 'Ana Etxeberria');
    await page.fill('#booking-email', 'ana@empresa');
    const [refused] = await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('form[data-booking-form] button[type="submit"]')]);
    expect(refused!.status()).toBe(422);
    await expect.poll(() => focused(page)).toMatchObject({ id: 'booking-email', description: `${translate(language, 'form.errorPrefix')} ${translate(language, 'form.error.emailInvalid')}` });
    await expectAccessible(page, refused!, true);

    const states = [
      [`${linkTo('booking', language)}?booking=held`, 200],
      [`${linkTo('booking', language)}?booking=moved`, 200],
      [`${linkTo('booking', language)}?token=forged`, 410],
      [`${linkTo('booking-confirmation', language)}?token=forged`, 410],
      [`${linkTo('booking-confirmation', language)}?done=1`, 200],
      [`${linkTo('booking-management', language)}?token=forged`, 410],
      [`${linkTo('booking-management', language)}?done=1`, 200],
    ] as const;
    for (const [path, status] of states) {
      const state = await page.goto(baseUrl + path, { waitUntil: 'load' });
      expect(state!.status(), path).toBe(status);
      await expectAccessible(page, state!, true);
    }
    await page.context().close();
  });
});
