import { LANGUAGE_SPECS, type Language } from '../languages/languages';

/**
 * A date from its figures (month 1 to 12), as `language` writes it: its
 * module's day of the month (French's « 1er »), month's name and order; the
 * year left out when not given. The one place that puts a date's parts
 * together, so that no caller forgets the first of the month.
 */
export function dateText(language: Language, day: number, month: number, year?: number): string {
  const spec = LANGUAGE_SPECS[language];
  return spec.date(spec.dayOfMonth(day), spec.months[month - 1]!, year);
}

/** An ISO date (YYYY-MM-DD) written out in the page language: « 15 septembre 2025 », "15 September 2025", "15 de septiembre de 2025". */
export function formatDate(isoDate: string, language: Language): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return dateText(language, day, month, year);
}
