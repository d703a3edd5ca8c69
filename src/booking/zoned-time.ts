import { DAY, type Instant, type PlainDateTime } from './calendar-date';
import { intlOffsetAt, intlWallTime, localMilliseconds, wholeSecond, type ZonedWallTime } from './intl-wall-time';
import { tabledOffset } from './zone-table';

export type { ZonedWallTime } from './intl-wall-time';

/**
 * Wall-clock time in an IANA time zone and the instant it names. What the
 * zone's rules say comes from the runtime's time zone data, through Intl
 * (src/booking/intl-wall-time.ts), or from the build's reading of it for
 * the menu's zones around the build's date (src/booking/zone-table.ts),
 * which spares a new isolate Intl; this module only reads it, and says what
 * happens at a clock change:
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

/** What the clocks of `zone` show at `instant`. Throws a RangeError for a zone Intl does not know. */
export function wallTimeAt(instant: Instant, zone: string): ZonedWallTime {
  const offset = tabledOffset(instant, zone);
  if (offset === undefined) return intlWallTime(instant, zone);
  // The wall time is the instant moved by the offset, read as UTC; to the second, as Intl writes it.
  const wall = new Date(wholeSecond(instant) + offset);
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate(), hour: wall.getUTCHours(), minute: wall.getUTCMinutes(), second: wall.getUTCSeconds() };
}

/** How far ahead of UTC the clocks of `zone` are at `instant`, in milliseconds (Paris in summer: 7,200,000). */
export function offsetAt(instant: Instant, zone: string): number {
  return tabledOffset(instant, zone) ?? intlOffsetAt(instant, zone);
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
