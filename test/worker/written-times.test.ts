import { describe, expect, it } from 'vitest';
import { callTimeText, dayText, shortDayText, timeText } from '../../src/booking/slot-text';
import { formatMoment } from '../../src/desk/format';
import { LANGUAGE_SPECS } from '../../src/languages/languages';

/**
 * Times of day and dates as each language writes them (src/languages/specs/),
 * which the booking's pages, e-mails, desk and feed show: written by hand
 * here from the style guide (src/content/style/guide.md), never by Intl,
 * whose times are 09:20 in every language and whose French has no « 1er ».
 */

const NBSP = '\u00a0';

describe('a time of day', () => {
  it.each([
    // hour, minute, French, British, Spanish
    [9, 0, `9${NBSP}h`, `9${NBSP}am`, '9:00'],
    [9, 20, `9${NBSP}h${NBSP}20`, `9.20${NBSP}am`, '9:20'],
    [9, 5, `9${NBSP}h${NBSP}05`, `9.05${NBSP}am`, '9:05'],
    [17, 40, `17${NBSP}h${NBSP}40`, `5.40${NBSP}pm`, '17:40'],
    [18, 0, `18${NBSP}h`, `6${NBSP}pm`, '18:00'],
    // Noon is midday in British English, and the hour after midnight 12 am, on the twelve-hour clock.
    [12, 0, `12${NBSP}h`, 'midday', '12:00'],
    [12, 40, `12${NBSP}h${NBSP}40`, `12.40${NBSP}pm`, '12:40'],
    [0, 0, `0${NBSP}h`, `12${NBSP}am`, '0:00'],
    [0, 20, `0${NBSP}h${NBSP}20`, `12.20${NBSP}am`, '0:20'],
    [23, 40, `23${NBSP}h${NBSP}40`, `11.40${NBSP}pm`, '23:40'],
  ] as const)('%i:%i is %s, %s, %s', (hour, minute, fr, en, es) => {
    expect(timeText({ hour, minute }, 'fr')).toBe(fr);
    expect(timeText({ hour, minute }, 'en')).toBe(en);
    expect(timeText({ hour, minute }, 'es')).toBe(es);
  });

  it('on the hour is what the facts write for the opening hours', () => {
    expect(LANGUAGE_SPECS.en.hour(0)).toBe(`12${NBSP}am`);
    expect(LANGUAGE_SPECS.en.hour(12)).toBe('midday');
    expect(LANGUAGE_SPECS.en.hour(18)).toBe(`6${NBSP}pm`);
    expect(LANGUAGE_SPECS.es.hour(9)).toBe('9:00');
  });
});

describe('a day', () => {
  const first = { year: 2026, month: 12, day: 1 };
  const thirtyFirst = { year: 2027, month: 12, day: 31 };

  it('writes the first of the month as French writes it, 1er', () => {
    expect(dayText(first, 'fr')).toBe('mardi 1er décembre');
    expect(dayText(first, 'en')).toBe('Tuesday 1 December');
    expect(dayText(first, 'es')).toBe('martes, 1 de diciembre');
  });

  it('with its year', () => {
    expect(dayText(first, 'fr', true)).toBe('mardi 1er décembre 2026');
    expect(dayText(thirtyFirst, 'fr', true)).toBe('vendredi 31 décembre 2027');
    expect(dayText(thirtyFirst, 'en', true)).toBe('Friday 31 December 2027');
    expect(dayText(thirtyFirst, 'es', true)).toBe('viernes, 31 de diciembre de 2027');
  });

  it('short, beside a time of another day', () => {
    expect([shortDayText(first, 'fr'), shortDayText(first, 'en'), shortDayText(first, 'es')]).toEqual(['mar.', 'Tue', 'mar']);
    const sunday = { year: 2027, month: 3, day: 28 };
    expect([shortDayText(sunday, 'fr'), shortDayText(sunday, 'en'), shortDayText(sunday, 'es')]).toEqual(['dim.', 'Sun', 'dom']);
  });
});

describe('a call’s date and time on the clocks of a zone', () => {
  // 1 December 2026, 8:20 UTC: 9:20 in Paris, 3:20 in New York, 17:20 in Tokyo.
  const start = Date.parse('2026-12-01T08:20:00Z');

  it('in Paris', () => {
    expect(callTimeText(start, 'Europe/Paris', 'fr')).toBe(`mardi 1er décembre 2026 à 9${NBSP}h${NBSP}20`);
    expect(callTimeText(start, 'Europe/Paris', 'en')).toBe(`Tuesday 1 December 2026 at 9.20${NBSP}am`);
    expect(callTimeText(start, 'Europe/Paris', 'es')).toBe('martes, 1 de diciembre de 2026, a las 9:20');
  });

  it('in the visitor’s zone, on their date', () => {
    expect(callTimeText(start, 'America/New_York', 'en')).toBe(`Tuesday 1 December 2026 at 3.20${NBSP}am`);
    expect(callTimeText(start, 'Asia/Tokyo', 'fr')).toBe(`mardi 1er décembre 2026 à 17${NBSP}h${NBSP}20`);
    // 17:40 in Paris on 30 November is 1:40 on 1 December in Tokyo, 11.40 am in New York.
    const late = Date.parse('2026-11-30T16:40:00Z');
    expect(callTimeText(late, 'Asia/Tokyo', 'es')).toBe('martes, 1 de diciembre de 2026, a la 1:40');
    expect(callTimeText(late, 'America/New_York', 'en')).toBe(`Monday 30 November 2026 at 11.40${NBSP}am`);
  });

  it('at noon and midnight', () => {
    const noonInParis = Date.parse('2027-06-01T10:00:00Z');
    expect(callTimeText(noonInParis, 'Europe/Paris', 'en')).toBe('Tuesday 1 June 2027 at midday');
    expect(callTimeText(noonInParis, 'Europe/Paris', 'fr')).toBe(`mardi 1er juin 2027 à 12${NBSP}h`);
    // 9:00 in Paris is midnight in Los Angeles.
    const midnightInLosAngeles = Date.parse('2027-06-01T07:00:00Z');
    expect(callTimeText(midnightInLosAngeles, 'America/Los_Angeles', 'en')).toBe(`Tuesday 1 June 2027 at 12${NBSP}am`);
    expect(callTimeText(midnightInLosAngeles, 'America/Los_Angeles', 'es')).toBe('martes, 1 de junio de 2027, a las 0:00');
  });
});

describe('a stored moment on the owner’s desk, in Paris time', () => {
  it('is written as the French guide writes dates and times', () => {
    expect(formatMoment('2026-11-24T08:05:00.000Z')).toBe(`24 novembre 2026 à 9${NBSP}h${NBSP}05`);
    expect(formatMoment('2026-12-01T11:00:00.000Z')).toBe(`1er décembre 2026 à 12${NBSP}h`);
    // 22:30 UTC on 30 June is half past midnight on 1 July in Paris (UTC+2).
    expect(formatMoment('2027-06-30T22:30:00.000Z')).toBe(`1er juillet 2027 à 0${NBSP}h${NBSP}30`);
  });
});
