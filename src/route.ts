import type { Language } from './languages/languages';

/**
 * One page of the site as the route table holds it (src/generated/routes.ts,
 * written by the content build): its id, its kind, its path in each language
 * (every page exists in every language) and when its text last changed.
 */
export interface RouteEntry {
  /** Unique, stable name; navigation and links refer to pages by it. */
  id: string;
  /** One of the kinds of src/content/page-kinds.ts (src/routes.ts types it so). */
  kind: string;
  paths: Record<Language, string>;
  /** ISO date: the sitemap's lastmod and the page's dateModified. */
  updated: Record<Language, string>;
}
