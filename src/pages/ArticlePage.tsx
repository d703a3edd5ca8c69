import { breadcrumbTrail } from '../breadcrumbs';
import { ArticlePicture } from '../components/ArticlePicture';
import { Icon } from '../components/Icon';
import { RichText } from '../components/RichText';
import { formatDate } from '../i18n/format-date';
import { useLanguage } from '../i18n/language-context';
import { linkTo } from '../routes';
import { blogPostingNode } from '../seo/blog-posting';
import { shareImage } from '../seo/share-images';
import { pageUrl, type Page } from './page-context';

/** A blog article: back link, title, author, date, read time, its picture if it has one, body and a call to contact. */
export const ArticlePage: Page<'article'> = {
  head(context) {
    const { route, language, siteUrl, entry: article } = context;
    // Shared, and described to search engines, with its own picture when it has one.
    const share = article.picture
      ? { path: article.picture.jpeg.path, width: article.picture.jpeg.width, height: article.picture.jpeg.height, alt: article.picture.alt, type: 'image/jpeg' as const }
      : undefined;
    const imageUrl = siteUrl + (share ?? shareImage(route.kind, language)).path;
    return {
      title: article.metaTitle,
      // The short brand keeps article titles within 60 characters.
      brand: 'short',
      description: article.metaDescription,
      updated: article.date,
      published: article.date,
      breadcrumb: breadcrumbTrail(route, language, article.title),
      mainEntity: blogPostingNode(siteUrl, pageUrl(context), article, imageUrl),
      ...(share ? { shareImage: share } : {}),
    };
  },
  Body({ entry: article }) {
    const { language, t } = useLanguage();
    return (
      <article className="container prose article">
        <p>
          <a className="back-link" href={linkTo('blog', language)}>
            <Icon name="arrow-left" className="icon-inline" />
            {t('article.back')}
          </a>
        </p>
        <p className="badge">{t(`blog.category.${article.category}`)}</p>
        <h1>{article.title}</h1>
        <p className="meta">
          {t('blog.by')} {article.author} · <time dateTime={article.date}>{formatDate(article.date, language)}</time> ·{' '}
          {article.readTimeMinutes} {t('blog.readTime')}
        </p>
        {article.picture && <ArticlePicture picture={article.picture} />}
        <p className="lead">{article.excerpt}</p>
        <RichText blocks={article.body} />
        <aside className="cta-box" aria-labelledby="article-cta-title">
          <h2 id="article-cta-title">{t('article.ctaTitle')}</h2>
          <p>{t('article.ctaText')}</p>
          <p>
            <a className="button button-primary" href={linkTo('booking', language)}>
              {t('article.ctaButton')}
            </a>
          </p>
        </aside>
      </article>
    );
  },
};
