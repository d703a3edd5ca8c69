import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { HOUR, MINUTE, type PlainDate } from '../../src/booking/calendar-date';
import { frenchHolidayOn } from '../../src/booking/french-holidays';
import type { Interval } from '../../src/booking/interval';
import { checkRequestedSlot, parseInstant } from '../../src/booking/requested-slot';
import { startMinutes } from '../../src/booking/grid';
import { BOOKING_RULES, weekdaysOf } from '../../src/booking/rules';
import { dayText, slotTexts } from '../../src/booking/slot-text';
import { bookableDates, bookingHorizon, firstOpenSlot, isoInstant, openSlots, visitorWeek, type VisitorDay } from '../../src/booking/slots';
import { VISITOR_ZONES } from '../../src/booking/zones';
import { factText } from '../../src/facts/fact-text';

/**
 * Slots made from Paris dates and wall times (src/booking/slots.ts), shown in
 * the visitor's zone, and every reason a requested one is refused.
 */

const utc = (iso: string) => Date.parse(iso);
const nothingTaken = (now: number) => ({ now, bookings: [], busy: [] });
/** The visitor's times of a week, day by day: `{ '2027-03-15': ['04:00', …] }`, days without slots left out. */
const timesByDay = (week: VisitorDay[]) =>
  Object.fromEntries(
    week
      .filter((day) => day.slots.length)
      .map((day) => [Temporal.PlainDate.from(day.date).toString(), day.slots.map(({ visitorTime: { hour, minute } }) => `${hour}:${String(minute).padStart(2, '0')}`)]),
  );
const day = (iso: string): PlainDate => {
  const { year, month, day } = Temporal.PlainDate.from(iso);
  return { year, month, day };
};

describe('the booking rules', () => {
  it('come from the facts: Monday to Friday, 9:00 to 18:00 in Paris, 20-minute calls every 20 minutes, the last at 17:40', () => {
    expect(BOOKING_RULES).toEqual({
      zone: 'Europe/Paris',
      weekdays: [1, 2, 3, 4, 5],
      opensAt: 9 * 60,
      closesAt: 18 * 60,
      callMs: 20 * MINUTE,
      intervalMinutes: 20,
      bufferMs: 10 * MINUTE,
      noticeMs: 12 * HOUR,
      windowDays: 28,
      dailyLimit: 6,
    });
    const starts = startMinutes(BOOKING_RULES);
    expect(starts).toHaveLength(27);
    expect([starts[0], starts.at(-1)]).toEqual([9 * 60, 17 * 60 + 40]);
  });

  it('are stated in each language like the other facts', () => {
    expect(['fr', 'en', 'es'].map((language) => factText(language as 'fr', 'callNotice'))).toEqual(['12\u00a0h', '12\u00a0hours', '12\u00a0horas']);
    expect(factText('fr', 'callBookingWindow')).toBe('4\u00a0semaines');
    expect(factText('en', 'callBuffer')).toBe('10\u00a0minutes');
    expect(factText('es', 'callsPerDay')).toBe('6');
  });

  it('read the opening days as schema.org writes them', () => {
    expect(weekdaysOf('Mo-Fr')).toEqual([1, 2, 3, 4, 5]);
    expect(weekdaysOf('Mo,We-Th,Sa')).toEqual([1, 3, 4, 6]);
    expect(() => weekdaysOf('Fr-Mo')).toThrow(/Mo-Fr/);
  });
});

