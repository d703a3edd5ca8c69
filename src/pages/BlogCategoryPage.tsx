import { breadcrumbTrail } from '../breadcrumbs';
import { BlogListing } from '../components/BlogListing';
import { articlesIn } from '../content/articles';
import { categoryOfRoute } from '../content/blog-categories';
import { pageContent } from '../content/page-content';
import { translate } from '../i18n/dictionary';
import { feedPath } from '../seo/rss';
import type { Page, PageContext } from './page-context';

/**
 * The blog showing one category's articles (`/blog/categorie/seo-local`): a
 * page of its own for each category, with its title and description, under
 * the blog in the breadcrumb; the blog's texts, but not its FAQ, which the
 * blog alone shows and publishes as structured data. Its HTML depends on its address
 * alone, so the build renders it and Cloudflare serves it as a static file.
 */
export const BlogCategoryPage: Page<'blogCategory'> = {
  head: ({ route, language }) => {
    const category = categoryOfRoute(route.id);
    return {
      title: translate(language, `blog.categoryTitle.${category}`),
      description: translate(language, `blog.categoryDescription.${category}`),
      updated: route.updated[language],
      breadcrumb: breadcrumbTrail(route, language, translate(language, `blog.category.${category}`)),
      feed: feedPath(language),
    };
  },
  Body: ({ route, language }: PageContext<'blogCategory'>) => (
    <BlogListing blog={pageContent('blog', language)} articles={articlesIn(language)} category={categoryOfRoute(route.id)} />
  ),
};
