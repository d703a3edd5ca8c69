import type { Language } from '../languages/languages';
import { homeContent } from './home';
import type { FaqItem } from './schemas/fields';

export type { FaqItem };

/** The questions of the home page in `language` (home/<language>.md); the FAQ page lists them first. */
export function homeFaq(language: Language): readonly FaqItem[] {
  return homeContent(language).faq;
}