describe('slots across the clock changes of 2027, in Paris', () => {
  it('the week of 28 March: 9:00 is 08:00 UTC before, 07:00 UTC after; Easter Monday is closed', () => {
    const before = openSlots(day('2027-03-26'), day('2027-03-26'), nothingTaken(utc('2027-03-15T08:00:00Z')));
    expect(before).toHaveLength(27);
    expect([isoInstant(before[0]!.start), isoInstant(before.at(-1)!.start)]).toEqual(['2027-03-26T08:00:00Z', '2027-03-26T16:40:00Z']);
    const week = visitorWeek(day('2027-03-29'), 'Europe/Paris', nothingTaken(utc('2027-03-15T08:00:00Z')));
    expect(week.map((visitorDay) => visitorDay.slots.length)).toEqual([0, 27, 27, 27, 27, 0, 0]);
    expect(week[1]!.slots[0]).toMatchObject({ value: '2027-03-30T07:00:00Z', agencyTime: { hour: 9, minute: 0 }, showsAgencyTime: false });
    expect(week[1]!.slots.at(-1)!.value).toBe('2027-03-30T15:40:00Z');
  });

  it('the week of 31 October: 9:00 is 07:00 UTC before, 08:00 UTC after; All Saints’ Day is closed', () => {
    const now = utc('2027-10-20T08:00:00Z');
    expect(isoInstant(openSlots(day('2027-10-29'), day('2027-10-29'), nothingTaken(now))[0]!.start)).toBe('2027-10-29T07:00:00Z');
    const week = visitorWeek(day('2027-11-01'), 'Europe/Paris', nothingTaken(now));
    expect(week.map((visitorDay) => visitorDay.slots.length)).toEqual([0, 27, 27, 27, 27, 0, 0]);
    expect(week[1]!.slots[0]!.value).toBe('2027-11-02T08:00:00Z');
  });
});

describe('slots for a visitor in New York', () => {
  const now = utc('2027-03-01T08:00:00Z');

  it('are six hours behind Paris, then five from 14 to 27 March (the US has changed its clocks, Europe not yet), then six again', () => {
    expect(timesByDay(visitorWeek(day('2027-03-08'), 'America/New_York', nothingTaken(now)))['2027-03-08']!.slice(0, 2)).toEqual(['3:00', '3:20']);
    const gapWeek = timesByDay(visitorWeek(day('2027-03-15'), 'America/New_York', nothingTaken(now)));
    expect(Object.keys(gapWeek)).toEqual(['2027-03-15', '2027-03-16', '2027-03-17', '2027-03-18', '2027-03-19']);
    expect([gapWeek['2027-03-15']![0], gapWeek['2027-03-15']!.at(-1)]).toEqual(['4:00', '12:40']);
    expect(timesByDay(visitorWeek(day('2027-03-29'), 'America/New_York', nothingTaken(now)))['2027-03-29']).toBeUndefined();
    expect(timesByDay(visitorWeek(day('2027-03-29'), 'America/New_York', nothingTaken(now)))['2027-03-26']).toBeUndefined();
    expect(timesByDay(visitorWeek(day('2027-03-22'), 'America/New_York', nothingTaken(now)))['2027-03-26']![0]).toBe('4:00');
  });

  it('are five hours behind from 31 October to 6 November, when Europe has changed back and the US not yet', () => {
    const now = utc('2027-10-20T08:00:00Z');
    expect(timesByDay(visitorWeek(day('2027-10-25'), 'America/New_York', nothingTaken(now)))['2027-10-29']![0]).toBe('3:00');
    expect(timesByDay(visitorWeek(day('2027-11-01'), 'America/New_York', nothingTaken(now)))['2027-11-02']![0]).toBe('4:00');
    expect(timesByDay(visitorWeek(day('2027-11-08'), 'America/New_York', nothingTaken(now)))['2027-11-08']![0]).toBe('3:00');
  });

  it('show Paris time beside theirs', () => {
    const slot = visitorWeek(day('2027-03-15'), 'America/New_York', nothingTaken(now))[0]!.slots[0]!;
    expect(slot).toMatchObject({ value: '2027-03-15T08:00:00Z', visitorTime: { hour: 4, minute: 0 }, agencyTime: { hour: 9, minute: 0 }, showsAgencyTime: true });
    expect(slotTexts(slot, 'en')).toEqual({ time: '4\u00a0am', agencyTime: '9\u00a0am' });
  });
});

