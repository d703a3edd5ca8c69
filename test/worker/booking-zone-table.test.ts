import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { intlOffsetAt } from '../../src/booking/intl-wall-time';
import { intlZoneName } from '../../src/booking/intl-zone-name';
import { tabledOffset, tabledZoneName } from '../../src/booking/zone-table';
import { VISITOR_ZONES } from '../../src/booking/zones';
import { ZONE_TABLE } from '../../src/generated/zone-table';
import { LANGUAGES } from '../../src/languages/languages';

/**
 * The build's table of the menu's zones (scripts/build/zone-table.ts, read
 * from Node's Intl) against workerd's own Intl, which the booking page would
 * otherwise ask: the same names, the same offsets at every instant it holds.
 */
describe("the build's table of the booking menu's zones", () => {
  it('holds every zone of the menu, from the start of the year before the build to the end of the second after', () => {
    expect(Object.keys(ZONE_TABLE.zones)).toEqual(VISITOR_ZONES);
    const year = new Date(ZONE_TABLE.from).getUTCFullYear();
    expect(ZONE_TABLE.from).toBe(Date.UTC(year, 0, 1));
    expect(ZONE_TABLE.to).toBe(Date.UTC(year + 4, 0, 1));
    expect(ZONE_TABLE.from).toBeLessThan(Date.now());
  });

  it('names each zone in each language as Intl does', () => {
    const now = Date.now();
    for (const zone of VISITOR_ZONES) for (const language of LANGUAGES) expect(tabledZoneName(zone, language, now), `${zone} ${language}`).toBe(intlZoneName(zone, language, now));
  });

  it('changes each zone’s offset exactly where its clocks change, as Temporal finds them through Intl', () => {
    for (const zone of VISITOR_ZONES) {
      const changes: [number, number][] = [];
      for (let change = Temporal.Instant.fromEpochMilliseconds(ZONE_TABLE.from).toZonedDateTimeISO(zone).getTimeZoneTransition('next'); change && change.epochMilliseconds < ZONE_TABLE.to; change = change.getTimeZoneTransition('next')) {
        changes.push([change.epochMilliseconds, change.offsetNanoseconds / 1e6]);
      }
      const [first, ...rest] = ZONE_TABLE.zones[zone]!.offsets;
      expect(first, zone).toEqual([ZONE_TABLE.from, intlOffsetAt(ZONE_TABLE.from, zone)]);
      expect(rest, zone).toEqual(changes);
      for (const [since] of rest) {
        expect(tabledOffset(since - 1, zone), `${zone} just before ${since}`).toBe(intlOffsetAt(since - 1, zone));
        expect(tabledOffset(since, zone), `${zone} at ${since}`).toBe(intlOffsetAt(since, zone));
      }
    }
  });

  it('gives the offset Intl gives at any instant it holds', () => {
    fc.assert(
      fc.property(fc.integer({ min: ZONE_TABLE.from, max: ZONE_TABLE.to - 1 }), fc.constantFrom(...VISITOR_ZONES), (instant, zone) => {
        expect(tabledOffset(instant, zone)).toBe(intlOffsetAt(instant, zone));
      }),
      { numRuns: 2000 },
    );
  });

  it('answers nothing for another zone or an instant outside its years, which Intl reads', () => {
    expect(tabledOffset(ZONE_TABLE.from - 1, 'Europe/Paris')).toBeUndefined();
    expect(tabledOffset(ZONE_TABLE.to, 'Europe/Paris')).toBeUndefined();
    expect(tabledOffset(Date.now(), 'Asia/Kathmandu')).toBeUndefined();
    expect(tabledOffset(Date.now(), 'toString')).toBeUndefined();
    expect(tabledZoneName('Asia/Kathmandu', 'fr', Date.now())).toBeUndefined();
    expect(tabledZoneName('Europe/Paris', 'fr', ZONE_TABLE.to)).toBeUndefined();
  });
});
