import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { servedPaths } from '../../src/routes';
import { axeViolations } from './browser';
import { baseUrl, useChromium } from './fixture';
import { validationErrors } from './validation';

const chromium = useChromium();

/** Opens a path and records every console error and uncaught page error. */
async function open(path: string): Promise<{ page: Page; status: number; html: string; errors: string[]; cspViolations: () => Promise<string[]> }> {
  const page = await chromium.browser.newPage();
  // Collect every Content-Security-Policy violation the page reports.
  await page.addInitScript(() => {
    const reports: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = reports;
    document.addEventListener('securitypolicyviolation', (event) => reports.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  const response = await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
  const cspViolations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  return { page, status: response!.status(), html: await response!.text(), errors, cspViolations };
}

/** One page visits every path, its listeners set once: a fresh page per path would cost more than the checks. */
let shared: Awaited<ReturnType<typeof open>> | undefined;

describe.each(servedPaths())('$path', ({ path }) => {
  it('loads without console errors or CSP violations, passes axe and html-validate', async () => {
    if (!shared) shared = await open(path);
    else {
      shared.errors.length = 0;
      const response = await shared.page.goto(baseUrl + path, { waitUntil: 'networkidle' });
      shared = { ...shared, status: response!.status(), html: await response!.text() };
    }
    const { page, status, html, errors, cspViolations } = shared;
    expect(status).toBe(200);
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    expect(await page.evaluate(() => document.querySelectorAll('[style]').length)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(await validationErrors(html)).toEqual([]);
  });
});

describe('content security policy', () => {
  it('is enforced and reported: an image from another origin is blocked', async () => {
    const { page, cspViolations } = await open('/');
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src="https://example.org/x.png" alt="">'));
    await expect.poll(cspViolations).toEqual(['img-src https://example.org/x.png']);
    await page.close();
  });
});

describe('not-found page', () => {
  it('answers 404, logs the missing path, passes axe and html-validate', async () => {
    const { page, status, html, errors } = await open('/en/no-such-page');
    expect(status).toBe(404);
    // The browser reports the 404 response itself; the page logs the path it could not find.
    expect(errors).toHaveLength(2);
    expect(errors.some((error) => error.includes('/en/no-such-page'))).toBe(true);
    expect(await page.locator('h1').innerText()).toContain('Oops! Page not found');
    expect(await page.locator('main a[href="/en"]').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(await validationErrors(html)).toEqual([]);
    await page.close();
  });
});
