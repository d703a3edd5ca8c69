import { cp, mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { writeAsEditor } from '../src/content/reading/editor-writing';
import { CANONICAL_SLUG_KEY, editorConfig } from '../src/desk/editor/editor-config';
import { LANGUAGES, type Language } from '../src/languages/languages';

/**
 * A real picture for the tests of the articles' pictures, drawn here (no
 * photo of the site's is used): a coast at sunset, `width` by `height`, in
 * `format`. `noise` adds random pixels, which no format compresses, to make
 * a heavy file.
 */
export async function samplePicture({ width = 2400, height = 1600, format = 'jpeg', noise = false }: { width?: number; height?: number; format?: 'jpeg' | 'png' | 'webp' | 'gif'; noise?: boolean } = {}): Promise<Buffer> {
  const image = noise
    ? sharp({ create: { width, height, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 128, sigma: 90 } } })
    : sharp(
        Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 240 160">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d4e5f"/><stop offset="0.6" stop-color="#e9a46a"/><stop offset="1" stop-color="#f6d6a8"/></linearGradient>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2f7f8f"/><stop offset="1" stop-color="#12262e"/></linearGradient>
  </defs>
  <rect width="240" height="160" fill="url(#sky)"/>
  <circle cx="168" cy="92" r="16" fill="#fbe3b5"/>
  <rect y="96" width="240" height="64" fill="url(#sea)"/>
  <path d="M0 96 L0 70 L22 62 L40 74 L58 66 L74 84 L92 96 Z" fill="#23414a"/>
  <rect x="30" y="44" width="6" height="22" fill="#f4efe6"/><rect x="30" y="50" width="6" height="4" fill="#c2553a"/><rect x="29" y="41" width="8" height="4" fill="#12262e"/>
  <path d="M150 110 h40 M140 122 h60 M120 136 h90" stroke="#fbe3b5" stroke-width="1.5" opacity="0.6"/>
</svg>`),
      );
  switch (format) {
    case 'png':
      return image.png({ compressionLevel: noise ? 0 : 6 }).toBuffer();
    case 'webp':
      return image.webp().toBuffer();
    case 'gif':
      return image.gif().toBuffer();
    default:
      return image.jpeg({ quality: 85 }).toBuffer();
  }
}

/** The descriptions the tests give the sample picture, one per language. */
export const SAMPLE_ALT: Record<Language, string> = {
  fr: 'Une côte rocheuse au coucher du soleil, la mer calme et un phare au loin',
  en: 'A rocky coast at sunset, a calm sea and a lighthouse in the distance',
  es: 'Una costa rocosa al atardecer, el mar en calma y un faro a lo lejos',
};

/** The article the tests give a picture: one of the site's, so that its route is the route table's. */
export const PICTURED_ARTICLE = 'goodies-objets-publicitaires';

const articleFields = editorConfig({ backend: { backend: { name: 'test-repo' } }, siteUrl: 'https://www.sillage-communication.fr' }).collections.find(
  (collection) => collection.name === 'articles',
)!;

/** The files of the article `translationKey` in `blogRoot` (a copy's src/content/blog), by language. */
export async function articleFiles(blogRoot: string, translationKey = PICTURED_ARTICLE): Promise<Record<Language, string>> {
  const found: Partial<Record<Language, string>> = {};
  for (const language of LANGUAGES) {
    for (const name of await readdir(join(blogRoot, language))) {
      const path = join(blogRoot, language, name);
      if ((await readFile(path, 'utf8')).includes(`\ntranslationKey: ${translationKey}\n`) || name === `${translationKey}.md`) found[language] = path;
    }
  }
  return found as Record<Language, string>;
}

/**
 * Gives the article its `picture` and, in each language, the `pictureAlt`
 * of `alt` (a language left out gets none), written as the text editor
 * writes them (fields in the schema's order).
 */
export async function giveArticlePicture(contentRoot: string, field: string, alt: Partial<Record<Language, string>> = SAMPLE_ALT, translationKey = PICTURED_ARTICLE): Promise<void> {
  const files = await articleFiles(join(contentRoot, 'blog'), translationKey);
  for (const language of LANGUAGES) {
    const text = await readFile(files[language], 'utf8');
    const head = [`picture: ${field}`, ...(alt[language] !== undefined ? [`pictureAlt: ${JSON.stringify(alt[language])}`] : [])].join('\n');
    const fields = 'fields' in articleFields ? articleFields.fields : [];
    await writeFile(files[language], writeAsEditor(text.replace(/\n---\n/, `\n${head}\n---\n`), fields, CANONICAL_SLUG_KEY));
  }
}

/**
 * A copy of the repository's texts and assets in a new temporary folder,
 * for a build that must not touch the site's own: its path, with the content
 * at `<root>/src/content` and the assets at `<root>/assets`.
 */
export async function contentCopy(prefix: string): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), prefix));
  await cp('src/content', join(root, 'src/content'), { recursive: true, filter: (source) => !source.endsWith('.ts') });
  await cp('assets', join(root, 'assets'), { recursive: true, filter: (source) => !source.endsWith('.mp4') && !source.endsWith('.webp') });
  await mkdir(join(root, 'src/content/pictures'), { recursive: true });
  return root;
}
