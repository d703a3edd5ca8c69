import type { Language } from '../languages/languages';
import type { RouteId } from '../routes';
import { pageTextsFile } from './page-texts-file';

/**
 * Reads a file the build wrote among the static files, by its path there:
 * through the ASSETS binding in the Worker, from the disk in the build's pre-render.
 */
export type BuildFileReader = (path: string) => Promise<string>;

const loaded: Partial<Record<Language, Record<string, Record<string, unknown>>>> = {};

/**
 * Loads what only their own pages show in `language` (src/content/page-only-fields.ts;
 * once per isolate): the build renders every such page, so a Worker serves
 * them without this, unless its origin is not the one the build rendered for.
 */
export async function loadPageTexts(language: Language, read: BuildFileReader): Promise<void> {
  loaded[language] ??= JSON.parse(await read(pageTextsFile(language))) as Record<string, Record<string, unknown>>;
}

/** What only the page of `id` shows, for its render, which is synchronous. Anything else is a bug, said loudly. */
export function pageTexts(language: Language, id: RouteId): Record<string, unknown> {
  const pages = loaded[language];
  if (!pages) throw new Error(`The pages' own texts in "${language}" are used before loadPageTexts`);
  const texts = pages[id];
  if (!texts) throw new Error(`No page texts for ${id} in "${language}"`);
  return texts;
}
