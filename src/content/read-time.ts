import { countWords, type Block } from './rich-text';

const WORDS_PER_MINUTE = 200;

/** Reading time of an article's body in whole minutes at 200 words a minute, never less than one. */
export function readTimeMinutes(body: readonly Block[]): number {
  return Math.max(1, Math.round(countWords(body) / WORDS_PER_MINUTE));
}
