import type { Language } from '../languages/languages';
import { languageContent } from './language-content';
import type { HomeContent } from './schemas/home';

export type { HomeContent };

/** The home page's texts in `language` (home/<language>.md). */
export function homeContent(language: Language): HomeContent {
  return languageContent(language).home;
}
