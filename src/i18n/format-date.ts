import type { Language, Localized } from './languages';

/**
 * Month names, so dates are written without Intl.DateTimeFormat: building the
 * first formatter of an isolate loads locale data and costs about 17 ms of CPU,
 * more than the rest of a cold page render.
 */
const MONTHS: Localized<readonly string[]> = {
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
};

/** An ISO date (YYYY-MM-DD) written out in the page language: « 15 septembre 2025 », "15 September 2025", "15 de septiembre de 2025". */
export function formatDate(isoDate: string, language: Language): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const monthName = MONTHS[language][month - 1];
  return language === 'es' ? `${day} de ${monthName} de ${year}` : `${day} ${monthName} ${year}`;
}
