import type { Language } from '../languages/languages';
import { articleCards } from './article-index';
import { contentPath } from './content-paths';
import type { ArticleSummary } from './schemas/article';

/** The articles of `language` (blog/<language>/<slug>.md), newest first. */
export function articlesIn(language: Language): readonly ArticleSummary[] {
  return articleCards(language).newestFirst;
}

/** Path of an article: always language-prefixed, French included. */
export function articlePath(article: Pick<ArticleSummary, 'language' | 'slug'>): string {
  return contentPath('blog', article.language, article.slug);
}
