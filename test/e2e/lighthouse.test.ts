import lighthouse from 'lighthouse';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { homePath, ROUTES } from '../../src/routes';
import { launchChromium } from './browser';
import { freePort } from '../../scripts/dev-server.mjs';

const baseUrl = inject('baseUrl');

/** The four kinds of page the issue names, taken from the route table: home, a service, the blog, an article. */
const AUDITED = [
  homePath('fr'),
  ROUTES.find((route) => route.page === 'service')!.paths.fr!,
  ROUTES.find((route) => route.page === 'blog')!.paths.fr!,
  ROUTES.find((route) => route.page === 'article' && route.paths.fr)!.paths.fr!,
];

let browser: Browser;
let port: number;
beforeAll(async () => {
  // Lighthouse drives the same Chromium over its DevTools port.
  port = await freePort();
  browser = await launchChromium([`--remote-debugging-port=${port}`]);
});
afterAll(async () => {
  await browser?.close();
});

describe.each(AUDITED)('Lighthouse on %s', (path) => {
  it('scores 100 in SEO', { timeout: 120_000 }, async () => {
    const result = await lighthouse(
      baseUrl + path,
      { port, output: 'json', logLevel: 'error', formFactor: 'desktop', screenEmulation: { disabled: true } },
      // Only the SEO audits, and no screenshots: the run takes seconds, not a minute.
      { extends: 'lighthouse:default', settings: { onlyCategories: ['seo'], disableFullPageScreenshot: true } },
    );
    const lhr = result!.lhr;
    expect(lhr.runtimeError).toBeUndefined();
    const failed = Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1)
      .map((audit) => `${audit.id}: ${audit.title}`);
    expect(failed).toEqual([]);
    expect(lhr.categories.seo!.score).toBe(1);
  });
});
