import { LANGUAGE_SPECS, type Language } from '../languages/languages';

/** An ISO date (YYYY-MM-DD) written out in the page language: « 15 septembre 2025 », "15 September 2025", "15 de septiembre de 2025". */
export function formatDate(isoDate: string, language: Language): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const spec = LANGUAGE_SPECS[language];
  return spec.date(spec.dayOfMonth(day), spec.months[month - 1]!, year);
}
