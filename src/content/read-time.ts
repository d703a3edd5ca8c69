import { countWords } from './rich-text';
import type { Article } from './schemas/article';

const WORDS_PER_MINUTE = 200;

/** Reading time in whole minutes at 200 words a minute, never less than one. */
export function readTimeMinutes(article: Pick<Article, 'body'>): number {
  return Math.max(1, Math.round(countWords(article.body) / WORDS_PER_MINUTE));
}
