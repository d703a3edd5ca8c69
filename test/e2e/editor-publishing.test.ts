import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build-content';
import { startDevServer } from '../../scripts/operations/dev-server.mjs';
import { makeSiteCopy } from '../../scripts/operations/site-copy.mjs';
import { checkProse } from '../../scripts/content/prose/check-prose';
import { TYPESCRIPT_TEXT_FILES } from '../../scripts/content/prose/typescript-texts';
import { editorConfig } from '../../src/desk/editor/editor-config';
import { editorChoiceLabel, editorLabel } from '../../src/desk/editor/editor-labels';
import { deskText } from '../../src/desk/i18n/desk-text';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../src/languages/languages';
import type { Route } from '../../src/routes';
import { editorField, editorPane, languageName, openEditorOnTrial, SVELTIA_FR, TEST_BACKEND_FOLDER, uploadPicture } from './editor-trial';
import type { Article } from '../../src/content/schemas/article';
import { SAMPLE_ALT, samplePicture } from '../pictures';
import { baseUrl, useChromium } from './fixture';

/**
 * The owner's way of publishing, end to end, as far as a browser on the
 * developer's machine goes: the text editor on its test backend (`?essai`),
 * seeded with the site's texts, driven in Chromium to write a new article in
 * French, English and Spanish, with a picture uploaded and described in each
 * language, and to change a service's title; the files it
 * wrote, read back from the browser's private file system, go through the
 * site's content build and prose checks on a copy of the repository, which
 * accept them, and refuse the drafts the build must refuse (a misspelled
 * word, a figure changed in one language) naming the file and the line.
 */
const chromium = useChromium();

const CONTENT = 'src/content';
/** Saving, and the editor's first start, take a while on a loaded 2-core machine. */
const WAIT = { timeout: 60_000 };

const config = editorConfig({ backend: { backend: { name: 'test-repo' } }, siteUrl: baseUrl });

/** The new article, in each language: its fields as she types them, and the body of an article already translated (its figures alike in the three). */
const ARTICLE: Record<Language, { title: string; excerpt: string; metaTitle: string; metaDescription: string; bodyFrom: string }> = {
  fr: {
    title: 'Préparer un salon professionnel avec méthode',
    excerpt: 'Avant un salon, une préparation simple suffit pour présenter clairement votre entreprise à chaque visiteur.',
    metaTitle: 'Préparer un salon avec méthode',
    metaDescription: 'Avant un salon, une préparation simple suffit pour présenter clairement votre entreprise à chaque visiteur qui passe.',
    bodyFrom: 'blog/fr/coaching-pitch-salon-30-minutes.md',
  },
  en: {
    title: 'Getting ready for a trade show, step by step',
    excerpt: 'Before a trade show, a little simple preparation is enough to present your business clearly to every visitor.',
    metaTitle: 'Trade show preparation, step by step',
    metaDescription: 'Before a trade show, a little simple preparation is enough to present your business clearly to every visitor who stops.',
    bodyFrom: 'blog/en/trade-show-pitch-in-30-minutes.md',
  },
  es: {
    title: 'Preparar una feria profesional paso a paso',
    excerpt: 'Antes de una feria, basta una preparación sencilla para presentar tu empresa con claridad a cada visitante.',
    metaTitle: 'Preparar una feria paso a paso',
    metaDescription: 'Antes de una feria, basta una preparación sencilla para presentar tu empresa con claridad a cada visitante que se acerca.',
    bodyFrom: 'blog/es/pitch-feria-en-30-minutos.md',
  },
};
const ARTICLE_DATE = '2026-11-20';
const ARTICLE_CATEGORY = 'coaching';

/** The service she edits. */
const SERVICE = 'strategy';
const SERVICE_FILE = `${CONTENT}/services/${SERVICE}/fr.md`;

/** Every file under `folder`, by its path from the repository's root. */
async function filesUnder(folder: string): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    found[path] = await readFile(path, 'utf8');
  }
  return found;
}

/** A file the test backend holds: a text, or the bytes of a picture. */
type BackendFile = string | Buffer;

/** Every file the test backend holds, by its path from the repository's root, as the editor left them: the texts as text, the pictures as bytes. */
async function readBack(page: Page): Promise<Record<string, BackendFile>> {
  const found = await page.evaluate(async (folder) => {
    const files: Record<string, { text: string } | { base64: string }> = {};
    const walk = async (directory: FileSystemDirectoryHandle, prefix: string): Promise<void> => {
      for await (const [name, handle] of directory.entries() as AsyncIterable<[string, FileSystemHandle]>) {
        const path = prefix ? `${prefix}/${name}` : name;
        if (handle.kind === 'directory') await walk(handle as FileSystemDirectoryHandle, path);
        else {
          const file = await (handle as FileSystemFileHandle).getFile();
          if (name.endsWith('.md')) files[path] = { text: await file.text() };
          else files[path] = { base64: await new Promise<string>((resolve) => {
            const reader = new FileReader();
            reader.onload = () => resolve((reader.result as string).split(',')[1] ?? '');
            reader.readAsDataURL(file);
          }) };
        }
      }
    };
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle(folder), '');
    return files;
  }, TEST_BACKEND_FOLDER);
  return Object.fromEntries(Object.entries(found).map(([path, file]) => [path, 'text' in file ? file.text : Buffer.from(file.base64, 'base64')]));
}

