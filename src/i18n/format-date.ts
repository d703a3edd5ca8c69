import { LANGUAGE_OPTIONS, type Language } from './languages';

// One formatter per language: building an Intl.DateTimeFormat costs far more than using one.
const formatters = new Map<Language, Intl.DateTimeFormat>();

/** An ISO date (YYYY-MM-DD) written out in the page language, e.g. « 15 septembre 2025 ». */
export function formatDate(isoDate: string, language: Language): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    const locale = LANGUAGE_OPTIONS[language].locale.replace('_', '-');
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    formatters.set(language, formatter);
  }
  return formatter.format(new Date(`${isoDate}T00:00:00Z`));
}
