import { dateKey, isoWeekday, type PlainDate, type PlainDateTime } from '../booking/calendar-date';
import { formatDate } from '../i18n/format-date';
import type { Language } from '../i18n/languages';
import { deskText } from './i18n/desk-text';

/** A stored moment (ISO 8601, UTC) as the desk shows it, in French: « 24 novembre 2026 à 09 h 05 ». Paris time is the owner's. */
export function formatMoment(iso: string): string {
  const [date, time] = new Date(iso).toLocaleString('sv-SE', { timeZone: 'Europe/Paris' }).split(' ') as [string, string];
  const [hours, minutes] = time.split(':');
  return `${formatDate(date, 'fr')} à ${hours}\u00a0h\u00a0${minutes}`;
}

/** A language's name in French. */
export const languageName = (language: Language): string => deskText(`language.${language}`);

const WEEKDAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;

/** A date of the calendar, in French with its weekday: « lundi 29 mars 2027 ». */
export function formatDay(date: PlainDate): string {
  return `${WEEKDAYS[isoWeekday(date) - 1]} ${formatDate(dateKey(date), 'fr')}`;
}

/** A wall-clock time, in French: « 09 h 05 ». */
export function formatWallTime({ hour, minute }: Pick<PlainDateTime, 'hour' | 'minute'>): string {
  return `${String(hour).padStart(2, '0')}\u00a0h\u00a0${String(minute).padStart(2, '0')}`;
}
