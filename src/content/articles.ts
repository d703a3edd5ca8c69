import { ARTICLES } from '../generated/content';
import type { Language } from '../i18n/languages';
import { contentPath } from './content-paths';
import type { Article } from './schemas/article';

/** Every article in every language (blog/<language>/<slug>.md), newest first. */
export { ARTICLES };

export function articlesIn(language: Language): Article[] {
  return ARTICLES.filter((article) => article.language === language);
}

/** Path of an article: always language-prefixed, French included. */
export function articlePath(article: Pick<Article, 'language' | 'slug'>): string {
  return contentPath('blog', article.language, article.slug);
}

export { readTimeMinutes } from './read-time';
