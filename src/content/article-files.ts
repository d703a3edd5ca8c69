import { PRERENDERED_FOLDER } from '../prerendered-folder';
import type { Language } from '../languages/languages';

/**
 * Where the build writes what the Worker knows of the articles, among the
 * static files only it reads (beside the pages the build rendered): the
 * articles' routes and former addresses, and each language's cards. They grow
 * with the blog, so they are not in any module of the Worker's upload, which
 * every new instance starts with; a request that needs them reads them once
 * per isolate (src/content/article-index.ts).
 */
export const ARTICLE_ROUTES_FILE = `${PRERENDERED_FOLDER}/_articles/routes.json`;

/** The cards of the articles in `language`, newest first: what the pages listing them and the feeds show. */
export const articleCardsFile = (language: Language) => `${PRERENDERED_FOLDER}/_articles/${language}.json`;
