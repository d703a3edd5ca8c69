import { dateKey, isoWeekday, type PlainDate, type PlainDateTime } from './calendar-date';
import { formatDate } from '../i18n/format-date';

/**
 * Dates and times of day written the French way, for the owner, who reads
 * French: her desk and her feed of calls. Written out rather than with
 * Intl, as formatDate is, and with its no-break spaces.
 */

const WEEKDAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;

/** A date with its weekday: « lundi 29 mars 2027 ». */
export function frenchDay(date: PlainDate): string {
  return `${WEEKDAYS[isoWeekday(date) - 1]} ${formatDate(dateKey(date), 'fr')}`;
}

/** A time of day: « 09 h 05 ». */
export function frenchTime({ hour, minute }: Pick<PlainDateTime, 'hour' | 'minute'>): string {
  return `${String(hour).padStart(2, '0')}\u00a0h\u00a0${String(minute).padStart(2, '0')}`;
}
