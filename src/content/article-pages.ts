import type { Language } from '../languages/languages';
import { articlePageFile } from './article-page-file';
import type { ArticlePageTexts } from './schemas/article';

/**
 * Reads a file the build wrote among the static files, by its path there:
 * through the ASSETS binding in the Worker, from the disk in the build's pre-render.
 */
export type BuildFileReader = (path: string) => Promise<string>;

const loaded: Partial<Record<Language, Record<string, ArticlePageTexts>>> = {};

/**
 * Loads what only the pages of the articles of `language` show (once per
 * isolate): the build renders every article's page, so a Worker serves them
 * without this, unless its origin is not the one the build rendered for.
 */
export async function loadArticlePages(language: Language, read: BuildFileReader): Promise<void> {
  loaded[language] ??= JSON.parse(await read(articlePageFile(language))) as Record<string, ArticlePageTexts>;
}

/** What only the page of article `id` shows, for its render, which is synchronous. Anything else is a bug, said loudly. */
export function articlePageTexts(language: Language, id: `article:${string}`): ArticlePageTexts {
  const pages = loaded[language];
  if (!pages) throw new Error(`The articles' page texts in "${language}" are used before loadArticlePages`);
  const texts = pages[id];
  if (!texts) throw new Error(`No page texts for ${id} in "${language}"`);
  return texts;
}
