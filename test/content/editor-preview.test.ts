import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadEveryLanguage } from '../../src/content/language-content';
import { editorFileSpecs, type EditorFileSpec } from '../../src/desk/editor/editor-config';
import { previewMarkup } from '../../src/desk/editor/preview/preview-markup';
import { PRERENDERED_PAGES, PRERENDERED_SITE_URL } from '../../src/generated/prerendered';
import { LANGUAGES, type Language } from '../../src/languages/languages';
import { servedPaths } from '../../src/routes';

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
  const files = editorFileSpecs().flatMap((spec) => LANGUAGES.map((language) => ({ spec, file: `src/content/${spec.folder}/${language}.md`, language })));
  for (const language of LANGUAGES) {
    for (const name of await readdir(`src/content/blog/${language}`)) files.push({ spec: undefined as never, file: `src/content/blog/${language}/${name}`, language, slug: name.replace(/\.md$/, '') } as never);
  }
  return files;
}

describe("the text editor's preview", () => {
  beforeAll(loadEveryLanguage);

  it('shows every text, in every language, as the page the build renders at its address', async () => {
    const paths = servedPaths();
    let compared = 0;
    for (const { spec, file, language, slug } of await editedFiles()) {
      const data = await editedText(file);
      const preview = previewMarkup(spec, { language, data, slug }, PRERENDERED_SITE_URL);
      expect(preview, file).not.toContain('data-preview-refusal');
      // The page at this text's address: found by the route table, from the title it shows.
      const page = paths.find(({ route, language: its }) => its === language && route.kind === (spec?.kind ?? 'article') && (spec ? [spec.name, `service:${spec.name}`].includes(route.id) : route.id === `article:${data.translationKey}`));
      expect(page, file).toBeDefined();
      const html = await prerendered(page!.path);
      // The booking page depends on its request (its free slots): the build renders it not.
      if (html === undefined) continue;
      const shown = mainOf(preview);
      const built = mainOf(html);
      const at = [...shown].findIndex((character, index) => character !== built[index]);
      expect(at === -1 && shown.length === built.length ? '' : `${shown.slice(at - 80, at + 120)}\n  where the page has\n${built.slice(at - 80, at + 120)}`, file).toBe('');
      compared++;
    }
    expect(compared).toBeGreaterThan(30);
  });
});