describe('slots for a visitor in Tokyo', () => {
  const now = utc('2027-11-01T00:00:00Z');
  const week = visitorWeek(day('2027-11-08'), 'Asia/Tokyo', nothingTaken(now));

  it('run from 17:00 to 01:40 the next day: a late Paris afternoon is shown on the next Tokyo day', () => {
    // Paris's Thursday 11 November is Armistice Day: Tokyo's Thursday has only Wednesday's late slots, its Friday only Friday's early ones.
    expect(week.map((visitorDay) => visitorDay.slots.length)).toEqual([21, 27, 27, 6, 21, 6, 0]);
    const saturday = week[5]!;
    expect(saturday.date).toEqual({ year: 2027, month: 11, day: 13 });
    expect(saturday.slots.at(-1)).toMatchObject({
      value: '2027-11-12T16:40:00Z',
      visitorTime: { year: 2027, month: 11, day: 13, hour: 1, minute: 40 },
      agencyTime: { year: 2027, month: 11, day: 12, hour: 17, minute: 40 },
      showsAgencyTime: true,
    });
  });

  it('name the Paris day beside the Paris time when it is another day', () => {
    const late = week[5]!.slots.at(-1)!;
    expect(slotTexts(late, 'fr')).toEqual({ time: '1\u00a0h\u00a040', agencyTime: '17\u00a0h\u00a040', agencyDay: 'ven.' });
    expect(slotTexts(late, 'en')).toEqual({ time: '1.40\u00a0am', agencyTime: '5.40\u00a0pm', agencyDay: 'Fri' });
    expect(slotTexts(late, 'es')).toEqual({ time: '1:40', agencyTime: '17:40', agencyDay: 'vie' });
    expect(slotTexts(week[0]!.slots[0]!, 'fr')).toEqual({ time: '17\u00a0h', agencyTime: '9\u00a0h' });
    expect(dayText(week[5]!.date, 'fr')).toBe('samedi 13 novembre');
    expect(dayText(week[5]!.date, 'en')).toBe('Saturday 13 November');
    expect(dayText(week[5]!.date, 'es')).toBe('sábado, 13 de noviembre');
  });
});

describe('slots for a visitor whose clocks are Paris’s', () => {
  it('show one time; London’s an hour behind show both', () => {
    const now = utc('2027-11-01T00:00:00Z');
    for (const zone of ['Europe/Paris', 'Europe/Madrid', 'Europe/Brussels']) {
      expect(visitorWeek(day('2027-11-08'), zone, nothingTaken(now))[0]!.slots.every((slot) => !slot.showsAgencyTime)).toBe(true);
    }
    const london = visitorWeek(day('2027-11-08'), 'Europe/London', nothingTaken(now))[0]!.slots[0]!;
    expect(slotTexts(london, 'fr')).toEqual({ time: '8\u00a0h', agencyTime: '9\u00a0h' });
    expect(slotTexts(london, 'en')).toEqual({ time: '8\u00a0am', agencyTime: '9\u00a0am' });
    expect(slotTexts(london, 'es')).toEqual({ time: '8:00', agencyTime: '9:00' });
  });
});

describe('a booked call, its buffer and the owner’s busy times', () => {
  const now = utc('2027-03-01T08:00:00Z');
  const wednesday = day('2027-03-03');
  /** The Paris start times left on 3 March 2027 (UTC+1). */
  const leftOn = (bookings: Interval[], busy: Interval[] = []) =>
    openSlots(wednesday, wednesday, { now, bookings, busy }).map(({ agencyTime: { hour, minute } }) => `${hour}:${String(minute).padStart(2, '0')}`);
  const call = (parisTime: string) => ({ start: utc(`2027-03-03T${parisTime}:00+01:00`), end: utc(`2027-03-03T${parisTime}:00+01:00`) + 20 * MINUTE });

  it('take the slot, the one after (its buffer) and the one before (whose buffer would run into it)', () => {
    const left = leftOn([call('10:00')]);
    expect(left).toHaveLength(24);
    expect(left).not.toContain('9:40');
    expect(left).not.toContain('10:00');
    expect(left).not.toContain('10:20');
    expect(left).toContain('9:20');
    expect(left).toContain('10:40');
  });

  it('let the last call’s buffer run past closing time', () => {
    expect(leftOn([]).at(-1)).toBe('17:40');
    expect(leftOn([call('17:00')]).slice(-2)).toEqual(['16:20', '17:40']);
  });

  it('keep a call and its buffer clear of the owner’s meetings, which get no buffer of their own', () => {
    const meeting = { start: utc('2027-03-03T14:00:00+01:00'), end: utc('2027-03-03T15:00:00+01:00') };
    const left = leftOn([], [meeting]);
    expect(left).not.toContain('13:40');
    expect(left).not.toContain('14:40');
    expect(left).toContain('13:20');
    expect(left).toContain('15:00');
  });

  it('stop at the daily limit of six calls', () => {
    const six = ['9:00', '10:00', '11:00', '12:00', '13:00', '14:00'].map((time) => call(time.padStart(5, '0')));
    expect(leftOn(six.slice(0, 5))).not.toHaveLength(0);
    expect(leftOn(six)).toEqual([]);
  });
});

