import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/languages/languages';
import { linkTo } from '../../src/routes';
import { baseUrl, useChromium } from './fixture';

const chromium = useChromium();

/** Where the language menu's links lead, in menu order. */
const languageMenuPaths = (page: Page) =>
  page.locator('[data-language-menu] a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
const blogPaths = LANGUAGES.map((language) => linkTo('blog', language));

const visibleCategories = (page: Page) =>
  page.locator('.blog-list article:visible').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-category')));

describe('blog filter', () => {
  it('filters in place and keeps ?categorie= in the address', async () => {
    const page = await chromium.newPage();
    await page.goto(`${baseUrl}/blog`);
    expect(await visibleCategories(page)).toHaveLength(5);
    await page.getByRole('link', { name: 'SEO local' }).click();
    expect(await visibleCategories(page)).toEqual(['local-seo']);
    expect(new URL(page.url()).search).toBe('?categorie=seo-local');
    expect(await page.locator('.blog-filter a[aria-current]').allTextContents()).toEqual(['SEO local']);
    // The language menu follows: the same filter in each language.
    const [fr, en, es] = blogPaths;
    expect(await languageMenuPaths(page)).toEqual([`${fr}?categorie=seo-local`, `${en}?category=local-seo`, `${es}?categoria=seo-local`]);
    await page.getByRole('link', { name: 'Tous' }).click();
    expect(await visibleCategories(page)).toHaveLength(5);
    expect(page.url()).toBe(`${baseUrl}/blog`);
    expect(await languageMenuPaths(page)).toEqual(blogPaths);
    // A filtered address, reloaded, is rendered the same way.
    await page.getByRole('link', { name: 'Coaching', exact: true }).click();
    await page.reload();
    expect(await visibleCategories(page)).toEqual(['coaching']);
    await page.context().close();
  });

  it('shows the empty message when no card matches', async () => {
    const page = await chromium.newPage();
    await page.goto(`${baseUrl}/blog`);
    // Every French category has an article today; remove one to see the empty state.
    await page.locator('.blog-list article[data-category="marketing"]').evaluate((card) => card.remove());
    const empty = page.getByText('Aucun article dans cette catégorie pour le moment.');
    expect(await empty.isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Marketing' }).click();
    expect(await visibleCategories(page)).toEqual([]);
    expect(await empty.isVisible()).toBe(true);
    await page.context().close();
  });

  it.each([
    ['/en/blog', 'Web design', 'All', '?category=web-design'],
    ['/es/blog', 'Diseño web', 'Todos', '?categoria=diseno-web'],
  ])('filters %s in place with its own labels and address', async (path, label, all, search) => {
    const page = await chromium.newPage();
    await page.goto(baseUrl + path);
    expect(await visibleCategories(page)).toHaveLength(5);
    await page.getByRole('link', { name: label, exact: true }).click();
    expect(await visibleCategories(page)).toEqual(['web-design']);
    expect(new URL(page.url()).search).toBe(search);
    await page.getByRole('link', { name: all, exact: true }).click();
    expect(await visibleCategories(page)).toHaveLength(5);
    expect(page.url()).toBe(baseUrl + path);
    await page.context().close();
  });

  it('works without JavaScript through the server-rendered links', async () => {
    const page = await chromium.newPage({ javaScriptEnabled: false });
    await page.goto(`${baseUrl}/blog`);
    await Promise.all([page.waitForURL('**/blog?categorie=communication'), page.getByRole('link', { name: 'Communication', exact: true }).click()]);
    expect(await visibleCategories(page)).toEqual(['communication']);
    await page.context().close();
  });
});
