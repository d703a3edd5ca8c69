import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DESK_PATHS } from '../../src/desk/desk-paths';
import { deskText } from '../../src/desk/i18n/desk-text';
import { baseUrl, useChromium } from './fixture';

/**
 * The owner's text editor running in Chromium under its policy, on its test
 * backend (the developer's machine, `?essai`), as she sees it: in French,
 * every file it needs from this origin.
 */
const chromium = useChromium();

/** Her browser speaks French, and the editor follows it. (A locale given to Chromium's context stalls its headless navigation here.) */
async function frenchPage(width: number): Promise<Page> {
  const page = await chromium.newPage({ width, height: 844 });
  await page.context().addInitScript(() => {
    Object.defineProperty(navigator, 'languages', { get: () => ['fr-FR', 'fr'] });
    Object.defineProperty(navigator, 'language', { get: () => 'fr-FR' });
  });
  return page;
}

it.each([1280, 390])('starts in French at %i px, with its collections, asking nothing of another site but its refused update check', { timeout: 120_000 }, async (width) => {
  const page = await frenchPage(width);
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(baseUrl) && !url.startsWith('blob:') && !url.startsWith('data:')) elsewhere.push(url);
  });
  const refused: string[] = [];
  page.on('console', (message) => {
    const blocked = message.text().match(/Connecting to '([^']+)' violates/);
    if (blocked) refused.push(blocked[1]!);
  });
  await page.goto(`${baseUrl}${DESK_PATHS.texts}?essai`);
  // The entrance: the test backend's one button.
  await page.getByRole('button').first().click({ timeout: 60_000 });
  for (const name of ['articles', 'pages', 'services', 'legal'] as const) {
    await page.getByText(deskText(`editor.collection.${name}`), { exact: true }).first().waitFor({ state: 'visible', timeout: 30_000 });
  }
  // Its own interface in French too (its languages served from this origin): the search box.
  await page.getByPlaceholder(/^Rechercher/).first().waitFor({ state: 'visible', timeout: 30_000 });
  expect(elsewhere).toEqual([]);
  // Sveltia CMS asks a CDN whether a newer version exists; the policy refuses it, and nothing else.
  expect(new Set(refused)).toEqual(new Set(['https://unpkg.com/@sveltia/cms/package.json']));
  await page.context().close();
});