describe('a requested slot', () => {
  // Monday 1 March 2027, 9:00 in Paris: the window runs to 29 March (Easter Monday), the notice to 21:00.
  const now = utc('2027-03-01T08:00:00Z');
  const booked = { start: utc('2027-03-03T09:00:00Z'), end: utc('2027-03-03T09:20:00Z') };
  const friday = ['08', '09', '10', '11', '12', '13'].map((hour) => ({ start: utc(`2027-03-05T${hour}:00:00Z`), end: utc(`2027-03-05T${hour}:20:00Z`) }));
  const blockedThursday = { start: utc('2027-03-04T00:00:00+01:00'), end: utc('2027-03-05T00:00:00+01:00') };
  const situation = { now, bookings: [booked, ...friday], busy: [blockedThursday] };
  const check = (start: string, zone = 'America/New_York') => checkRequestedSlot({ start, zone }, situation);

  it.each([
    ['malformed', 'tomorrow at ten', 'not a date'],
    ['malformed', '2027-03-02T10:00:00', 'no offset'],
    ['malformed', '2027-02-30T09:00:00Z', 'no such date'],
    ['malformed', '2027-03-02T24:00:00Z', 'no such time'],
    ['malformed', `2027-03-02T09:00:00.${'0'.repeat(60)}Z`, 'too long'],
    ['past', '2027-02-26T08:00:00Z', 'last Friday'],
    ['tooSoon', '2027-03-01T16:40:00Z', 'today at 17:40, less than 12 hours ahead'],
    ['beyondWindow', '2027-03-30T07:00:00Z', 'Tuesday 30 March, 29 days ahead'],
    ['weekend', '2027-03-06T09:00:00Z', 'a Saturday'],
    ['holiday', '2027-03-29T07:00:00Z', 'Easter Monday, the window’s last day'],
    ['outsideHours', '2027-03-02T07:40:00Z', '8:40'],
    ['outsideHours', '2027-03-02T17:00:00Z', '18:00'],
    ['outsideHours', '2027-03-02T16:50:00Z', '17:50, whose call would end after closing'],
    ['offGrid', '2027-03-02T09:10:00Z', '10:10'],
    ['offGrid', '2027-03-02T09:00:30Z', '10:00 and 30 seconds'],
    ['busy', '2027-03-03T09:00:00Z', 'booked'],
    ['busy', '2027-03-03T09:20:00Z', 'in a booking’s buffer'],
    ['busy', '2027-03-03T08:40:00Z', 'its buffer would run into a booking'],
    ['busy', '2027-03-04T10:00:00Z', 'a blocked day'],
    ['dailyLimit', '2027-03-05T15:00:00Z', 'a Friday with six calls'],
  ] as const)('is refused as %s: %s (%s)', (refusal, start, _because) => {
    expect(check(start)).toEqual({ ok: false, refusal });
  });

  it('is refused as unknownZone when its zone is no IANA name', () => {
    for (const zone of ['Mars/Olympus_Mons', '+01:00', '']) expect(check('2027-03-02T09:00:00Z', zone)).toEqual({ ok: false, refusal: 'unknownZone' });
  });

  it('is accepted in UTC or with an offset, in the zone as Intl names it', () => {
    const slot = { start: utc('2027-03-02T09:00:00Z'), end: utc('2027-03-02T09:20:00Z'), agencyTime: { year: 2027, month: 3, day: 2, hour: 10, minute: 0 } };
    expect(check('2027-03-02T09:00:00Z', 'america/new_york')).toEqual({ ok: true, zone: 'America/New_York', slot });
    expect(check('2027-03-02T10:00+01:00')).toEqual({ ok: true, zone: 'America/New_York', slot });
    expect(check('2027-03-29T07:00:00Z', 'Europe/Paris')).toEqual({ ok: false, refusal: 'holiday' });
    expect(parseInstant('2027-03-02T04:00:00.000-05:00')).toBe(utc('2027-03-02T09:00:00Z'));
  });
});

