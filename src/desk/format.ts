import type { PlainDate, PlainDateTime } from '../booking/calendar-date';
import { dayText, timeText } from '../booking/slot-text';
import { formatDate } from '../i18n/format-date';
import type { Language } from '../languages/languages';
import { deskText } from './i18n/desk-text';

/** A stored moment (ISO 8601, UTC) as the desk shows it, in French: « 24 novembre 2026 à 09 h 05 ». Paris time is the owner's. */
export function formatMoment(iso: string): string {
  const [date, time] = new Date(iso).toLocaleString('sv-SE', { timeZone: 'Europe/Paris' }).split(' ') as [string, string];
  const [hours, minutes] = time.split(':');
  return `${formatDate(date, 'fr')} à ${hours}\u00a0h\u00a0${minutes}`;
}

/** A language's name in French. */
export const languageName = (language: Language): string => deskText(`language.${language}`);

/** A date with its weekday, « lundi 1er mars 2027 », as the owner's feed writes it too. */
export const formatDay = (date: PlainDate): string => dayText(date, 'fr', true);

/** A time of day, « 9 h 05 », « 18 h », as the owner's feed writes it too. */
export const formatWallTime = (time: Pick<PlainDateTime, 'hour' | 'minute'>): string => timeText(time, 'fr');
