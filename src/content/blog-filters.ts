import { ARTICLE_CATEGORIES, type ArticleCategory } from '../languages/address-words';
import { inEveryLanguage, LANGUAGE_SPECS, type Language, type Localized } from '../languages/languages';

/**
 * One category filter of the blog: its category and its value of the filter's
 * parameter in each language, so that a filtered address reads in its
 * visitor's language (`/en/blog?category=local-seo`); each language's module
 * names both (`blogFilter`, src/languages/specs/).
 */
export interface BlogFilter {
  category: ArticleCategory;
  params: Record<Language, string>;
}

/** The blog's category filters, in button order. */
export const BLOG_FILTERS: readonly BlogFilter[] = ARTICLE_CATEGORIES.map((category) => ({
  category,
  params: inEveryLanguage((language) => LANGUAGE_SPECS[language].blogFilter.values[category]),
}));

/** The address of the blog at `blogPath`, in `language`, filtered by `filter`. */
export function filteredBlogPath(blogPath: string, language: Language, filter: BlogFilter): string {
  return `${blogPath}?${LANGUAGE_SPECS[language].blogFilter.param}=${filter.params[language]}`;
}

/** The blog filtered by `filter` in every language (unfiltered without one): where the language menu leads from it. */
export function filteredBlogPaths(blogPaths: Localized, filter: BlogFilter | undefined): Localized {
  return filter ? inEveryLanguage((language) => filteredBlogPath(blogPaths[language], language, filter)) : blogPaths;
}

/** The filter a query selects in `language`; an unknown or absent value selects none (all articles). */
export function selectedFilter(query: URLSearchParams, language: Language): BlogFilter | undefined {
  const value = query.get(LANGUAGE_SPECS[language].blogFilter.param);
  return BLOG_FILTERS.find((filter) => filter.params[language] === value);
}