describe('the booking window', () => {
  it('runs from today to 28 days later, in Paris dates; the horizon ends at midnight after its last day', () => {
    const now = utc('2027-03-01T22:30:00Z');
    expect(bookableDates(now)).toEqual({ first: day('2027-03-01'), last: day('2027-03-29') });
    expect(bookingHorizon(now)).toEqual({ start: now, end: utc('2027-03-29T22:00:00Z') });
  });
});

/**
 * The reference: the same rules written again with Temporal, one slot at a
 * time, from the rules' own description rather than from slots.ts.
 */
function referenceSlots(first: string, last: string, situation: { now: number; bookings: Interval[]; busy: Interval[] }): number[] {
  const paris = 'Europe/Paris';
  const today = Temporal.Instant.fromEpochMilliseconds(situation.now).toZonedDateTimeISO(paris).toPlainDate();
  const parisDate = (instant: number) => Temporal.Instant.fromEpochMilliseconds(instant).toZonedDateTimeISO(paris).toPlainDate();
  const bookingDates = situation.bookings.map((booking) => parisDate(booking.start));
  const starts: number[] = [];
  for (let date = Temporal.PlainDate.from(first); Temporal.PlainDate.compare(date, Temporal.PlainDate.from(last)) <= 0; date = date.add({ days: 1 })) {
    if (date.dayOfWeek > 5 || frenchHolidayOn(date)) continue;
    if (today.until(date, { largestUnit: 'days' }).days > 28) continue;
    if (bookingDates.filter((bookingDate) => bookingDate.equals(date)).length >= 6) continue;
    for (let time = Temporal.PlainTime.from('09:00'); Temporal.PlainTime.compare(time, Temporal.PlainTime.from('17:40')) <= 0; time = time.add({ minutes: 20 })) {
      const start = date.toZonedDateTime({ timeZone: paris, plainTime: time }).epochMilliseconds;
      const end = start + 20 * MINUTE;
      if (start < situation.now + 12 * HOUR) continue;
      if (situation.bookings.some((booking) => start < booking.end + 10 * MINUTE && booking.start < end + 10 * MINUTE)) continue;
      if (situation.busy.some((busy) => start < busy.end && busy.start < end + 10 * MINUTE)) continue;
      starts.push(start);
    }
  }
  return starts;
}

