import type { ArticleSummary } from '../content/schemas/article';
import { articlePath } from '../content/articles';
import { useLanguage } from '../i18n/language-context';
import { formatDate } from '../i18n/format-date';

/** A blog teaser: category, title, excerpt, date and read time, linking to the article. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  const { language, t } = useLanguage();
  return (
    <article className="card article-card reveal" data-category={article.category}>
      <p className="badge">{t(`blog.category.${article.category}`)}</p>
      <h3>
        <a href={articlePath(article)}>{article.title}</a>
      </h3>
      <p>{article.excerpt}</p>
      <p className="meta">
        <time dateTime={article.date}>{formatDate(article.date, language)}</time> · {article.readTimeMinutes}{' '}
        {t('blog.readTime')}
      </p>
    </article>
  );
}
