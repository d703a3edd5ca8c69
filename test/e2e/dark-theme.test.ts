import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { servedPaths } from '../../src/routes';
import { axeViolations } from './browser';
import { baseUrl, useChromium } from './fixture';

const chromium = useChromium();
/** One dark page visits every path: a fresh browser context per path would cost more than the check itself. */
let page: Page;
beforeAll(async () => {
  page = await chromium.newPage({ colorScheme: 'dark' });
});

/** The dark theme answers the system's preference; axe checks its colour contrast like the light one's. */
describe.each([...servedPaths().map(({ path }) => path), '/en/no-such-page'])('%s in the dark theme', (path) => {
  it('is dark and passes axe', async () => {
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    expect(await page.evaluate(() => getComputedStyle(document.body).colorScheme)).toBe('dark');
    expect(await axeViolations(page)).toEqual([]);
  });
});