/** The files of `after` that are new or differ from `before`. */
const changed = (before: Record<string, BackendFile>, after: Record<string, BackendFile>) =>
  Object.fromEntries(
    Object.entries(after).filter(([path, file]) => {
      const previous = before[path];
      const same = typeof file === 'string' ? previous === file : typeof previous !== 'string' && previous !== undefined && file.equals(previous);
      return !same && !path.split('/').at(-1)!.startsWith('.');
    }),
  );

/** A copy of the repository's texts (with the TypeScript texts and assets the prose checks read) with `files` written over it. */
async function copyWith(files: Record<string, BackendFile>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'editor-publishing-'));
  await cp(CONTENT, join(root, CONTENT), { recursive: true });
  for (const { file } of TYPESCRIPT_TEXT_FILES) await cp(file, join(root, file));
  await cp('assets', join(root, 'assets'), { recursive: true, filter: (source) => !source.endsWith('.mp4') && !source.endsWith('.webp') });
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return root;
}

/** The content build and the prose checks on `root`, as build.mjs runs them; its error's message if it refuses. */
async function build(root: string) {
  const built = await buildContent(join(root, CONTENT), { assets: join(root, 'assets') });
  await checkProse(built.prose, { root });
  return built;
}

/** A link to `path` as the translation in `language`, in a page's head or the sitemap (on the site's own address, SITE_URL). */
const alternate = (language: string, path: string) => new RegExp(`hreflang="${language}" href="https?://[^/"]+${escape(path)}"`, 'i');

/**
 * The site built from a copy of the project with `files` written over it and
 * served by `wrangler dev`, as a merge would deploy it: each address of the
 * new article `route` answers its page, which names its translations and
 * shows its picture, and the served sitemap lists each with its alternates.
 */
