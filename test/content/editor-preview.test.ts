import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadEveryLanguage } from '../../src/content/language-content';
import { editorFileSpecs, type EditorFileSpec } from '../../src/desk/editor/editor-config';
import { previewMarkup } from '../../src/desk/editor/preview/preview-markup';
import { prerenderedPages, PRERENDERED_SITE_URL } from '../../src/generated/prerendered';
import { LANGUAGES, type Language } from '../../src/languages/languages';
import { servedPaths } from '../../src/routes';
import { distFiles } from '../dist-files';

/** Every page the build rendered, by key, with its address (the articles' among them: test/every-article.ts). */
const PRERENDERED_PAGES = prerenderedPages();

/**
 * The text editor's preview (src/desk/editor/preview/) of every text the
 * editor opens, in every language, given the fields as the editor holds them
 * (the file's frontmatter and body, facts unfilled): the body of the page the
 * build pre-rendered at its address (npm run build), to the byte; and the
 * build's own message, naming the file and its line, for what it refuses.
 */

/** A text file as the editor holds it: its fields, the body among them. */
async function editedText(file: string): Promise<Record<string, unknown>> {
  const [, head = '', body = ''] = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(await readFile(file, 'utf8')) ?? [];
  return { ...(parse(head) as Record<string, unknown>), body: body.trim() };
}

/** What `<main>` holds in a page's HTML, without the comments React's streaming renderer puts between two texts. */
function mainOf(html: string): string {
  const inner = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1];
  if (inner === undefined) throw new Error(`no <main> in ${html.slice(0, 200)}`);
  return inner.replaceAll('<!-- -->', '');
}

/** The page the build pre-rendered at `path`, if it did. */
async function prerendered(path: string): Promise<string | undefined> {
  const address = PRERENDERED_PAGES.get(`${path}?`);
  return address === undefined ? undefined : readFile(join('dist/public', address, 'index.html'), 'utf8');
}

/** Every text the editor opens in one language per file, with the file the preview is given (undefined for an article) and its page's address. */
async function editedFiles(): Promise<{ spec: EditorFileSpec | undefined; file: string; language: Language; slug?: string }[]> {
  const files: { spec: EditorFileSpec | undefined; file: string; language: Language; slug?: string }[] = editorFileSpecs().flatMap((spec) =>
    LANGUAGES.map((language) => ({ spec, file: `src/content/${spec.folder}/${language}.md`, language })),
  );
  for (const language of LANGUAGES) {
    for (const name of await readdir(`src/content/blog/${language}`)) files.push({ spec: undefined, file: `src/content/blog/${language}/${name}`, language, slug: name.replace(/\.md$/, '') });
  }
  return files;
}

describe("the text editor's preview", () => {
  // The site's texts, and the articles' cards from the build's files as the Worker reads them.
  beforeAll(() => loadEveryLanguage(distFiles));

  it('shows every text, in every language, as the page the build renders at its address', async () => {
    const paths = servedPaths();
    let compared = 0;
    for (const { spec, file, language, slug } of await editedFiles()) {
      const data = await editedText(file);
      const preview = previewMarkup(spec, { language, data, slug }, PRERENDERED_SITE_URL);
      expect(preview, file).not.toContain('data-preview-refusal');
      // The page of this text, found in the route table by its kind and its route id.
      const page = paths.find(({ route, language: its }) => its === language && route.kind === (spec?.kind ?? 'article') && (spec ? [spec.name, `service:${spec.name}`].includes(route.id) : route.id === `article:${data.translationKey}`));
      expect(page, file).toBeDefined();
      const html = await prerendered(page!.path);
      // The booking page depends on its request (its free slots): the build does not render it.
      if (html === undefined) continue;
      const shown = mainOf(preview);
      const built = mainOf(html);
      // Where they part, shown rather than two whole pages.
      let at = 0;
      while (at < shown.length && shown[at] === built[at]) at++;
      expect(shown === built ? '' : `${shown.slice(at - 80, at + 120)}\n  where the page has\n${built.slice(at - 80, at + 120)}`, file).toBe('');
      compared++;
    }
    expect(compared).toBeGreaterThan(30);
  });

  it('shows what the build refuses as the build’s message, naming the file and its line as the editor writes it', async () => {
    // The site's files are as the editor writes them (test/content/editor-writing.test.ts): a picture added at the end of one's body is at this line of it.
    const [name = ''] = await readdir('src/content/blog/fr');
    const file = `src/content/blog/fr/${name}`;
    const written = `${(await readFile(file, 'utf8')).trimEnd()}\n\n![Un salon](/images/salon.png)\n`;
    const line = written.split('\n').indexOf('![Un salon](/images/salon.png)') + 1;
    const [, head = '', body = ''] = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(written)!;
    const preview = previewMarkup(undefined, { language: 'fr', data: { ...(parse(head) as object), body }, slug: name.replace(/\.md$/, '') }, PRERENDERED_SITE_URL);
    expect(preview).toContain('data-preview-refusal');
    expect(preview).toContain(`${file}: line ${line}: an image is not supported here`);
  });
});
