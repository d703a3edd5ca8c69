import type { Language } from '../languages/languages';
import { articlePageFile } from './article-page-file';
import type { ArticlePageTexts } from './schemas/article';

/**
 * Reads a file the build wrote among the static files, by its path there:
 * through the ASSETS binding in the Worker, from the disk in the build's pre-render.
 */
export type BuildFileReader = (path: string) => Promise<string>;

const loaded = new Map<string, ArticlePageTexts>();

/**
 * Loads what only the page of article `id` shows in `language` (once per
 * isolate): the build renders every article's page, so a Worker serves them
 * without this, unless its origin is not the one the build rendered for.
 */
export async function loadArticlePage(language: Language, id: `article:${string}`, read: BuildFileReader): Promise<void> {
  const file = articlePageFile(language, id);
  if (!loaded.has(file)) loaded.set(file, JSON.parse(await read(file)) as ArticlePageTexts);
}

/** What `loadArticlePage` loaded, for the page's render, which is synchronous. Anything else is a bug, said loudly. */
export function articlePageTexts(language: Language, id: `article:${string}`): ArticlePageTexts {
  const texts = loaded.get(articlePageFile(language, id));
  if (!texts) throw new Error(`The page texts of ${id} in "${language}" are used before loadArticlePage`);
  return texts;
}
