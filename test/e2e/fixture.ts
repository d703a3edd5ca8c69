import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchChromium, newPage, type PageOptions } from './browser';

/** The `wrangler dev` every browser test runs against, started once for all files (global-setup.ts). */
export const baseUrl = inject('baseUrl');

/** The Chromium of one test file, and the pages opened in it. */
export interface ChromiumFixture {
  /** The file's Chromium; only once its tests have started. */
  readonly browser: Browser;
  /** A page in a fresh browser context (its own storage and cookies): close it with `page.context().close()`. */
  newPage(options?: PageOptions): Promise<Page>;
}

/**
 * One Chromium for the test file that calls this at its top level: launched
 * before the file's first test (after `switches()`, for switches known only
 * then, such as a free debugging port) and closed after its last.
 */
export function useChromium(switches: () => readonly string[] | Promise<readonly string[]> = () => []): ChromiumFixture {
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await launchChromium(await switches());
  });
  afterAll(async () => {
    await launched?.close();
  });
  const browser = (): Browser => {
    if (!launched) throw new Error('The Chromium of useChromium() is launched before the tests: use it inside a test or hook.');
    return launched;
  };
  return {
    get browser() {
      return browser();
    },
    newPage: (options) => newPage(browser(), options),
  };
}
