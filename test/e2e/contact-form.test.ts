import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/dictionary';
import { axeViolations } from './browser';
import { baseUrl, useChromium } from './fixture';
import { validationErrors } from './validation';

// Every post here comes from one client address: stay under the rate limit (5 per form and 10 minutes).

const chromium = useChromium();

async function openPage(path: string, javaScript: boolean): Promise<Page> {
  const context = await chromium.browser.newContext({ javaScriptEnabled: javaScript });
  const page = await context.newPage();
  await page.goto(baseUrl + path, { waitUntil: 'load' });
  return page;
}

/** Clicks the form's submit button and returns the response of the page it lands on. */
async function submit(page: Page, button: string): Promise<Response> {
  const [response] = await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click(button)]);
  return response!;
}

/** The focused element, and the text of the element its aria-describedby names. */
function focusFacts(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    const describedBy = focused.getAttribute('aria-describedby');
    return {
      id: focused.id,
      tag: focused.tagName.toLowerCase(),
      text: focused.textContent?.trim() ?? '',
      invalid: focused.getAttribute('aria-invalid'),
      description: describedBy ? document.getElementById(describedBy)?.textContent?.trim() : undefined,
    };
  });
}

/**
 * No html-validate error on the HTML as served and, when the page may run
 * scripts, no axe violation (axe runs inside the page, so it needs them).
 */
async function expectAccessible(page: Page, response: Response, javaScript: boolean): Promise<void> {
  expect(await validationErrors(await response.text())).toEqual([]);
  if (javaScript) expect(await axeViolations(page)).toEqual([]);
}

describe('the message form', () => {
  it.each([
    ['without JavaScript, on /contact', '/contact', 'fr', false],
    ['with JavaScript, on /en/contact', '/en/contact', 'en', true],
  ] as const)('works %s: the message is sent and the thank-you state takes focus', async (_, path, language, javaScript) => {
    const page = await openPage(path, javaScript);
    await page.fill('#contact-name', 'Camille Laborde');
    await page.fill('#contact-email', 'camille@laborde-menuiserie.fr');
    await page.fill('#contact-message', 'Bonjour, nous aimerions un nouveau logo pour la menuiserie.');
    const response = await submit(page, 'form[data-contact-form] button[type="submit"]');
    expect(response.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(path);
    expect(new URL(page.url()).searchParams.get('sent')).toBe('1');
    // `autofocus` applies at the page's first rendering update, which may come after its load event.
    await expect.poll(() => focusFacts(page)).toMatchObject({ tag: 'h3', text: translate(language, 'form.sent.title') });
    const { CONTENT } = await import(`../../src/generated/content/${language}.js`);
    expect(await page.locator('[data-contact-sent] li').allInnerTexts()).toContain(CONTENT.entries.home.promises.answer);
    expect(await page.locator('main').innerText()).not.toContain('Camille Laborde');
    await expectAccessible(page, response, javaScript);
    await page.context().close();
  });

  it.each([
    ['with JavaScript, on /es/contacto', '/es/contacto', 'es', true],
    ['without JavaScript, on /contact', '/contact', 'fr', false],
  ] as const)('announces server-side errors %s: 422, focus on the first wrong field, its message as its description', async (_, path, language, javaScript) => {
    const page = await openPage(path, javaScript);
    await page.fill('#contact-name', 'Ana Etxeberria');
    // Both pass the browser's own checks; the server's rules catch them.
    await page.fill('#contact-email', 'ana@empresa');
    await page.fill('#contact-message', 'Hola');
    const response = await submit(page, 'form[data-contact-form] button[type="submit"]');
    expect(response.status()).toBe(422);
    await expect.poll(() => focusFacts(page)).toEqual({
      id: 'contact-email',
      tag: 'input',
      text: '',
      invalid: 'true',
      description: `${translate(language, 'form.errorPrefix')} ${translate(language, 'form.error.emailInvalid')}`,
    });
    expect(await page.inputValue('#contact-name')).toBe('Ana Etxeberria');
    expect(await page.inputValue('#contact-message')).toBe('Hola');
    expect(await page.locator('#contact-message').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, response, javaScript);
    await page.context().close();
  });
});

describe('the newsletter box', () => {
  it('takes a sign-up and asks to confirm it from the inbox, the outcome taking focus', async () => {
    const page = await openPage('/blog', true);
    await page.fill('#newsletter-email', 'bruno@cafe-bruno.fr');
    const response = await submit(page, '.newsletter-form button[type="submit"]');
    expect(response.status()).toBe(200);
    await expect.poll(async () => (await focusFacts(page)).text).toBe(translate('fr', 'newsletter.checkInbox'));
    await expectAccessible(page, response, true);
    await page.context().close();
  });
});
