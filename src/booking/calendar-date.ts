/**
 * Dates and wall-clock times as a calendar shows them, with no time zone:
 * the agency's Monday 29 March 2027 at 9:00. Arithmetic on them is calendar
 * arithmetic (the next day is the next date), never 24 hours added to an
 * instant, which is wrong on the days the clocks change.
 */

/** A day of the Gregorian calendar; `month` runs from 1 (January) to 12. */
export interface PlainDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** A date and a wall-clock time on it, to the minute. */
export interface PlainDateTime extends PlainDate {
  readonly hour: number;
  readonly minute: number;
}

/** ISO 8601 weekday: 1 is Monday, 7 is Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** Milliseconds since 1970-01-01T00:00:00Z: one moment, the same everywhere. */
export type Instant = number;

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** The date `days` after (or before, when negative) `date`. */
export function addDays(date: PlainDate, days: number): PlainDate {
  // Date's UTC fields are a proleptic Gregorian calendar with no clock changes: pure date arithmetic.
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

export function isoWeekday(date: PlainDate): IsoWeekday {
  return (new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() || 7) as IsoWeekday;
}

/** How many days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: PlainDate, to: PlainDate): number {
  return Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / DAY);
}

export function sameDate(a: PlainDate, b: PlainDate): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

/** `2027-03-29`: the date's ISO 8601 form, also a key that sorts in date order. */
export function dateKey({ year, month, day }: PlainDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The date of `2027-03-29`, or undefined when it is not a real date in that form. */
export function parseDateKey(key: string): PlainDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!match) return undefined;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return sameDate(addDays(date, 0), date) ? date : undefined;
}

/** The date part of a date and time. */
export function dateOf({ year, month, day }: PlainDate): PlainDate {
  return { year, month, day };
}

/** The minutes from midnight to the wall-clock time of `time`. */
export function minuteOfDay(time: Pick<PlainDateTime, 'hour' | 'minute'>): number {
  return time.hour * 60 + time.minute;
}

/** `date` at `minutes` past midnight (9:40 is 580). */
export function atMinute(date: PlainDate, minutes: number): PlainDateTime {
  return { ...dateOf(date), hour: Math.floor(minutes / 60), minute: minutes % 60 };
}
