import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { addDays, dateKey, daysBetween, isoWeekday, parseDateKey } from '../../src/booking/calendar-date';
import { easterSunday, frenchHolidayOn, frenchHolidays } from '../../src/booking/french-holidays';

/** The official list (service-public.fr, "Jours fériés"), written out: Easter Monday, Ascension and Whit Monday move every year. */
const OFFICIAL: Record<number, string[]> = {
  2026: ['2026-01-01', '2026-04-06', '2026-05-01', '2026-05-08', '2026-05-14', '2026-05-25', '2026-07-14', '2026-08-15', '2026-11-01', '2026-11-11', '2026-12-25'],
  2027: ['2027-01-01', '2027-03-29', '2027-05-01', '2027-05-06', '2027-05-08', '2027-05-17', '2027-07-14', '2027-08-15', '2027-11-01', '2027-11-11', '2027-12-25'],
  2028: ['2028-01-01', '2028-04-17', '2028-05-01', '2028-05-08', '2028-05-25', '2028-06-05', '2028-07-14', '2028-08-15', '2028-11-01', '2028-11-11', '2028-12-25'],
};

describe('French public holidays', () => {
  it.each(Object.entries(OFFICIAL))('of %s are the official eleven, in date order', (year, dates) => {
    expect(frenchHolidays(Number(year)).map(({ date }) => dateKey(date))).toEqual(dates);
  });

  it('are named, for the dictionaries: 2027’s moving ones', () => {
    expect(frenchHolidayOn({ year: 2027, month: 3, day: 29 })).toBe('easterMonday');
    expect(frenchHolidayOn({ year: 2027, month: 5, day: 6 })).toBe('ascensionDay');
    expect(frenchHolidayOn({ year: 2027, month: 5, day: 17 })).toBe('whitMonday');
    expect(frenchHolidayOn({ year: 2027, month: 3, day: 28 })).toBeUndefined();
    expect(frenchHolidayOn({ year: 2027, month: 12, day: 26 })).toBeUndefined();
  });

  it('put Ascension before 8 May when Easter is early: 1 May 2008, both holidays', () => {
    expect(frenchHolidays(2008).slice(2, 5).map(({ date, holiday }) => `${dateKey(date)} ${holiday}`)).toEqual([
      '2008-05-01 labourDay',
      '2008-05-01 ascensionDay',
      '2008-05-08 victoryInEuropeDay',
    ]);
  });
});

describe('Easter Sunday', () => {
  it.each([
    [1818, '1818-03-22'],
    [2000, '2000-04-23'],
    [2008, '2008-03-23'],
    [2011, '2011-04-24'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('of %i is %s', (year, date) => {
    expect(dateKey(easterSunday(year))).toBe(date);
  });

  it('is always a Sunday from 22 March to 25 April', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1583, max: 4099 }), (year) => {
        const easter = easterSunday(year);
        expect(isoWeekday(easter)).toBe(7);
        expect(daysBetween({ year, month: 3, day: 22 }, easter)).toBeGreaterThanOrEqual(0);
        expect(daysBetween(easter, { year, month: 4, day: 25 })).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('calendar dates', () => {
  it('add days, count them and name weekdays as Temporal does, across months, years and clock changes', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2030, 11, 31) }), fc.integer({ min: -800, max: 800 }), (reading, days) => {
        const day = new Date(reading);
        const date = { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
        const reference = Temporal.PlainDate.from(date);
        const later = reference.add({ days });
        expect(addDays(date, days)).toEqual({ year: later.year, month: later.month, day: later.day });
        expect(daysBetween(date, addDays(date, days))).toBe(days);
        expect(isoWeekday(date)).toBe(reference.dayOfWeek);
        expect(dateKey(date)).toBe(reference.toString());
        expect(parseDateKey(reference.toString())).toEqual(date);
      }),
    );
  });

  it('refuse a key that is no date', () => {
    for (const key of ['2027-02-29', '2027-13-01', '2027-3-1', '2027-03-01T00:00', '']) expect(parseDateKey(key)).toBeUndefined();
    expect(parseDateKey('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
  });
});
