import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContent, type ContentBuild } from '../../scripts/content/build-content';
import { makePictures } from '../../scripts/content/pictures';
import { checkProse } from '../../scripts/content/prose/check-prose';
import { TYPESCRIPT_TEXT_FILES } from '../../scripts/content/prose/typescript-texts';
import { loadLanguageContent } from '../../src/content/language-content';
import type { Article } from '../../src/content/schemas/article';
import { PICTURE_RULES } from '../../src/content/schemas/picture';
import { LANGUAGES, type Language } from '../../src/languages/languages';
import { ArticlePage } from '../../src/pages/ArticlePage';
import { documentTree } from '../../src/render/render-document';
import { ROUTES, type Route } from '../../src/routes';
import { articleFiles, contentCopy, giveArticlePicture, PICTURED_ARTICLE, SAMPLE_ALT, samplePicture } from '../pictures';

/**
 * An article's picture, on a copy of the site's texts with a picture drawn
 * by the test: the build makes its sizes and formats, the article's page
 * shows it in each language with that language's description, and shares
 * it; a picture or a description the build must refuse stops it, naming the
 * file and what to change.
 */
const SITE = 'https://www.sillage-communication.fr';
const FIELD = '/pictures/cote-basque.jpg';

/** A copy of the texts whose article has `picture` (bytes) as `field`, with `alt` in each language. */
async function copyWith(picture: Buffer | null, alt: Partial<Record<Language, string>> = SAMPLE_ALT, field = FIELD, name = field.split('/').at(-1)!): Promise<string> {
  const root = await contentCopy('article-pictures-');
  if (picture) await writeFile(join(root, 'src/content/pictures', name), picture);
  await giveArticlePicture(join(root, 'src/content'), field, alt);
  return root;
}

const roots: string[] = [];
afterAll(async () => {
  for (const root of roots) await rm(root, { recursive: true, force: true });
});

/** The build's refusal of a copy, and the path it names the article's `language` file by. */
async function refusal(root: string, language: Language = 'fr'): Promise<{ message: string; file: string }> {
  roots.push(root);
  const error = await buildContent(join(root, 'src/content'), { assets: join(root, 'assets') }).then(
    () => null,
    (thrown: Error) => thrown,
  );
  expect(error, 'the build accepted the picture').not.toBeNull();
  expect(error!.name).toBe('ContentError');
  const files = await articleFiles(join(root, 'src/content/blog'));
  return { message: error!.message, file: relative(process.cwd(), files[language]) };
}

