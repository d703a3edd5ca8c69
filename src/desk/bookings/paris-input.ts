import { parseDateKey, type PlainDate } from '../../booking/calendar-date';

/**
 * Dates and times as the owner types them on the desk, read as Paris dates
 * and wall times: what a date or time field sends (`2027-03-29`, `14:30`),
 * and what she may type where the browser shows a plain text field
 * (`29/03/2027`, `14h30`, `14 h`).
 */

/** The date of `2027-03-29` or `29/03/2027`, or undefined when it is none. */
export function parseDateInput(text: string): PlainDate | undefined {
  const trimmed = text.trim();
  const french = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  if (!french) return parseDateKey(trimmed);
  return parseDateKey(`${french[3]}-${french[2]!.padStart(2, '0')}-${french[1]!.padStart(2, '0')}`);
}

/** Minutes after midnight of `14:30`, `14:30:00`, `9:05`, `14h30`, `14 h 30` or `14h`, or undefined when it is no time of day. */
export function parseTimeInput(text: string): number | undefined {
  const match = /^(\d{1,2})\s*(?::|h)\s*(\d{2})?(?::00)?$/i.exec(text.trim());
  if (!match) return undefined;
  const [hours, minutes] = [Number(match[1]), Number(match[2] ?? 0)];
  // `14:` is no time; `14h` is 14:00.
  if (match[2] === undefined && !/h\s*$/i.test(text.trim())) return undefined;
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : undefined;
}
