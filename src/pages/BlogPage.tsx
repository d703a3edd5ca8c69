import { breadcrumbTrail } from '../breadcrumbs';
import { BlogListing } from '../components/BlogListing';
import { articlesIn } from '../content/articles';
import { headTexts } from '../content/page-content';
import { translate } from '../i18n/dictionary';
import { feedPath } from '../seo/rss';
import type { Page, PageContext } from './page-context';

/**
 * The blog: every article's card, with links to its categories' pages
 * (src/pages/BlogCategoryPage.tsx), the newsletter box, which shows its
 * outcome after a sign-up, and the FAQ.
 */
export const BlogPage: Page<'blog'> = {
  head: ({ route, language, entry }) => ({
    ...headTexts(entry),
    updated: route.updated[language],
    breadcrumb: breadcrumbTrail(route, language, translate(language, 'nav.blog')),
    faq: entry.faq,
    feed: feedPath(language),
  }),
  Body: ({ language, entry, form }: PageContext<'blog'>) => (
    <BlogListing blog={entry} articles={articlesIn(language)} newsletter={form?.form === 'newsletter' ? form : undefined} withFaq />
  ),
};