describe('an article’s picture', () => {
  let root: string;
  let built: ContentBuild;
  let made: { path: string; content: Buffer }[];
  const source = { width: 2400, height: 1600 };

  beforeAll(async () => {
    root = await copyWith(await samplePicture(source));
    roots.push(root);
    built = await buildContent(join(root, 'src/content'), { assets: join(root, 'assets') });
    made = await makePictures(built.pictures);
  }, 120_000);

  it('is made in each width up to its own, in AVIF and WebP, and as a JPEG to share, under content-hashed names', async () => {
    expect(built.pictures).toHaveLength(1);
    const widths = PICTURE_RULES.widths.filter((width) => width <= source.width);
    const expected = [...widths.flatMap((width) => [['avif', width], ['webp', width]]), ['jpeg', PICTURE_RULES.shareWidth]];
    expect(made.map((file) => file.path)).toEqual(built.pictures[0]!.outputs.map((output) => output.path));
    expect(made).toHaveLength(expected.length);
    for (const [index, file] of made.entries()) {
      const [format, width] = expected[index]!;
      const metadata = await sharp(file.content).metadata();
      expect(metadata.format === 'heif' ? (metadata.compression === 'av1' ? 'avif' : 'heif') : metadata.format, file.path).toBe(format);
      expect(metadata.width, file.path).toBe(width);
      expect(metadata.height, file.path).toBe(Math.round((source.height * (width as number)) / source.width));
      // Under /build/, which browsers keep a year: the name changes with the picture.
      expect(file.path).toMatch(/^\/build\/pictures\/cote-basque\.[0-9a-f]{12}-\d+\.(avif|webp|jpg)$/);
    }
  });

  it('is never enlarged: a picture 1,300 px wide is made up to 1,200 px, and its JPEG at 1,200', async () => {
    const narrow = await copyWith(await samplePicture({ width: 1300, height: 866 }));
    roots.push(narrow);
    const { pictures } = await buildContent(join(narrow, 'src/content'), { assets: join(narrow, 'assets') });
    expect(pictures[0]!.outputs.map((output) => output.width)).toEqual([480, 480, 800, 800, 1200, 1200, PICTURE_RULES.shareWidth]);
  });

  it('is read from the cache by the next build, which encodes nothing', async () => {
    const cache = join(root, 'cache');
    const first = await makePictures(built.pictures, { cache });
    // The source gone, the cache alone answers.
    const job = { ...built.pictures[0]!, source: join(root, 'nowhere.jpg') };
    const again = await makePictures([job], { cache });
    expect(again.map((file) => file.content.equals(first.find((each) => each.path === file.path)!.content))).toEqual(first.map(() => true));
  });

  it.each(LANGUAGES)('shows on the article’s page in %s, described in that language, and is its share image and its structured data’s', async (language) => {
    const route = ROUTES.find((each) => each.id === `article:${PICTURED_ARTICLE}`) as Route & { kind: 'article' };
    const article = built.exports.ENTRIES[language][route.id] as Article;
    expect(article.picture?.alt).toBe(SAMPLE_ALT[language]);
    await loadLanguageContent(language);
    const context = { route, language, entry: article, siteUrl: SITE, query: new URLSearchParams() };
    const head = ArticlePage.head(context);
    const html = renderToString(documentTree({ language, head, siteUrl: SITE, path: route.paths[language], route, body: createElement(ArticlePage.Body, context) }));
    const picture = html.match(/<picture class="article-picture">([\s\S]*?)<\/picture>/)?.[1];
    expect(picture, 'no <picture>').toBeDefined();
    const srcset = (format: 'avif' | 'webp') => made.filter((file) => file.path.endsWith(`.${format}`)).map((file) => `${file.path} ${file.path.match(/-(\d+)\.\w+$/)![1]}w`).join(', ');
    expect(picture).toContain(`<source type="image/avif" srcSet="${srcset('avif')}"`);
    expect(picture).toContain(`<source type="image/webp" srcSet="${srcset('webp')}"`);
    const jpeg = made.find((file) => file.path.endsWith('.jpg'))!;
    const img = picture!.match(/<img [^>]*>/)![0];
    const attributes = Object.fromEntries([...img.matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1], match[2]]));
    expect(attributes).toMatchObject({ src: jpeg.path, width: '1600', height: '1067', loading: 'eager', fetchPriority: 'high', decoding: 'async' });
    expect(attributes.alt).toBe(SAMPLE_ALT[language].replace(/'/g, '&#x27;'));
    // Shared with the picture, described in the page's language.
    const meta = (property: string) => html.match(new RegExp(`<meta property="${property}" content="([^"]*)"`))?.[1];
    expect(meta('og:image')).toBe(SITE + jpeg.path);
    expect(meta('og:image:type')).toBe('image/jpeg');
    expect([meta('og:image:width'), meta('og:image:height')]).toEqual(['1200', '800']);
    expect(meta('og:image:alt')).toBe(SAMPLE_ALT[language]);
    const graph = JSON.parse(html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!) as { '@graph': { '@type': string; image?: string }[] };
    expect(graph['@graph'].find((node) => node['@type'] === 'BlogPosting')?.image).toBe(SITE + jpeg.path);
  });

  it('has its description read for spelling and the glossary, like every text', async () => {
    const misspelled = await copyWith(await samplePicture(), { ...SAMPLE_ALT, en: 'A rocky coast at sunset and a lighthuose in the distance' });
    roots.push(misspelled);
    const { prose } = await buildContent(join(misspelled, 'src/content'), { assets: join(misspelled, 'assets') });
    // The prose checks read the TypeScript texts too, from the copy's root.
    for (const { file } of TYPESCRIPT_TEXT_FILES) {
      await mkdir(dirname(join(misspelled, file)), { recursive: true });
      await writeFile(join(misspelled, file), await readFile(file));
    }
    const error = await checkProse(prose, { root: misspelled }).then(
      () => null,
      (thrown: Error) => thrown,
    );
    const files = await articleFiles(join(misspelled, 'src/content/blog'));
    expect(error?.message).toMatch(new RegExp(`${relative(process.cwd(), files.en).replace(/[.]/g, '\\.')}: line \\d+: "lighthuose" is not in the en dictionary`));
  }, 60_000);
});

