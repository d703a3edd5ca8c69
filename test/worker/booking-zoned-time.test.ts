import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { HOUR, type PlainDateTime } from '../../src/booking/calendar-date';
import { instantAt, offsetAt, possibleInstants, wallTimeAt, type Disambiguation } from '../../src/booking/zoned-time';
import { VISITOR_ZONES } from '../../src/booking/zones';

/**
 * Wall time and instants (src/booking/zoned-time.ts: the build's table of the
 * menu's zones around the build's year, Intl beyond it), checked against the
 * Temporal polyfill: the reference for what a wall time in a zone means, gaps
 * and overlaps at the clock changes included. 2026 to 2030 holds instants
 * both in the table and outside it.
 */

const START_2026 = Date.UTC(2026, 0, 1);
const END_2030 = Date.UTC(2031, 0, 1);
const zone = fc.constantFrom(...VISITOR_ZONES);
const disambiguation = fc.constantFrom<Disambiguation>('compatible', 'earlier', 'later', 'reject');

/** What Temporal makes of `time` in `zone`: its instant, or 'throws' where it refuses one. */
function temporalInstant(time: PlainDateTime, zone: string, disambiguation: Disambiguation): number | 'throws' {
  try {
    return Temporal.ZonedDateTime.from({ ...time, timeZone: zone }, { disambiguation }).epochMilliseconds;
  } catch {
    return 'throws';
  }
}

/** Temporal's possible instants for `time`: none in a gap, two in an overlap. */
function temporalPossibleInstants(time: PlainDateTime, zone: string): number[] {
  if (temporalInstant(time, zone, 'reject') !== 'throws') return [temporalInstant(time, zone, 'reject') as number];
  const [earlier, later] = [temporalInstant(time, zone, 'earlier') as number, temporalInstant(time, zone, 'later') as number];
  const earlierWall = Temporal.Instant.fromEpochMilliseconds(earlier).toZonedDateTimeISO(zone);
  return earlierWall.hour === time.hour && earlierWall.minute === time.minute ? [earlier, later] : [];
}

const wallTimeIn = (instant: number, zone: string) => {
  const zoned = Temporal.Instant.fromEpochMilliseconds(instant).toZonedDateTimeISO(zone);
  return { year: zoned.year, month: zoned.month, day: zoned.day, hour: zoned.hour, minute: zoned.minute, second: zoned.second };
};

/** Any wall time of 2026 to 2030, to the minute: a calendar reading, whatever the zone. */
const anyWallTime = fc.record({ reading: fc.integer({ min: START_2026, max: END_2030 - 1 }), zone }).map(({ reading, zone }) => {
  const date = new Date(reading);
  const time = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour: date.getUTCHours(), minute: date.getUTCMinutes() };
  return { zone, time };
});

/** A wall time within three hours of one of the zone's clock changes, where gaps and overlaps are. */
const wallTimeNearChange = fc
  .record({ instant: fc.integer({ min: START_2026, max: END_2030 - 1 }), zone, shift: fc.integer({ min: -180, max: 180 }) })
  .map(({ instant, zone, shift }) => {
    const change = Temporal.Instant.fromEpochMilliseconds(instant).toZonedDateTimeISO(zone).getTimeZoneTransition('next');
    if (!change) return undefined;
    // Wall times on both sides: the clock reading just before the change, moved by `shift` minutes.
    const before = Temporal.Instant.fromEpochMilliseconds(change.epochMilliseconds - 1).toZonedDateTimeISO(zone).toPlainDateTime().add({ minutes: shift });
    return { zone, time: { year: before.year, month: before.month, day: before.day, hour: before.hour, minute: before.minute } };
  })
  .filter((value): value is { zone: (typeof VISITOR_ZONES)[number]; time: PlainDateTime } => value !== undefined);

