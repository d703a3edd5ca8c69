import type { LanguageSpec } from './language-spec';
import { english } from './specs/en';
import { spanish } from './specs/es';
import { french } from './specs/fr';

/**
 * The site's languages, in menu order. Every language type derives from this
 * list; a language is its code here, its module below, its dictionary
 * (src/i18n/<code>.ts) and its texts' module (src/language-modules.ts), and
 * the content build names every file it still lacks.
 */
export const LANGUAGES = ['fr', 'en', 'es'] as const;

export type Language = (typeof LANGUAGES)[number];

/** French is served without a path prefix; the others under `/en` and `/es`. */
export const DEFAULT_LANGUAGE: Language = 'fr';

/** Each language's module: its name, formats, spacing and spelling (src/languages/language-spec.ts). */
export const LANGUAGE_SPECS: Record<Language, LanguageSpec> = { fr: french, en: english, es: spanish };

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** `/en/…` is English, `/es/…` Spanish, anything else French. */
export function languageFromPath(path: string): Language {
  const prefix = path.split('/')[1] ?? '';
  return isLanguage(prefix) && prefix !== DEFAULT_LANGUAGE ? prefix : DEFAULT_LANGUAGE;
}

/** A value given once per language. */
export type Localized<T = string> = Record<Language, T>;

/** A value worked out for each language. */
export function inEveryLanguage<T>(value: (language: Language) => T): Localized<T> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, value(language)])) as Localized<T>;
}
