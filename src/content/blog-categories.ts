import { ARTICLE_CATEGORIES, type ArticleCategory } from '../languages/address-words';
import { LANGUAGE_SPECS, type Language } from '../languages/languages';

/** The route id of a category's page (`category:local-seo`): the content build adds one to the route table for each category. */
export const categoryRouteId = <Category extends ArticleCategory>(category: Category): `category:${Category}` => `category:${category}`;

/**
 * The address of a category's page in `language`, below the blog's address
 * there, in that language's words (its module's `blogCategories`):
 * `/blog/categorie/seo-local`, `/en/blog/category/local-seo`.
 */
export function categoryPath(blogPath: string, language: Language, category: ArticleCategory): string {
  const { folder, slugs } = LANGUAGE_SPECS[language].blogCategories;
  return `${blogPath}/${folder}/${slugs[category]}`;
}

/**
 * The category a blog address filtered through its query names, as the
 * blog's links wrote it before its categories had pages of their own
 * (`/en/blog?category=local-seo`): its language's parameter with one of its
 * categories' names. None for an unknown value, which showed every article.
 */
export function formerFilter(query: URLSearchParams, language: Language): { param: string; category: ArticleCategory } | undefined {
  const { formerParam, slugs } = LANGUAGE_SPECS[language].blogCategories;
  const value = query.get(formerParam);
  const category = ARTICLE_CATEGORIES.find((candidate) => slugs[candidate] === value);
  return category && { param: formerParam, category };
}

/** The category whose page is the route `id` (`category:local-seo`). */
export function categoryOfRoute(id: string): ArticleCategory {
  const category = ARTICLE_CATEGORIES.find((candidate) => categoryRouteId(candidate) === id);
  if (!category) throw new Error(`The route ${id} is no category's page`);
  return category;
}
