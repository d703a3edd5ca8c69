import type { ArticleCategory } from './schemas/article';

/** The blog's category filters and their `?categorie=` values (the same in every language), in button order. */
export const BLOG_FILTERS: readonly { category: ArticleCategory; param: string }[] = [
  { category: 'marketing', param: 'marketing' },
  { category: 'communication', param: 'communication' },
  { category: 'local-seo', param: 'seo-local' },
  { category: 'coaching', param: 'coaching' },
  { category: 'web-design', param: 'web-design' },
];

/** The query parameter of the blog filter. */
export const BLOG_FILTER_PARAM = 'categorie';

/** The category a `?categorie=` value selects; unknown or absent values select all. */
export function selectedCategory(param: string | null): ArticleCategory | null {
  return BLOG_FILTERS.find((filter) => filter.param === param)?.category ?? null;
}