describe('slots, against a reference written with Temporal', () => {
  const grid = (date: Temporal.PlainDate, step: number) => date.toZonedDateTime({ timeZone: 'Europe/Paris', plainTime: Temporal.PlainTime.from('09:00') }).epochMilliseconds + step * 20 * MINUTE;
  const situation = fc
    .record({
      nowAt: fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2030, 10, 1) }),
      // Booked days, each with up to eight calls at grid steps: some days reach the daily limit.
      bookedDays: fc.array(fc.record({ day: fc.integer({ min: 0, max: 34 }), steps: fc.uniqueArray(fc.integer({ min: 0, max: 26 }), { maxLength: 8 }) }), { maxLength: 6 }),
      busy: fc.array(fc.record({ day: fc.integer({ min: 0, max: 34 }), minute: fc.integer({ min: 0, max: 24 * 60 }), length: fc.integer({ min: 1, max: 8 * 60 }) }), { maxLength: 6 }),
      zone: fc.constantFrom(...VISITOR_ZONES),
    })
    .map(({ nowAt, bookedDays, busy, zone }) => {
      const today = Temporal.Instant.fromEpochMilliseconds(nowAt).toZonedDateTimeISO('Europe/Paris').toPlainDate();
      return {
        zone,
        today,
        situation: {
          now: nowAt,
          bookings: bookedDays.flatMap(({ day, steps }) => steps.map((step) => ({ start: grid(today.add({ days: day }), step), end: grid(today.add({ days: day }), step) + 20 * MINUTE }))),
          busy: busy.map(({ day, minute, length }) => {
            const start = today.add({ days: day }).toZonedDateTime('Europe/Paris').epochMilliseconds + minute * MINUTE;
            return { start, end: start + length * MINUTE };
          }),
        },
      };
    });

  it('open the same instants over the whole window, from Paris dates and wall times, in 2026 to 2030', () => {
    fc.assert(
      fc.property(situation, ({ today, situation }) => {
        const [first, last] = [today.toString(), today.add({ days: 30 }).toString()];
        const reference = referenceSlots(first, last, situation);
        expect(openSlots(day(first), day(last), situation).map((slot) => slot.start)).toEqual(reference);
        // The slot picker's first week is the first slot's, found without working out the dates after it.
        expect(firstOpenSlot(day(first), day(last), situation)?.start).toBe(reference[0]);
      }),
      // Each run compares 31 days of slots made twice, the reference's through the polyfill, which is slow: a minute's budget on a busy machine.
      { numRuns: 60 },
    );
  }, 60_000);

  it('group them by the visitor’s days, each at its wall time there, every one accepted when requested', () => {
    fc.assert(
      fc.property(situation, fc.integer({ min: 0, max: 4 }), ({ zone, situation }, weeks) => {
        const visitorToday = Temporal.Instant.fromEpochMilliseconds(situation.now).toZonedDateTimeISO(zone).toPlainDate();
        const week = visitorWeek(day(visitorToday.add({ weeks }).toString()), zone, situation);
        const monday = visitorToday.add({ weeks }).subtract({ days: visitorToday.dayOfWeek - 1 });
        const [from, to] = [monday, monday.add({ days: 7 })].map((date) => date.toZonedDateTime(zone).epochMilliseconds) as [number, number];
        const parisDate = (instant: number) => Temporal.Instant.fromEpochMilliseconds(instant).toZonedDateTimeISO('Europe/Paris').toPlainDate().toString();
        const expected = referenceSlots(parisDate(from), parisDate(to - 1), situation).filter((start) => start >= from && start < to);
        expect(week.flatMap((visitorDay) => visitorDay.slots.map((slot) => slot.start))).toEqual(expected);
        expect(week.map((visitorDay) => Temporal.PlainDate.from(visitorDay.date).toString())).toEqual(Array.from({ length: 7 }, (_, index) => monday.add({ days: index }).toString()));
        for (const visitorDay of week) {
          // Three slots a day are enough to check the days' labels; each request is judged from scratch, which costs.
          for (const slot of [visitorDay.slots[0], visitorDay.slots.at(-1), visitorDay.slots[Math.floor(visitorDay.slots.length / 2)]].filter((slot) => slot !== undefined)) {
            const there = Temporal.Instant.from(slot.value).toZonedDateTimeISO(zone);
            expect(Temporal.Instant.from(slot.value).epochMilliseconds).toBe(slot.start);
            expect({ ...visitorDay.date, hour: slot.visitorTime.hour, minute: slot.visitorTime.minute }).toEqual({ year: there.year, month: there.month, day: there.day, hour: there.hour, minute: there.minute });
            expect(checkRequestedSlot({ start: slot.value, zone }, situation)).toMatchObject({ ok: true, slot: { start: slot.start } });
          }
        }
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});
