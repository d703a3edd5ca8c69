import { inEveryLanguage, type Language, type Localized } from '../languages/languages';
import type { ArticleCategory } from './schemas/article';

/**
 * The query parameter of the blog filter in each language, so that a filtered
 * address reads in its visitor's language (`/en/blog?category=local-seo`).
 */
export const BLOG_FILTER_PARAM: Record<Language, string> = { fr: 'categorie', en: 'category', es: 'categoria' };

/** One category filter of the blog: its category and its value of the parameter in each language. */
export interface BlogFilter {
  category: ArticleCategory;
  params: Record<Language, string>;
}

/** The blog's category filters, in button order. */
export const BLOG_FILTERS: readonly BlogFilter[] = [
  { category: 'marketing', params: { fr: 'marketing', en: 'marketing', es: 'marketing' } },
  { category: 'communication', params: { fr: 'communication', en: 'communication', es: 'comunicacion' } },
  { category: 'local-seo', params: { fr: 'seo-local', en: 'local-seo', es: 'seo-local' } },
  { category: 'coaching', params: { fr: 'coaching', en: 'coaching', es: 'coaching' } },
  { category: 'web-design', params: { fr: 'web-design', en: 'web-design', es: 'diseno-web' } },
];

/** The address of the blog at `blogPath`, in `language`, filtered by `filter`. */
export function filteredBlogPath(blogPath: string, language: Language, filter: BlogFilter): string {
  return `${blogPath}?${BLOG_FILTER_PARAM[language]}=${filter.params[language]}`;
}

/** The blog filtered by `filter` in every language (unfiltered without one): where the language menu leads from it. */
export function filteredBlogPaths(blogPaths: Localized, filter: BlogFilter | undefined): Localized {
  return filter ? inEveryLanguage((language) => filteredBlogPath(blogPaths[language], language, filter)) : blogPaths;
}

/** The filter a query selects in `language`; an unknown or absent value selects none (all articles). */
export function selectedFilter(query: URLSearchParams, language: Language): BlogFilter | undefined {
  const value = query.get(BLOG_FILTER_PARAM[language]);
  return BLOG_FILTERS.find((filter) => filter.params[language] === value);
}
