import { breadcrumbTrail } from '../breadcrumbs';
import { ArticleCard } from '../components/ArticleCard';
import { FaqBlock } from '../components/FaqBlock';
import { NewsletterForm } from '../components/NewsletterForm';
import { PageIntro } from '../components/PageIntro';
import { articlesIn } from '../content/articles';
import { BLOG_FILTERS, filteredBlogPath, filteredBlogPaths, selectedFilter } from '../content/blog-filters';
import { headTexts } from '../content/page-content';
import { translate } from '../i18n/dictionary';
import { useLanguage } from '../i18n/language-context';
import { feedPath } from '../seo/rss';
import type { Page, PageContext } from './page-context';

/**
 * The blog: category filters that are plain links (`?categorie=…`, in
 * English `?category=…`: src/content/blog-filters.ts), rendered filtered by
 * the server and filtered in place by the client script, the language menu
 * leading to the same filter in each language; article cards, the newsletter
 * box and the FAQ.
 */
export const BlogPage: Page<'blog'> = {
  head: ({ route, language, entry }) => ({
    ...headTexts(entry),
    updated: route.updated[language],
    breadcrumb: breadcrumbTrail(route, language, translate(language, 'nav.blog')),
    faq: entry.faq,
    feed: feedPath(language),
  }),
  variant: ({ query, language }) => selectedFilter(query, language)?.category ?? '',
  languagePaths: ({ route, query, language }) => filteredBlogPaths(route.paths, selectedFilter(query, language)),
  Body({ route, language, query, form, entry: content }: PageContext<'blog'>) {
    const { t } = useLanguage();
    const selected = selectedFilter(query, language);
    const articles = articlesIn(language);
    const blogPath = route.paths[language];
    const shown = articles.filter((article) => !selected || article.category === selected.category);
    const filters = [
      { key: 'all', href: blogPath, label: content.allLabel, active: !selected, category: '', languagePaths: route.paths },
      ...BLOG_FILTERS.map((filter) => ({
        key: filter.category,
        href: filteredBlogPath(blogPath, language, filter),
        languagePaths: filteredBlogPaths(route.paths, filter),
        label: t(`blog.category.${filter.category}`),
        active: selected === filter,
        category: filter.category,
      })),
    ];
    return (
      <>
        <PageIntro title={content.title} intro={content.intro} />
        <div className="container blog" data-blog>
          <nav className="blog-filter" aria-label={content.filterLabel}>
            <ul>
              {filters.map((filter) => (
                <li key={filter.key}>
                  <a
                    className="filter-button"
                    href={filter.href}
                    aria-current={filter.active ? 'true' : undefined}
                    data-filter={filter.category}
                    data-language-paths={JSON.stringify(filter.languagePaths)}
                  >
                    {filter.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <h2 className="visually-hidden">{t('blog.more')}</h2>
          <div className="grid grid-2 blog-list">
            {articles.map((article) => (
              <ArticleCard key={article.slug} article={article} hidden={!shown.includes(article)} />
            ))}
          </div>
          <p className="empty-message" role="status" data-blog-empty hidden={shown.length > 0}>
            {content.emptyMessage}
          </p>
          <NewsletterForm text={content.newsletter} state={form?.form === 'newsletter' ? form : undefined} />
        </div>
        <FaqBlock items={content.faq} />
      </>
    );
  },
};
