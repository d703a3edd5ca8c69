/** The site's languages, in menu order. Every language type derives from this list. */
export const LANGUAGES = ['fr', 'en', 'es'] as const;

export type Language = (typeof LANGUAGES)[number];

/** French is served without a path prefix; the others under `/en` and `/es`. */
export const DEFAULT_LANGUAGE: Language = 'fr';

/** What the language menu shows, and the locale used by Open Graph and dates. */
export const LANGUAGE_OPTIONS: Record<Language, { name: string; flag: string; locale: string }> = {
  fr: { name: 'Français', flag: '🇫🇷', locale: 'fr_FR' },
  en: { name: 'English', flag: '🇬🇧', locale: 'en_GB' },
  es: { name: 'Español', flag: '🇪🇸', locale: 'es_ES' },
};

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
