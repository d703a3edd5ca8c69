import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { DAY } from '../../src/booking/calendar-date';
import { busyTimesFromFeed, CalendarFeedError } from '../../src/booking/calendar-feed';
import { isoInstant } from '../../src/booking/slots';
import { instantAt } from '../../src/booking/zoned-time';
import OWNER_CALENDAR from './fixtures/owner-calendar.ics?raw';

/**
 * The owner's busy times, read from a calendar feed like Google's
 * (fixtures/owner-calendar.ics) and from small inline ones.
 */

const HORIZON = { start: Date.parse('2027-03-08T00:00:00Z'), end: Date.parse('2027-04-10T00:00:00Z') };
const read = (ics: string, horizon = HORIZON) => busyTimesFromFeed(ics, horizon, 'Europe/Paris');
/** Busy times as `start → end` in UTC, to read the expectations at a glance. */
const shown = (ics: string, horizon = HORIZON) => read(ics, horizon).busy.map(({ start, end }) => `${isoInstant(start)} → ${isoInstant(end)}`);

/** A VCALENDAR of `events`, each a VEVENT's lines. */
const feed = (...events: string[][]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...events.flatMap((lines) => ['BEGIN:VEVENT', 'DTSTAMP:20270301T090000Z', ...lines, 'END:VEVENT']), 'END:VCALENDAR', ''].join('\r\n');

describe('busy times from the owner’s calendar', () => {
  it('expand recurring events less EXDATEs and moved or cancelled instances; take all-day, UTC, floating and any zone’s times; skip free, cancelled and the site’s own events', () => {
    expect(shown(OWNER_CALENDAR)).toEqual([
      '2027-03-09T09:00:00Z → 2027-03-09T10:00:00Z', // weekly Tuesday 10:00, Paris in winter
      '2027-03-11T15:00:00Z → 2027-03-11T15:30:00Z', // weekly Thursday 16:00
      '2027-03-12T09:00:00Z → 2027-03-12T09:30:00Z', // in UTC
      '2027-03-15T13:00:00Z → 2027-03-15T14:00:00Z', // 9:00 in New York, on US summer time since 14 March
      // 16 March: excluded (EXDATE); 17 March: free (TRANSP:TRANSPARENT)
      '2027-03-18T14:00:00Z → 2027-03-18T15:00:00Z', // floating 15:00, in Paris; Thursday's call cancelled that day
      '2027-03-18T23:00:00Z → 2027-03-19T23:00:00Z', // all day on 19 March, Paris midnight to midnight
      // 22 March: cancelled; 23 March: moved to the 24th
      '2027-03-24T13:00:00Z → 2027-03-24T14:00:00Z',
      '2027-03-25T15:00:00Z → 2027-03-25T15:30:00Z', // Thursday's last; the site's booking that morning is not counted
      '2027-03-30T08:00:00Z → 2027-03-30T09:00:00Z', // Tuesday 10:00, Paris in summer from 28 March
      '2027-04-01T08:00:00Z → 2027-04-01T09:00:00Z', // 17:00 in "Tokyo Standard Time", as the feed's VTIMEZONE defines it
      '2027-04-06T08:00:00Z → 2027-04-06T09:00:00Z',
      '2027-04-06T22:00:00Z → 2027-04-08T22:00:00Z', // two whole days, 7 and 8 April
    ]);
    expect(read(OWNER_CALENDAR).unreadable).toEqual([]);
  });

  it('cut events at the horizon, and leave out those beyond it', () => {
    const horizon = { start: Date.parse('2027-03-19T12:00:00Z'), end: Date.parse('2027-03-24T13:30:00Z') };
    expect(shown(OWNER_CALENDAR, horizon)).toEqual(['2027-03-19T12:00:00Z → 2027-03-19T23:00:00Z', '2027-03-24T13:00:00Z → 2027-03-24T13:30:00Z']);
  });

  it('read an IANA TZID with Intl’s rules even when the feed’s VTIMEZONE lacks summer time, and a prefixed one', () => {
    const incomplete = ['BEGIN:VTIMEZONE', 'TZID:Europe/Paris', 'BEGIN:STANDARD', 'DTSTART:19701025T030000', 'TZOFFSETFROM:+0100', 'TZOFFSETTO:+0100', 'END:STANDARD', 'END:VTIMEZONE'];
    const ics = feed(['UID:a', 'DTSTART;TZID=Europe/Paris:20270330T100000', 'DTEND;TZID=Europe/Paris:20270330T110000'], ['UID:b', 'DTSTART;TZID=/mozilla.org/20070129_1/Europe/Paris:20270331T100000', 'DURATION:PT30M']).replace(
      'PRODID:-//Test//EN',
      ['PRODID:-//Test//EN', ...incomplete].join('\r\n'),
    );
    expect(shown(ics)).toEqual(['2027-03-30T08:00:00Z → 2027-03-30T09:00:00Z', '2027-03-31T08:00:00Z → 2027-03-31T08:30:00Z']);
  });

  it('count an occurrence moved into the horizon from beyond it, and not one moved out of it', () => {
    const series = ['UID:s', 'DTSTART;TZID=Europe/Paris:20270302T100000', 'DTEND;TZID=Europe/Paris:20270302T110000', 'RRULE:FREQ=WEEKLY'];
    const movedIn = ['UID:s', 'RECURRENCE-ID;TZID=Europe/Paris:20270413T100000', 'DTSTART;TZID=Europe/Paris:20270409T150000', 'DTEND;TZID=Europe/Paris:20270409T160000'];
    const movedOut = ['UID:s', 'RECURRENCE-ID;TZID=Europe/Paris:20270309T100000', 'DTSTART;TZID=Europe/Paris:20270501T100000', 'DTEND;TZID=Europe/Paris:20270501T110000'];
    const busy = shown(feed(series, movedIn, movedOut));
    expect(busy).not.toContain('2027-03-09T09:00:00Z → 2027-03-09T10:00:00Z');
    expect(busy).toContain('2027-03-16T09:00:00Z → 2027-03-16T10:00:00Z');
    expect(busy.at(-1)).toBe('2027-04-09T13:00:00Z → 2027-04-09T14:00:00Z');
  });

  it('relate an exception to its own series only, by UID', () => {
    const at = (uid: string) => [`UID:${uid}`, 'DTSTART;TZID=Europe/Paris:20270309T100000', 'DTEND;TZID=Europe/Paris:20270309T110000', 'RRULE:FREQ=WEEKLY;COUNT=2'];
    const cancelled = ['UID:first', 'RECURRENCE-ID;TZID=Europe/Paris:20270316T100000', 'DTSTART;TZID=Europe/Paris:20270316T100000', 'STATUS:CANCELLED'];
    expect(shown(feed(at('first'), at('second'), cancelled))).toEqual(['2027-03-09T09:00:00Z → 2027-03-09T10:00:00Z', '2027-03-16T09:00:00Z → 2027-03-16T10:00:00Z']);
  });

  it('expand a series begun years ago up to the horizon only', () => {
    const lunch = ['UID:lunch', 'DTSTART;TZID=Europe/Paris:20160104T123000', 'DTEND;TZID=Europe/Paris:20160104T133000', 'RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR', 'EXDATE;TZID=Europe/Paris:20270310T123000'];
    const busy = shown(feed(lunch), { start: Date.parse('2027-03-08T00:00:00Z'), end: Date.parse('2027-03-13T00:00:00Z') });
    expect(busy).toEqual([
      '2027-03-08T11:30:00Z → 2027-03-08T12:30:00Z',
      '2027-03-09T11:30:00Z → 2027-03-09T12:30:00Z',
      '2027-03-11T11:30:00Z → 2027-03-11T12:30:00Z',
      '2027-03-12T11:30:00Z → 2027-03-12T12:30:00Z',
    ]);
  });

  it('report an event whose rule would run away, and read the others', () => {
    const runaway = ['UID:every-minute', 'DTSTART:20000101T000000Z', 'DTEND:20000101T000100Z', 'RRULE:FREQ=MINUTELY'];
    const result = read(feed(runaway, ['UID:ok', 'DTSTART:20270312T090000Z', 'DTEND:20270312T093000Z']));
    expect(result.unreadable).toEqual([{ uid: 'every-minute', reason: expect.stringContaining('occurrences') }]);
    expect(result.busy).toEqual([{ start: Date.parse('2027-03-12T09:00:00Z'), end: Date.parse('2027-03-12T09:30:00Z') }]);
  });

  it('are not read from a feed that is not iCalendar: the caller keeps the last ones', () => {
    for (const text of ['<!doctype html><title>Not found</title>', '', 'BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Maïa\r\nEND:VCARD\r\n']) {
      expect(() => read(text), text).toThrow(CalendarFeedError);
    }
  });
});