describe('wallTimeAt and offsetAt', () => {
  it('read what Temporal reads, at any instant of 2026 to 2030 in every visitor zone', () => {
    fc.assert(
      fc.property(fc.integer({ min: START_2026, max: END_2030 - 1 }), zone, (instant, zone) => {
        expect(wallTimeAt(instant, zone)).toEqual(wallTimeIn(instant, zone));
        expect(offsetAt(instant, zone)).toBe(Temporal.Instant.fromEpochMilliseconds(instant).toZonedDateTimeISO(zone).offsetNanoseconds / 1e6);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('instantAt and possibleInstants', () => {
  it('agree with Temporal on any wall time of 2026 to 2030, whatever the disambiguation', () => {
    fc.assert(
      fc.property(anyWallTime, disambiguation, ({ zone, time }, disambiguation) => {
        const expected = temporalInstant(time, zone, disambiguation);
        if (expected === 'throws') expect(() => instantAt(time, zone, disambiguation)).toThrow(RangeError);
        else expect(instantAt(time, zone, disambiguation)).toBe(expected);
        expect(possibleInstants(time, zone)).toEqual(temporalPossibleInstants(time, zone));
      }),
      { numRuns: 1000 },
    );
  });

  it('agree with Temporal around every clock change, in the gaps and overlaps too', () => {
    fc.assert(
      fc.property(wallTimeNearChange, disambiguation, ({ zone, time }, disambiguation) => {
        const expected = temporalInstant(time, zone, disambiguation);
        if (expected === 'throws') expect(() => instantAt(time, zone, disambiguation)).toThrow(RangeError);
        else expect(instantAt(time, zone, disambiguation)).toBe(expected);
        expect(possibleInstants(time, zone)).toEqual(temporalPossibleInstants(time, zone));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('Paris on the days the clocks change in 2027', () => {
  const paris = (day: number, month: number, hour: number, minute = 0): PlainDateTime => ({ year: 2027, month, day, hour, minute });

  it('28 March: 2:00 to 2:59 do not exist; 2:30 moves to 3:30 (compatible, later) or back to 1:30 (earlier)', () => {
    expect(possibleInstants(paris(28, 3, 2, 30), 'Europe/Paris')).toEqual([]);
    expect(instantAt(paris(28, 3, 2, 30), 'Europe/Paris')).toBe(Date.UTC(2027, 2, 28, 1, 30));
    expect(instantAt(paris(28, 3, 2, 30), 'Europe/Paris', 'later')).toBe(Date.UTC(2027, 2, 28, 1, 30));
    expect(instantAt(paris(28, 3, 2, 30), 'Europe/Paris', 'earlier')).toBe(Date.UTC(2027, 2, 28, 0, 30));
    expect(() => instantAt(paris(28, 3, 2, 30), 'Europe/Paris', 'reject')).toThrow(/skipped/);
    expect(wallTimeAt(Date.UTC(2027, 2, 28, 1, 30), 'Europe/Paris')).toMatchObject({ hour: 3, minute: 30 });
    // The day has 23 hours: midnight to midnight, by Paris dates.
    expect(instantAt(paris(29, 3, 0), 'Europe/Paris') - instantAt(paris(28, 3, 0), 'Europe/Paris')).toBe(23 * HOUR);
  });

  it('31 October: 2:00 to 2:59 happen twice, an hour apart; earlier is summer time', () => {
    expect(possibleInstants(paris(31, 10, 2, 30), 'Europe/Paris')).toEqual([Date.UTC(2027, 9, 31, 0, 30), Date.UTC(2027, 9, 31, 1, 30)]);
    expect(instantAt(paris(31, 10, 2, 30), 'Europe/Paris')).toBe(Date.UTC(2027, 9, 31, 0, 30));
    expect(instantAt(paris(31, 10, 2, 30), 'Europe/Paris', 'later')).toBe(Date.UTC(2027, 9, 31, 1, 30));
    expect(() => instantAt(paris(31, 10, 2, 30), 'Europe/Paris', 'reject')).toThrow(/ambiguous/);
    expect(instantAt(paris(1, 11, 0), 'Europe/Paris') - instantAt(paris(31, 10, 0), 'Europe/Paris')).toBe(25 * HOUR);
  });

  it('opening hours are never in a gap or an overlap: 9:00 and 18:00 are one instant each', () => {
    for (const day of [paris(28, 3, 9), paris(28, 3, 18), paris(31, 10, 9), paris(31, 10, 18)]) expect(possibleInstants(day, 'Europe/Paris')).toHaveLength(1);
    expect(instantAt(paris(26, 3, 9), 'Europe/Paris')).toBe(Date.UTC(2027, 2, 26, 8));
    expect(instantAt(paris(29, 3, 9), 'Europe/Paris')).toBe(Date.UTC(2027, 2, 29, 7));
    expect(instantAt(paris(29, 10, 9), 'Europe/Paris')).toBe(Date.UTC(2027, 9, 29, 7));
    expect(instantAt(paris(1, 11, 9), 'Europe/Paris')).toBe(Date.UTC(2027, 10, 1, 8));
  });
});
