import { dateKey, type PlainDate, type PlainDateTime } from '../booking/calendar-date';
import { dayText, timeText } from '../booking/slot-text';
import { wallTimeAt } from '../booking/zoned-time';
import { formatDate } from '../i18n/format-date';
import type { Language } from '../languages/languages';
import { deskText } from './i18n/desk-text';

/** A stored moment (ISO 8601, UTC) as the desk shows it, in French: « 24 novembre 2026 à 9 h 05 », « 1er décembre 2026 à 12 h ». Paris time is the owner's. */
export function formatMoment(iso: string): string {
  const wall = wallTimeAt(Date.parse(iso), 'Europe/Paris');
  return `${formatDate(dateKey(wall), 'fr')} à ${timeText(wall, 'fr')}`;
}

/** A language's name in French. */
export const languageName = (language: Language): string => deskText(`language.${language}`);

/** A date with its weekday, « lundi 1er mars 2027 », as the owner's feed writes it too. */
export const formatDay = (date: PlainDate): string => dayText(date, 'fr', true);

/** A time of day, « 9 h 05 », « 18 h », as the owner's feed writes it too. */
export const formatWallTime = (time: Pick<PlainDateTime, 'hour' | 'minute'>): string => timeText(time, 'fr');
