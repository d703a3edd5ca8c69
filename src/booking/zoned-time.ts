import { DAY, type Instant, type PlainDateTime } from './calendar-date';

/**
 * Wall-clock time in an IANA time zone and the instant it names, with
 * Intl.DateTimeFormat alone: workerd has no Temporal yet. What the zone's
 * rules say comes from the runtime's time zone data; this module only reads
 * it, and says what happens at a clock change:
 *
 * - a wall time in the spring-forward gap (2:30 in Paris on 28 March 2027)
 *   names no instant;
 * - a wall time in the autumn overlap (2:30 in Paris on 31 October 2027)
 *   names two, an hour apart.
 *
 * Disambiguation follows Temporal's, so the polyfill can check this module.
 */

/** What to do with a wall time that names no instant, or two. */
export type Disambiguation = 'compatible' | 'earlier' | 'later' | 'reject';

/** A date and time to the second, as a zone's clocks showed it at an instant. */
export interface ZonedWallTime extends PlainDateTime {
  readonly second: number;
}

const FORMATTERS = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone, kept: building one costs far more than using it. */
function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = FORMATTERS.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    FORMATTERS.set(zone, formatter);
  }
  return formatter;
}

/** What the clocks of `zone` show at `instant`. Throws a RangeError for a zone Intl does not know. */
export function wallTimeAt(instant: Instant, zone: string): ZonedWallTime {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of formatterFor(zone).formatToParts(instant)) parts[type] = value;
  const year = Number(parts.year);
  return {
    // Years before the common era, as ISO 8601 numbers them (1 BC is year 0); only far-off tests meet them.
    year: parts.era === 'BC' ? 1 - year : year,
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The wall time read as if it were UTC: the "local milliseconds" offsets are measured from. */
function localMilliseconds(time: PlainDateTime & { second?: number }): number {
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, takes years 0 to 99 as they are.
  date.setUTCFullYear(time.year, time.month - 1, time.day);
  date.setUTCHours(time.hour, time.minute, time.second ?? 0, 0);
  return date.getTime();
}

/** How far ahead of UTC the clocks of `zone` are at `instant`, in milliseconds (Paris in summer: 7,200,000). */
export function offsetAt(instant: Instant, zone: string): number {
  const wholeSecond = instant - (((instant % 1000) + 1000) % 1000);
  return localMilliseconds(wallTimeAt(wholeSecond, zone)) - wholeSecond;
}

/**
 * Every instant at which the clocks of `zone` show `time`, in order: one
 * usually, none in a spring-forward gap, two in an autumn overlap. It tries
 * the offsets in force a day before and a day after, which holds for every
 * zone that does not change its offset twice within two days.
 */
export function possibleInstants(time: PlainDateTime, zone: string): Instant[] {
  const local = localMilliseconds(time);
  const offsets = new Set([offsetAt(local - DAY, zone), offsetAt(local + DAY, zone)]);
  return [...offsets]
    .map((offset) => local - offset)
    .filter((instant) => offsetAt(instant, zone) === local - instant)
    .sort((a, b) => a - b);
}

/**
 * The instant at which the clocks of `zone` show `time`. In a gap,
 * `compatible` and `later` move the time forward by the gap's length (2:30
 * becomes 3:30 in Paris), `earlier` back (1:30); in an overlap,
 * `compatible` and `earlier` take the first of the two instants, `later` the
 * second; `reject` throws a RangeError in both cases.
 */
export function instantAt(time: PlainDateTime, zone: string, disambiguation: Disambiguation = 'compatible'): Instant {
  const instants = possibleInstants(time, zone);
  if (instants.length === 1) return instants[0]!;
  if (disambiguation === 'reject') throw new RangeError(`${JSON.stringify(time)} is ${instants.length ? 'ambiguous' : 'skipped'} in ${zone}`);
  if (instants.length === 2) return disambiguation === 'later' ? instants[1]! : instants[0]!;
  // In a gap: the offset before the change, applied to the wall time, lands after it, and the offset after it before it.
  const local = localMilliseconds(time);
  return local - offsetAt(disambiguation === 'earlier' ? local + DAY : local - DAY, zone);
}
