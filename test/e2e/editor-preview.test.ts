import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorConfig } from '../../src/desk/editor/editor-config';
import { editorChoiceLabel, editorLabel } from '../../src/desk/editor/editor-labels';
import { deskText } from '../../src/desk/i18n/desk-text';
import { siteFactTexts } from '../../src/facts/fact-text';
import { CLIENT_ASSETS } from '../../src/generated/build';
import { linkTo, type RouteId } from '../../src/routes';
import { SAMPLE_ALT, samplePicture } from '../pictures';
import { editorField, editorPane, openEditorOnTrial, SVELTIA_FR, uploadPicture } from './editor-trial';
import { baseUrl, useChromium } from './fixture';

/**
 * The text editor's preview is the site (client/editor-preview/): in
 * Chromium, on the editor's test backend seeded with the site's texts, what
 * she types in a new article and in a service shows in the preview's frame
 * as the site's own page markup, with the facts filled in, French
 * typography and the site's stylesheet; what the build refuses shows the
 * build's message instead. That the preview's HTML is the page's to the byte
 * is test/content/editor-preview.test.ts.
 */
const chromium = useChromium();
const CONTENT = 'src/content';
const WAIT = { timeout: 60_000 };
const NBSP = '\u00a0';

/** A new article's French fields, within the lengths the build allows. */
const ARTICLE = {
  title: 'Un aperçu qui ressemble au site',
  excerpt: 'Ce que vous écrivez dans l’éditeur s’affiche comme sur le site, avec sa typographie et ses chiffres.',
  date: '2026-11-20',
  category: 'coaching',
  metaTitle: 'Un aperçu qui ressemble au site',
  metaDescription: 'Ce que vous écrivez dans l’éditeur s’affiche comme sur le site, avec sa typographie, ses chiffres et sa feuille de style.',
};
/** What she types in a body: a fact, and a colon the site puts a no-break space before. */
const TYPED = 'Bonjour : {phone}';
/** The fact's French text, as the site writes it. */
const PHONE = siteFactTexts('fr').get('phone')!;
/** The service she opens. */
const SERVICE = 'strategy';

const config = editorConfig({ backend: { backend: { name: 'test-repo' } }, siteUrl: baseUrl });
let page: Page;

/** The frame of the editor's preview pane. */
const preview = (): FrameLocator => page.frameLocator(`iframe[title="${SVELTIA_FR.content_preview}"]`);
/** What the site's preview script put in the frame. */
const shown = (selector: string): Locator => preview().locator(`[data-site-preview] ${selector}`);

/** The body's Markdown, as she writes it (not through the rich text editor). */
async function bodyMarkdown(): Promise<Locator> {
  const body = editorPane(page).getByRole('group', { name: new RegExp(editorLabel('body')) });
  const markdown = body.locator('textarea');
  if (!(await markdown.isVisible())) await body.getByRole('button', { name: SVELTIA_FR._sui.text_editor.edit_in_markdown }).click();
  return markdown;
}

