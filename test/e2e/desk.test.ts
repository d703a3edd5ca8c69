import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESK_PATHS, DESK_SECTIONS } from '../../src/desk/desk-paths';
import { deskText } from '../../src/desk/i18n/desk-text';
import { AUDIENCE_PERIODS, audiencePath } from '../../src/desk/pages/AudiencePage';
import { translate } from '../../src/i18n/dictionary';
import { formatDate } from '../../src/i18n/format-date';
import { contactFormPath } from '../../src/routes';
import { axeViolations } from './browser';
import { baseUrl, useChromium } from './fixture';
import { DESK_OWNER } from './global-setup';
import { validationErrors } from './validation';

/** Names of their own, so the messages other browser tests send on the same server do not get in the way. */
const VISITOR = { name: 'Aurore Desk-Essai', email: 'aurore.essai@example.fr', message: 'Bonjour,\nnous voudrions une nouvelle identité pour la cave.' };
const SUBSCRIBER = 'lecteur.essai@example.fr';

const chromium = useChromium();
beforeAll(async () => {
  // The owner's desk shows what visitors sent through the public forms.
  const page = await chromium.newPage({ javaScriptEnabled: false });
  await page.goto(baseUrl + contactFormPath('fr'));
  await page.fill('#contact-name', VISITOR.name);
  await page.fill('#contact-email', VISITOR.email);
  await page.fill('#contact-message', VISITOR.message);
  await Promise.all([page.waitForNavigation(), page.click('form[data-contact-form] button[type="submit"]')]);
  expect(new URL(page.url()).searchParams.get('sent')).toBe('1');
  await page.goto(`${baseUrl}/blog`);
  await page.fill('#newsletter-email', SUBSCRIBER);
  await Promise.all([page.waitForNavigation(), page.click('.newsletter-form button[type="submit"]')]);
  expect(await page.locator('main').innerText()).toContain(translate('fr', 'newsletter.checkInbox'));
  await page.context().close();
});

/** Opens a desk address and checks it as every public page is checked: html-validate on the HTML served, axe in the page. */
async function openChecked(page: Page, path: string): Promise<void> {
  const response = await page.goto(baseUrl + path);
  expect(response!.status()).toBe(200);
  expect(response!.headers()['cache-control']).toBe('private, no-store');
  expect([path, await validationErrors(await response!.text())]).toEqual([path, []]);
  expect([path, await axeViolations(page)]).toEqual([path, []]);
}

