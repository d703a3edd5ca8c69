import { PRERENDERED_FOLDER } from '../http/prerendered-folder';
import type { Language } from '../languages/languages';

/**
 * Where the build writes what only the page of the article `id` shows in
 * `language` (its body, its title and description for search engines), as
 * JSON among the static files only the Worker reads (beside the pages the
 * build rendered; `_` is in no page's address). Each language's texts leave
 * them out: they would make every request's texts, and the Worker's upload,
 * grow with the blog.
 */
export const articlePageFile = (language: Language, id: `article:${string}`) => `${PRERENDERED_FOLDER}/_article-texts/${language}/${id.slice('article:'.length)}.json`;
