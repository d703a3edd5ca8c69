import { PRERENDERED_FOLDER } from '../prerendered-folder';
import type { Language } from '../languages/languages';

/**
 * Where the build writes what only the pages of the articles of `language`
 * show (each one's body, its title and description for search engines), as
 * JSON by the article's route id, among the static files only the Worker
 * reads (beside the pages the build rendered; `_` is in no page's address).
 * Each language's texts leave them out: they would make every request's
 * texts, and the Worker's upload, grow with the blog. One file per language,
 * not per article: a fresh Miniflare instance reads the list of every static
 * file at start-up, and 915 more files made it start about 250 ms later.
 */
export const articlePageFile = (language: Language) => `${PRERENDERED_FOLDER}/_article-texts/${language}.json`;
