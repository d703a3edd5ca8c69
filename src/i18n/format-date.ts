import { LANGUAGE_OPTIONS, type Language } from './languages';

/** An ISO date (YYYY-MM-DD) written out in the page language, e.g. « 15 septembre 2025 ». */
export function formatDate(isoDate: string, language: Language): string {
  const locale = LANGUAGE_OPTIONS[language].locale.replace('_', '-');
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}
