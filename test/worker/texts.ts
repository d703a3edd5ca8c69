/**
 * The site's texts, for tests that read them without a request. The Worker
 * loads a language's texts when a request first needs it
 * (src/language-content.ts); importing this module loads every language first.
 */
import { articlesIn } from '../../src/content/articles';
import { LANGUAGES } from '../../src/i18n/languages';
import { loadEveryLanguage } from '../../src/language-content';

await loadEveryLanguage();

/** Every article in every language, each language's newest first. */
export const EVERY_ARTICLE = LANGUAGES.flatMap((language) => articlesIn(language));
