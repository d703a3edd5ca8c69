import { PRERENDERED_FOLDER } from '../prerendered-folder';
import type { Language } from '../languages/languages';

/**
 * Where the build writes what only their own pages show in `language`
 * (src/content/page-only-fields.ts: an article's body, a legal document's sections), as
 * JSON by route id, among the static files only the Worker
 * reads (beside the pages the build rendered; `_` is in no page's address).
 * Each language's texts leave them out: they would make every request's
 * texts, and the Worker's upload, grow with the blog. One file per language,
 * not per page: a fresh Miniflare instance reads the list of every static
 * file at start-up, and 915 more files made it start about 250 ms later.
 */
export const pageTextsFile = (language: Language) => `${PRERENDERED_FOLDER}/_page-texts/${language}.json`;