async function expectServed(files: Record<string, BackendFile>, route: Route): Promise<void> {
  const copy = await makeSiteCopy({ files, prefix: 'editor-publishing-site-' });
  let server: { origin: string; stop: () => void } | undefined;
  try {
    server = await startDevServer({ cwd: copy.folder });
    for (const language of LANGUAGES) {
      const response = await fetch(`${server.origin}${route.paths[language]}`);
      expect(response.status, route.paths[language]).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<h1`);
      expect(html).toContain(ARTICLE[language].title);
      // Its picture, in the sizes the build made of the file she uploaded, described in the page's language; each size served.
      expect(html).toMatch(new RegExp(`<picture class="article-picture">.*alt="${escape(SAMPLE_ALT[language])}"`));
      const jpeg = /<picture class="article-picture">.*?<img src="([^"]+)"/.exec(html)?.[1];
      expect(jpeg, 'the picture\'s JPEG').toMatch(/^\/build\/pictures\//);
      const served = await fetch(`${server.origin}${jpeg}`);
      expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
      await served.body?.cancel();
      for (const other of LANGUAGES) expect(html, `${route.paths[language]} names its ${other} translation`).toMatch(alternate(other, route.paths[other]));
    }
    const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text();
    for (const language of LANGUAGES) {
      const url = sitemap.split('<url>').find((block) => new RegExp(`<loc>[^<]*${escape(route.paths[language])}</loc>`).test(block));
      expect(url, `${route.paths[language]} in the sitemap`).toBeDefined();
      for (const other of LANGUAGES) expect(url).toMatch(alternate(other, route.paths[other]));
      expect(url).toMatch(alternate('x-default', route.paths[DEFAULT_LANGUAGE]));
    }
  } finally {
    server?.stop();
    await copy.remove();
  }
}

/** The build's refusal of `files` written over the texts, and the name it gives `path` (from the working directory). */
async function refusal(files: Record<string, BackendFile>, path: string): Promise<{ message: string; name: string }> {
  const root = await copyWith(files);
  try {
    const error = await build(root).then(
      () => null,
      (thrown: Error) => thrown,
    );
    expect(error, 'the build accepted the draft').not.toBeNull();
    return { message: error!.message, name: relative(process.cwd(), join(root, path)) };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The line of `text` on which `words` are. */
const lineOf = (text: BackendFile, words: string) => String(text).slice(0, String(text).indexOf(words)).split('\n').length;

/** The picture she uploads, as her phone saved it: a photo drawn for the test (test/pictures.ts), its name as her phone gave it. */
const PICTURE = { name: 'Côte Basque (1).JPG', mimeType: 'image/jpeg' };

let page: Page;
let original: Record<string, string>;
let picture: Buffer;

const pane = (): Locator => editorPane(page);
const field = (label: string): Locator => editorField(page, label);

/** Saves the entry open, and waits until the test backend holds `path` with `expected` in it. */
async function save(path: string, expected: string): Promise<void> {
  await page.getByRole('button', { name: SVELTIA_FR.save, exact: true }).click();
  await expect.poll(async () => (await readBack(page))[path] ?? '', { timeout: WAIT.timeout, interval: 500 }).toContain(expected);
}

/** Goes to one of the editor's screens by its address (Sveltia CMS's routes, after `#`), as her browser's history would. */
async function goTo(route: string): Promise<void> {
  await page.evaluate((hash) => void (location.hash = hash), `#/collections/${route}`);
}

/** Opens the service's entry from its collection's list, in French. */
async function openService(): Promise<void> {
  await goTo('services');
  const services = config.collections.find((collection) => collection.name === 'services')!;
  const file = 'files' in services ? services.files.find((each) => each.name === SERVICE) : undefined;
  await page.getByText(file!.label, { exact: true }).first().click(WAIT);
  await field(editorLabel('title')).waitFor({ state: 'visible', ...WAIT });
}

beforeAll(async () => {
  original = await filesUnder(CONTENT);
  picture = await samplePicture();
  // The repository's texts in the test backend, as the GitHub backend would find them; then the editor, on it, in French.
  page = await openEditorOnTrial(chromium, baseUrl, Object.fromEntries(Object.entries(original).filter(([path]) => path.endsWith('.md'))));
}, 180_000);

afterAll(async () => {
  await page?.context().close();
});

describe('publishing from the text editor', { timeout: 420_000 }, () => {
  it('writes a new article in French, English and Spanish and a service’s new title, which the site’s build accepts', async () => {
    await page.getByText(deskText('editor.collection.articles'), { exact: true }).first().click(WAIT);
    await page.getByRole('button', { name: SVELTIA_FR.create_new_entry, exact: true }).click(WAIT);
    await field(editorLabel('title')).waitFor({ state: 'visible', ...WAIT });
    for (const language of LANGUAGES) {
      const tab = pane().getByRole('radio', { name: languageName(language), exact: true });
      await tab.click();
      await expect.poll(() => tab.getAttribute('aria-checked'), WAIT).toBe('true');
      const texts = ARTICLE[language];
      await field(editorLabel('title')).fill(texts.title);
      await field(editorLabel('excerpt')).fill(texts.excerpt);
      await field(editorLabel('metaTitle')).fill(texts.metaTitle);
      await field(editorLabel('metaDescription')).fill(texts.metaDescription);
      // The fields shared by the languages are set in French and copied.
      if (language === DEFAULT_LANGUAGE) {
        await field(editorLabel('date')).fill(ARTICLE_DATE);
        await pane().getByRole('radio', { name: editorChoiceLabel('category', ARTICLE_CATEGORY), exact: true }).click();
        // The picture as she adds it from her phone: Parcourir, then Téléverser in the media folder's window, her photo, Insérer;
        // then shown from the browser's memory (blob:, which the editor's policy allows), once on the screen.
        const pictureField = await uploadPicture(page, { ...PICTURE, buffer: picture });
        const preview = pictureField.locator('img');
        await expect.poll(() => preview.evaluate((img: HTMLImageElement) => [img.src.split(':')[0], img.complete && img.naturalWidth]), WAIT).toEqual(['blob', 2400]);
      }
      await field(editorLabel('pictureAlt')).fill(SAMPLE_ALT[language]);
      const body = pane().getByRole('group', { name: new RegExp(editorLabel('body')) });
      // Her Markdown as she writes it, not through the rich text editor; the editor keeps the choice for the next language.
      const markdown = body.locator('textarea');
      if (!(await markdown.isVisible())) await body.getByRole('button', { name: SVELTIA_FR._sui.text_editor.edit_in_markdown }).click();
      const source = original[`${CONTENT}/${ARTICLE[language].bodyFrom}`]!;
      await markdown.fill(source.split(/^---$/m).slice(2).join('---').trim());
    }
    await page.getByRole('button', { name: SVELTIA_FR.save, exact: true }).click();
    // Its three files and its picture.
    await expect.poll(async () => Object.keys(changed(original, await readBack(page))).length, { timeout: WAIT.timeout, interval: 500 }).toBeGreaterThanOrEqual(LANGUAGES.length + 1);
    expect(Object.keys(changed(original, await readBack(page)))).toHaveLength(LANGUAGES.length + 1);

    await openService();
    await field(editorLabel('title')).fill((await field(editorLabel('title')).inputValue()).replace('clients sérieux', 'clients fidèles'));
    await save(SERVICE_FILE, 'clients fidèles');

    const written = changed(original, await readBack(page));
    const articles = Object.keys(written).filter((path) => path.startsWith(`${CONTENT}/blog/`));
    // One file in each language's folder, named after its own title.
    for (const language of LANGUAGES) expect(articles.filter((path) => path.startsWith(`${CONTENT}/blog/${language}/`)), language).toHaveLength(1);
    expect(articles).toHaveLength(LANGUAGES.length);
    expect(Object.keys(written)).toContain(SERVICE_FILE);
    // The picture in the media folder, as she chose it, under a name fit for an address; each language's file names it, and describes it in its language.
    const pictures = Object.keys(written).filter((path) => path.startsWith(`${config.media_folder}/`));
    expect(pictures).toEqual([`${config.media_folder}/cote-basque-1.jpg`]);
    expect((written[pictures[0]!] as Buffer).equals(picture)).toBe(true);
    for (const language of LANGUAGES) {
      const path = articles.find((each) => each.includes(`/blog/${language}/`))!;
      expect(written[path], path).toMatch(new RegExp(`^picture: ${escape(config.public_folder)}/cote-basque-1\\.jpg$`, 'm'));
      expect(written[path], path).toMatch(new RegExp(`^pictureAlt: ${escape(SAMPLE_ALT[language])}$`, 'm'));
    }
    // Every language's file carries the French file's name as its translationKey, and the date and category set in French.
    const frenchSlug = articles.find((path) => path.includes('/blog/fr/'))!.split('/').at(-1)!.replace(/\.md$/, '');
    for (const path of articles) {
      for (const line of [`translationKey: ${frenchSlug}`, `date: ${ARTICLE_DATE}`, `category: ${ARTICLE_CATEGORY}`]) expect(written[path], path).toMatch(new RegExp(`^${line}$`, 'm'));
    }

    const root = await copyWith(written);
    try {
      const built = await build(root);
      // Its route id is its French file's name (the editor's translationKey), with an address in each language.
      const route = built.exports.ROUTE_TABLE.find((each) => each.id === `article:${frenchSlug}`) as Route | undefined;
      expect(route, `no route ${frenchSlug}`).toBeDefined();
      expect(route!.kind).toBe('article');
      for (const language of LANGUAGES) {
        const slug = articles.find((path) => path.includes(`/blog/${language}/`))!.split('/').at(-1)!.replace(/\.md$/, '');
        expect(route!.paths[language]).toMatch(new RegExp(`/${slug}$`));
        const entry = built.exports.ENTRIES[language][route!.id] as Article;
        expect(entry).toMatchObject({ title: ARTICLE[language].title, category: ARTICLE_CATEGORY });
        // Its picture, made from the file she uploaded, described in the page's language.
        expect(entry.picture?.alt).toBe(SAMPLE_ALT[language]);
      }
      expect((built.exports.ENTRIES.fr[`service:${SERVICE}`] as { title: string }).title).toContain('clients fidèles');
      expect(built.pictures.map((job) => relative(root, job.source))).toEqual(pictures);
      await expectServed(written, route!);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('writes drafts the build refuses, naming the file and the line: a misspelled word, a figure changed in French only', async () => {
    await openService();
    await field(editorLabel('title')).fill((await field(editorLabel('title')).inputValue()).replace('clients fidèles', 'clients fidèlles'));
    await save(SERVICE_FILE, 'fidèlles');
    const misspelled = changed(original, await readBack(page));
    const spelling = await refusal(misspelled, SERVICE_FILE);
    expect(spelling.message).toMatch(new RegExp(`${escape(spelling.name)}: line ${lineOf(misspelled[SERVICE_FILE]!, 'fidèlles')}: "fidèlles"`));

    await openService();
    await field(editorLabel('title')).fill((await field(editorLabel('title')).inputValue()).replace('clients fidèlles', 'clients fidèles'));
    const intro = field(editorLabel('intro'));
    await intro.fill((await intro.inputValue()).replace('de 2 à 3 semaines', 'de 2 à 4 semaines'));
    await save(SERVICE_FILE, 'de 2 à 4 semaines');
    const changedFigure = changed(original, await readBack(page));
    const figure = await refusal(changedFigure, SERVICE_FILE);
    expect(figure.message).toMatch(
      new RegExp(`services/${SERVICE}/fr\\.md: line ${lineOf(changedFigure[SERVICE_FILE]!, 'de 2 à 4 semaines')}: the figure 4 is not in \\S*services/${SERVICE}/en\\.md and \\S*services/${SERVICE}/es\\.md`),
    );
  });
});
