import { ArticleCard } from './ArticleCard';
import { FaqBlock } from './FaqBlock';
import { NewsletterForm } from './NewsletterForm';
import { PageIntro } from './PageIntro';
import { categoryRouteId } from '../content/blog-categories';
import type { EntryOf } from '../content/page-kinds';
import type { ArticleSummary } from '../content/schemas/article';
import type { NewsletterFormState } from '../forms/form-state';
import { useLanguage } from '../i18n/language-context';
import { ARTICLE_CATEGORIES, type ArticleCategory } from '../languages/address-words';
import { linkTo } from '../routes';

/**
 * What the blog and each of its category pages show: the blog's intro, links
 * to every category's page (plain links: each is a page of its own, with its
 * address, title and language menu, so nothing needs JavaScript), the cards
 * of `articles` of `category` (all of them without one), the empty message
 * when that category has none yet, the newsletter box, and the FAQ on the
 * blog alone (`withFaq`), the one page that publishes its questions as
 * structured data.
 */
export function BlogListing({
  blog,
  articles: all,
  category,
  newsletter,
  withFaq = false,
}: {
  blog: EntryOf<'blog'>;
  articles: readonly ArticleSummary[];
  category?: ArticleCategory;
  newsletter?: NewsletterFormState;
  withFaq?: boolean;
}) {
  const { language, t } = useLanguage();
  const articles = all.filter((article) => !category || article.category === category);
  const links = [
    { key: 'all', href: linkTo('blog', language), label: blog.allLabel, current: !category },
    ...ARTICLE_CATEGORIES.map((each) => ({
      key: each,
      href: linkTo(categoryRouteId(each), language),
      label: t(`blog.category.${each}`),
      current: each === category,
    })),
  ];
  return (
    <>
      <PageIntro title={blog.title} intro={blog.intro} />
      <div className="container blog">
        <nav className="blog-filter" aria-label={blog.filterLabel}>
          <ul>
            {links.map((link) => (
              <li key={link.key}>
                <a className="filter-button" href={link.href} aria-current={link.current ? 'page' : undefined}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {/* What the list holds, for screen readers: every article, or the category's. */}
        <h2 className="visually-hidden">{category ? t(`blog.category.${category}`) : t('blog.more')}</h2>
        {articles.length > 0 ? (
          <div className="grid grid-2 blog-list">
            {articles.map((article) => (
              <ArticleCard key={article.slug} article={article} />
            ))}
          </div>
        ) : (
          <p className="empty-message">{blog.emptyMessage}</p>
        )}
        <NewsletterForm text={blog.newsletter} state={newsletter} />
      </div>
      {withFaq && <FaqBlock items={blog.faq} />}
    </>
  );
}
