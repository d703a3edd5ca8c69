import type { BlogPosting } from 'schema-dts';
import type { ArticleSummary } from '../content/schemas/article';
import { translate } from '../i18n/dictionary';
import { founderNode, organizationId } from './organization';
import { webPageId } from './web-page';

/** A blog article, written by the founder and published by the agency, on the page at `pageUrl`. */
export function blogPostingNode(
  siteUrl: string,
  pageUrl: string,
  article: ArticleSummary,
  imageUrl: string,
): Exclude<BlogPosting, string> {
  return {
    '@type': 'BlogPosting',
    '@id': `${pageUrl}#article`,
    headline: article.title,
    description: article.excerpt,
    datePublished: article.date,
    dateModified: article.date,
    inLanguage: article.language,
    articleSection: translate(article.language, `blog.category.${article.category}`),
    author: founderNode(siteUrl),
    publisher: { '@id': organizationId(siteUrl) },
    image: imageUrl,
    url: pageUrl,
    mainEntityOfPage: { '@id': webPageId(pageUrl) },
  };
}
