import type { PageKind } from './page-kinds';
import { ARTICLE_PAGE_FIELDS } from './schemas/article';

/**
 * What only a page of its own shows, by kind: the build renders every such
 * page, so each language's texts, which every request of the Worker loads,
 * leave these fields out (the content build writes them as a static file only
 * the Worker reads: src/content/page-texts.ts). An article's body, title and
 * description for search engines; a legal document's sections (the footer and
 * the breadcrumbs read only its title).
 */
export const PAGE_ONLY_FIELDS = {
  article: ARTICLE_PAGE_FIELDS,
  legal: ['sections'],
} as const satisfies Partial<Record<PageKind, readonly string[]>>;

/** The kinds of page some of whose texts only their own page shows. */
export type KindWithPageTexts = keyof typeof PAGE_ONLY_FIELDS;

export const hasPageTexts = (kind: PageKind): kind is KindWithPageTexts => kind in PAGE_ONLY_FIELDS;
