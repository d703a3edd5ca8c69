import type { Instant, PlainDateTime } from './calendar-date';

/**
 * What the clocks of an IANA time zone show, read from the runtime's time
 * zone data through Intl.DateTimeFormat (workerd has no Temporal yet). The
 * booking's zones are mostly read from the build's table instead
 * (src/booking/zone-table.ts); this is its source, and the reading of every
 * other zone and instant.
 */

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

/** What the clocks of `zone` show at `instant`, as Intl reads them. Throws a RangeError for a zone Intl does not know. */
export function intlWallTime(instant: Instant, zone: string): ZonedWallTime {
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
export function localMilliseconds(time: PlainDateTime & { second?: number }): number {
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, takes years 0 to 99 as they are.
  date.setUTCFullYear(time.year, time.month - 1, time.day);
  date.setUTCHours(time.hour, time.minute, time.second ?? 0, 0);
  return date.getTime();
}

/** `instant` to the whole second before it: what a zone's clocks show, and so its offset, changes by whole seconds. */
export const wholeSecond = (instant: Instant): Instant => instant - (((instant % 1000) + 1000) % 1000);

/** How far ahead of UTC the clocks of `zone` are at `instant`, as Intl reads them, in milliseconds. */
export function intlOffsetAt(instant: Instant, zone: string): number {
  const second = wholeSecond(instant);
  return localMilliseconds(intlWallTime(second, zone)) - second;
}