describe('the build refuses', () => {
  it('a picture whose file is not in the media folder', async () => {
    const { message, file } = await refusal(await copyWith(null));
    expect(message).toBe(`${file}: field "picture": ${FIELD}: there is no such file in src/content/pictures/: upload the picture again through the text editor, or correct its name`);
  });

  it('a picture that is not a JPEG, PNG or WebP', async () => {
    const { message, file } = await refusal(await copyWith(await samplePicture({ format: 'gif' }), SAMPLE_ALT, '/pictures/cote-basque.gif'));
    expect(message).toBe(`${file}: field "picture": /pictures/cote-basque.gif: a GIF file: a picture is a JPEG, PNG or WebP file; export or save it again in one of them (a photo as a JPEG)`);
    const text = await refusal(await copyWith(Buffer.from('not a picture'), SAMPLE_ALT, '/pictures/notes.jpg'));
    expect(text.message).toContain('/pictures/notes.jpg: not a picture the build can read: a picture is a JPEG, PNG or WebP file');
  });

  it(`a picture under ${PICTURE_RULES.minWidth} px wide`, async () => {
    const { message, file } = await refusal(await copyWith(await samplePicture({ width: PICTURE_RULES.minWidth - 1, height: 800 })));
    expect(message).toBe(
      `${file}: field "picture": ${FIELD}: the picture is ${PICTURE_RULES.minWidth - 1} px wide: it must be at least ${PICTURE_RULES.minWidth} px wide to look sharp on a large screen and when shared; use the original photo, not a copy sent by message or cut from a page`,
    );
  });

  it('a picture over 15 MB', async () => {
    const heavy = await samplePicture({ width: 2600, height: 2100, format: 'png', noise: true });
    expect(heavy.length).toBeGreaterThan(PICTURE_RULES.maxBytes);
    const { message, file } = await refusal(await copyWith(heavy, SAMPLE_ALT, '/pictures/cote-basque.png'));
    expect(message).toMatch(new RegExp(`^${file.replace(/[.]/g, '\\.')}: field "picture": /pictures/cote-basque\\.png: the file weighs \\d+\\.\\d MB, over the 15\\.0 MB a picture may weigh: export it again as a JPEG of about 2,000 px wide$`));
  });

  it.each(LANGUAGES)('a picture without its description in %s', async (language) => {
    const { [language]: _left, ...others } = SAMPLE_ALT;
    const { message, file } = await refusal(await copyWith(await samplePicture(), others), language);
    expect(message).toBe(`${file}: field "pictureAlt": the article has a picture: describe what it shows, in this file's language, for those who cannot see it`);
  });

  it.each([
    ['empty', '', 'must not be empty'],
    ['too long', `Une côte ${'très '.repeat(30)}rocheuse`, `must be at most ${PICTURE_RULES.altMaxLength} characters long: a screen reader reads the description of a picture in one breath`],
    ['a file name', 'IMG_2041.jpg', 'must describe what the picture shows, in words: not a file name'],
    ['a file name without its extension', 'cote-basque', 'must describe what the picture shows, in words: not a file name'],
  ])('a description %s', async (_what, alt, reason) => {
    const { message, file } = await refusal(await copyWith(await samplePicture(), { ...SAMPLE_ALT, es: alt }), 'es');
    expect(message).toBe(`${file}: field "pictureAlt": ${reason}`);
  });

  it('a translation with another picture than the French file’s', async () => {
    const root = await copyWith(await samplePicture());
    const files = await articleFiles(join(root, 'src/content/blog'));
    await writeFile(files.en, (await readFile(files.en, 'utf8')).replace(`picture: ${FIELD}`, 'picture: /pictures/other.jpg'));
    const { message, file } = await refusal(root, 'en');
    expect(message).toBe(`${file}: field "picture": /pictures/other.jpg, where the French file has ${FIELD}: an article has the same picture in every language (the text editor copies the French file's)`);
  });
});