describe("the owner's desk", () => {
  it('passes html-validate and axe on every page of the area, on a phone and a desktop', async () => {
    for (const width of [390, 1280]) {
      const page = await chromium.newPage({ width });
      const paths = [...DESK_SECTIONS.map((section) => section.path), ...AUDIENCE_PERIODS.map(audiencePath), `${DESK_PATHS.messages}?q=cave`];
      for (const path of paths) await openChecked(page, path);
      await page.click(`a:has-text("${VISITOR.name}")`);
      await openChecked(page, new URL(page.url()).pathname);
      await page.context().close();
    }
  });

  it('shows the message sent through the public form, and marks it handled', async () => {
    const page = await chromium.newPage({ width: 390 });
    await page.goto(baseUrl + DESK_PATHS.messages);
    expect(await page.locator('.desk-user').innerText()).toContain(DESK_OWNER);
    const item = page.locator('.desk-item', { hasText: VISITOR.name });
    expect(await item.locator('.desk-badges').innerText()).toContain(deskText('state.new'));
    await Promise.all([page.waitForNavigation(), item.locator('a').click()]);
    expect(await page.locator('h1').innerText()).toBe(deskText('message.title', { name: VISITOR.name }));
    expect(await page.locator('.desk-message-text').innerText()).toBe(VISITOR.message);
    const reply = new URL((await page.locator('a[href^="mailto:"]').getAttribute('href'))!);
    expect(decodeURIComponent(reply.pathname)).toBe(VISITOR.email);

    await Promise.all([page.waitForNavigation(), page.click(`button:has-text("${deskText('message.markHandled')}")`)]);
    expect(await page.locator('[role="status"]').innerText()).toBe(deskText('done.message-handled'));
    expect(await page.locator('.desk-details').innerText()).toMatch(/Traité le \d+ \w+ \d{4}/u);
    expect(await page.locator('form[method="post"] button').first().innerText()).toBe(deskText('message.markNew'));
    await page.context().close();
  });

  it('exports the messages as a CSV file', async () => {
    const page = await chromium.newPage();
    await page.goto(baseUrl + DESK_PATHS.messages);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click(`a:has-text("${deskText('messages.export')}")`)]);
    expect(download.suggestedFilename()).toMatch(/^messages-\d{4}-\d\d-\d\d\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFFn°;reçu le (heure UTC);langue;nom;e-mail')).toBe(true);
    expect(csv).toContain(`${VISITOR.name};${VISITOR.email}`);
    expect(csv).toContain(`"${VISITOR.message}"`);
    await page.context().close();
  });

  it('blocks time, sends a wrong form back with its input, and shows the feed’s new address once, every state passing html-validate and axe', async () => {
    const page = await chromium.newPage({ width: 390 });
    await page.goto(baseUrl + DESK_PATHS.bookings);
    /** Sends a form of the tab by its button, and checks the page it answers with as every page is checked. */
    const send = async (button: Locator, status: number) => {
      const [response] = await Promise.all([page.waitForNavigation(), button.click()]);
      expect(response!.status()).toBe(status);
      expect(await validationErrors(await response!.text())).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
    };
    // The end before the start: sent back, 422, what was typed kept and the first wrong field focused.
    const hours = page.locator('form', { has: page.locator('#bloquer-heures-date') });
    await page.fill('#bloquer-heures-date', '2099-06-01');
    await page.fill('#bloquer-heures-de', '15:00');
    await page.fill('#bloquer-heures-a', '14:00');
    await send(hours.locator('button'), 422);
    expect(await page.inputValue('#bloquer-heures-de')).toBe('15:00');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('bloquer-heures-a');
    expect(await page.locator('#bloquer-heures-a-error').innerText()).toContain(deskText('blocks.error.endBeforeStart'));
    // Corrected: the hour is blocked, and listed.
    await page.fill('#bloquer-heures-a', '16:30');
    await send(page.locator('form', { has: page.locator('#bloquer-heures-date') }).locator('button'), 200);
    expect(await page.locator('[role="status"]').innerText()).toBe(deskText('done.block-added'));
    expect(await page.locator('.desk-block', { hasText: formatDate('2099-06-01', 'fr') }).count()).toBe(1);
    // The feed's address, shown once (made anew if another test made one: that button is behind its confirmation).
    const feed = page.locator('section[aria-labelledby="flux"]');
    if ((await feed.locator('summary').count()) > 0) await feed.locator('summary').click();
    await send(feed.locator('form button'), 200);
    expect(await page.inputValue('#flux-adresse')).toMatch(/\/agenda\/[A-Za-z0-9_-]{43}\.ics$/);
    await page.context().close();
  });

  it('lists the sign-up waiting for confirmation, and removes it', async () => {
    const page = await chromium.newPage({ width: 390 });
    await page.goto(baseUrl + DESK_PATHS.subscribers);
    const item = page.locator('.desk-subscriber', { hasText: SUBSCRIBER });
    expect(await item.locator('.desk-badges').innerText()).toBe(deskText('subscribers.pending'));
    await item.locator('summary').click();
    await Promise.all([page.waitForNavigation(), item.locator('button').click()]);
    expect(await page.locator('[role="status"]').innerText()).toBe(deskText('done.subscriber-removed'));
    expect(await page.locator('.desk-subscriber', { hasText: SUBSCRIBER }).count()).toBe(0);
    await page.context().close();
  });

  it('deletes a message after asking, and it is gone', async () => {
    const page = await chromium.newPage();
    await page.goto(baseUrl + DESK_PATHS.messages);
    await Promise.all([page.waitForNavigation(), page.locator('.desk-item', { hasText: VISITOR.name }).locator('a').click()]);
    const confirm = page.locator('.desk-confirm button');
    expect(await confirm.isVisible()).toBe(false);
    await page.locator('.desk-confirm summary').click();
    await Promise.all([page.waitForNavigation(), confirm.click()]);
    expect(new URL(page.url()).pathname).toBe(DESK_PATHS.messages);
    expect(await page.locator('[role="status"]').innerText()).toBe(deskText('done.message-deleted'));
    expect(await page.locator('.desk-item', { hasText: VISITOR.name }).count()).toBe(0);
    await page.context().close();
  });
});