/** Shows the preview pane beside the fields (an open tab stays open from one text to the next). */
async function showPreview(): Promise<void> {
  const tab = page.getByRole('tab', { name: SVELTIA_FR.preview, exact: true }).last();
  if ((await tab.count()) > 0 && (await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  else if ((await tab.count()) === 0) await page.getByText(SVELTIA_FR.preview, { exact: true }).last().click();
}

beforeAll(async () => {
  const texts: Record<string, string> = {};
  for (const entry of await readdir(CONTENT, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith('.md')) texts[join(entry.parentPath, entry.name)] = await readFile(join(entry.parentPath, entry.name), 'utf8');
  }
  page = await openEditorOnTrial(chromium, baseUrl, texts);
}, 180_000);

afterAll(async () => {
  await page?.context().close();
});

describe("the text editor's preview", { timeout: 180_000 }, () => {
  it('shows a new article as its page on the site, facts and typography included, with the site’s stylesheet', async () => {
    await page.getByText(deskText('editor.collection.articles'), { exact: true }).first().click(WAIT);
    await page.getByRole('button', { name: SVELTIA_FR.create_new_entry, exact: true }).click(WAIT);
    await editorField(page, editorLabel('title')).waitFor({ state: 'visible', ...WAIT });
    for (const name of ['title', 'excerpt', 'metaTitle', 'metaDescription', 'date'] as const) await editorField(page, editorLabel(name)).fill(ARTICLE[name]);
    await editorPane(page).getByRole('radio', { name: editorChoiceLabel('category', ARTICLE.category), exact: true }).click();
    await (await bodyMarkdown()).fill(TYPED);
    await showPreview();

    // The article page's own markup (src/pages/ArticlePage.tsx): its title, its lead, its body, its call to get in touch.
    await expect.poll(() => shown('article.article h1').textContent(), WAIT).toBe(ARTICLE.title);
    expect(await shown('article.article .lead').textContent()).toBe(ARTICLE.excerpt);
    expect(await shown('article.article .cta-box').count()).toBe(1);
    await expect.poll(() => shown('article.article p:has-text("Bonjour")').textContent()).toBe(`Bonjour${NBSP}: ${PHONE}`);

    // The site's stylesheet, loaded and applied in the frame.
    const stylesheet = await preview().locator('link[rel="stylesheet"]').evaluateAll((links) =>
      links.map((link) => ({ href: (link as HTMLLinkElement).href, rules: (link as HTMLLinkElement).sheet?.cssRules.length ?? 0 })),
    );
    expect(stylesheet).toEqual([{ href: baseUrl + CLIENT_ASSETS.style.src, rules: expect.any(Number) }]);
    expect(stylesheet[0]!.rules).toBeGreaterThan(100);
    expect(await shown('.cta-box').evaluate((box) => getComputedStyle(box).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');

    // Her photo, once uploaded and described, under the title as on the page: the file she chose, before any build made its sizes.
    await uploadPicture(page, { name: 'plage.jpg', mimeType: 'image/jpeg', buffer: await samplePicture() });
    await editorField(page, editorLabel('pictureAlt')).fill(SAMPLE_ALT.fr);
    const photo = shown('article.article picture.article-picture img');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => [img.alt, img.src.split(':')[0], img.complete && img.naturalWidth]), WAIT).toEqual([SAMPLE_ALT.fr, 'blob', 2400]);

    // What the build refuses, the preview says, in the build's words: the file and its line.
    await (await bodyMarkdown()).fill(`${TYPED}\n\n# Un titre`);
    await expect
      .poll(() => preview().locator('[data-preview-refusal]').textContent(), WAIT)
      .toMatch(new RegExp(`${deskText('editor.preview.refused')}.*${CONTENT}/blog/fr/[a-z0-9-]+\\.md: line \\d+: a "#" title is not allowed`));
    await (await bodyMarkdown()).fill(TYPED);
    await expect.poll(() => shown('article.article h1').textContent(), WAIT).toBe(ARTICLE.title);
  });

  it('shows a service as its page on the site, with what she types in its body', async () => {
    await page.evaluate(() => void (location.hash = '#/collections/services'));
    const services = config.collections.find((collection) => collection.name === 'services')!;
    const file = 'files' in services ? services.files.find((each) => each.name === SERVICE)! : undefined;
    await page.getByText(file!.label, { exact: true }).first().click(WAIT);
    const title = editorField(page, editorLabel('title'));
    await title.waitFor({ state: 'visible', ...WAIT });
    await showPreview();

    // The service page's own markup (src/pages/ServicePage.tsx): its title as the site's page shows it, its illustration, its offerings.
    const live = await (await fetch(baseUrl + linkTo(`service:${SERVICE}` as RouteId, 'fr'))).text();
    const liveTitle = /<h1[^>]*>([^<]*)<\/h1>/.exec(live)![1]!.replaceAll('&amp;', '&');
    expect(liveTitle.replace(/\u00a0/g, ' ')).toBe(await title.inputValue());
    await expect.poll(() => shown('h1').textContent(), WAIT).toBe(liveTitle);
    expect(await shown(`img[src="/images/services/${SERVICE}.svg"]`).count()).toBe(1);
    expect(await shown('#offerings [data-offerings] li').count()).toBeGreaterThan(0);

    // Its body rewritten as she would type it: a section, and a paragraph in it.
    const body = editorPane(page).getByRole('group', { name: new RegExp(editorLabel('body')) }).getByRole('textbox').last();
    await body.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('## Une section');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type(TYPED);
    await expect.poll(() => shown('h2:has-text("Une section")').count(), WAIT).toBe(1);
    await expect.poll(() => shown('p:has-text("Bonjour")').textContent(), WAIT).toBe(`Bonjour${NBSP}: ${PHONE}`);
  });
});
