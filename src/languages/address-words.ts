/**
 * What each language's addresses name in its own words, besides the content
 * files' slugs and the services' folder: the pages that have no content file
 * (src/fixed-routes.ts) and the blog's categories (their pages,
 * src/content/blog-categories.ts). Every language's module writes them
 * (`fixedPaths` and `blogCategories` of language-spec.ts), so a page or a
 * category added here fails `tsc` until each does.
 */
export const FIXED_PAGES = ['home', 'newsletter-unsubscribe', 'newsletter-confirmation', 'booking-confirmation', 'booking-management'] as const;
export type FixedPage = (typeof FIXED_PAGES)[number];

/** The articles' categories (an article's `category`), in the order of the blog's category links. */
export const ARTICLE_CATEGORIES = ['marketing', 'communication', 'local-seo', 'coaching', 'web-design'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];
