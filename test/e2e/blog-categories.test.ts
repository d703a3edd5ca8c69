import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { categoryRouteId } from '../../src/content/blog-categories';
import { LANGUAGES } from '../../src/languages/languages';
import { linkTo } from '../../src/routes';
import { baseUrl, useChromium } from './fixture';

const chromium = useChromium();

/** Where the language menu's links lead, in menu order. */
const languageMenuPaths = (page: Page) =>
  page.locator('[data-language-menu] a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));

const shownCategories = (page: Page) =>
  page.locator('.blog-list article:visible').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-category')));

const currentLink = (page: Page) => page.locator('.blog-filter a[aria-current="page"]').allTextContents();

/** Follows a link by its name and waits for the page it leads to. */
async function follow(page: Page, name: string, path: string): Promise<void> {
  await Promise.all([page.waitForURL(baseUrl + path), page.getByRole('link', { name, exact: true }).click()]);
}

describe.each([{ javaScriptEnabled: true }, { javaScriptEnabled: false }])('the blog’s categories (JavaScript enabled: $javaScriptEnabled)', (options) => {
  it('are pages of their own, reached from the blog, which show their articles and lead back', async () => {
    const page = await chromium.newPage(options);
    await page.goto(`${baseUrl}/blog`);
    expect(await shownCategories(page)).toHaveLength(5);
    await follow(page, 'SEO local', '/blog/categorie/seo-local');
    expect(await shownCategories(page)).toEqual(['local-seo']);
    expect(await currentLink(page)).toEqual(['SEO local']);
    expect(await page.title()).toBe('SEO local\u00a0: les articles du blog | Sillage Communication');
    // The language menu leads to the same category in each language.
    expect(await languageMenuPaths(page)).toEqual(LANGUAGES.map((language) => linkTo(categoryRouteId('local-seo'), language)));
    await follow(page, 'Coaching', '/blog/categorie/coaching');
    expect(await shownCategories(page)).toEqual(['coaching']);
    await page.goBack();
    expect(new URL(page.url()).pathname).toBe('/blog/categorie/seo-local');
    expect(await shownCategories(page)).toEqual(['local-seo']);
    await follow(page, 'Tous', '/blog');
    expect(await shownCategories(page)).toHaveLength(5);
    expect(await currentLink(page)).toEqual(['Tous']);
    await page.context().close();
  });

  it.each([
    ['/en/blog', 'Web design', '/en/blog/category/web-design', 'All'],
    ['/es/blog', 'Diseño web', '/es/blog/categoria/diseno-web', 'Todos'],
  ])('in %s lead to the category’s page in that language’s words', async (blog, label, path, all) => {
    const page = await chromium.newPage(options);
    await page.goto(baseUrl + blog);
    await follow(page, label, path);
    expect(await shownCategories(page)).toEqual(['web-design']);
    expect(await currentLink(page)).toEqual([label]);
    await follow(page, all, blog);
    expect(await shownCategories(page)).toHaveLength(5);
    await page.context().close();
  });

  it('answer the addresses that filtered the blog through its query, other parameters kept', async () => {
    const page = await chromium.newPage(options);
    const response = await page.goto(`${baseUrl}/blog?utm_source=lettre&categorie=communication`);
    expect(response?.status()).toBe(200);
    expect(page.url()).toBe(`${baseUrl}/blog/categorie/communication?utm_source=lettre`);
    expect(await shownCategories(page)).toEqual(['communication']);
    await page.goto(`${baseUrl}/es/blog?categoria=seo-local`);
    expect(page.url()).toBe(`${baseUrl}/es/blog/categoria/seo-local`);
    expect(await shownCategories(page)).toEqual(['local-seo']);
    await page.context().close();
  });
});