describe('a daily or weekly series begun years before the horizon', () => {
  /** Every occurrence of the feed's one series, expanded by ical.js from its DTSTART, in Paris, within the horizon. */
  function fromTheStart(ics: string, horizon: { start: number; end: number }): string[] {
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
    const iterator = event.iterator();
    const shownTimes: string[] = [];
    for (let next = iterator.next(); next; next = iterator.next()) {
      const start = instantAt({ year: next.year, month: next.month, day: next.day, hour: next.hour, minute: next.minute }, 'Europe/Paris');
      if (start >= horizon.end) break;
      if (start + 45 * 60_000 > horizon.start) shownTimes.push(`${isoInstant(Math.max(start, horizon.start))} → ${isoInstant(Math.min(start + 45 * 60_000, horizon.end))}`);
    }
    return shownTimes;
  }

  it('yields the occurrences a full expansion from DTSTART yields, though it starts near the horizon', () => {
    const series = fc.record({
      start: fc.integer({ min: Date.UTC(2016, 0, 1), max: Date.UTC(2026, 11, 31) }),
      freq: fc.constantFrom('DAILY', 'WEEKLY'),
      interval: fc.integer({ min: 1, max: 3 }),
      byDay: fc.option(fc.subarray(['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'], { minLength: 1 }), { nil: undefined }),
      until: fc.option(fc.integer({ min: Date.UTC(2027, 0, 1), max: Date.UTC(2028, 11, 31) }), { nil: undefined }),
      horizonStart: fc.integer({ min: Date.UTC(2027, 0, 1), max: Date.UTC(2028, 11, 31) }),
    });
    fc.assert(
      fc.property(series, ({ start, freq, interval, byDay, until, horizonStart }) => {
        const wall = new Date(start).toISOString().replace(/[-:]/g, '').slice(0, 13) + '0000';
        const rule = [`FREQ=${freq}`, `INTERVAL=${interval}`, byDay && `BYDAY=${byDay.join(',')}`, until && `UNTIL=${new Date(until).toISOString().replace(/[-:]|\.\d{3}/g, '')}`].filter(Boolean).join(';');
        const ics = feed(['UID:series', `DTSTART;TZID=Europe/Paris:${wall}`, 'DURATION:PT45M', `RRULE:${rule}`]);
        const horizon = { start: horizonStart, end: horizonStart + 28 * DAY };
        expect(shown(ics, horizon)).toEqual(fromTheStart(ics, horizon));
      }),
      { numRuns: 40 },
    );
  }, 60_000);
});
