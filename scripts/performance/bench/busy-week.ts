// A week of the booking's agenda as full as the owner's calendar may make it,
// for the benchmark of the slot picker's week (scripts/performance/bench.mjs).
import type { BookingSituation } from '../../../src/booking/agenda';
import { addDays, atMinute, MINUTE, type PlainDate } from '../../../src/booking/calendar-date';
import { BOOKING_RULES } from '../../../src/booking/rules';
import { instantAt } from '../../../src/booking/zoned-time';

/** Busy times in the week: 40 a weekday, Monday to Friday. */
const BUSY_INTERVALS = 200;
const PER_DAY = BUSY_INTERVALS / 5;

/**
 * The week of Monday 7 June 2027 seen a week before, with 200 busy times of
 * 5 minutes, one every 14 minutes from 8:40 to 17:46 in Paris on each
 * weekday: each slot's 30 minutes (the call and its buffer) meet one, so no
 * slot is left and every one is checked against the busy times.
 */
export function busyWeek(): { monday: PlainDate; situation: BookingSituation } {
  const monday: PlainDate = { year: 2027, month: 6, day: 7 };
  const busy = Array.from({ length: 5 }, (_, weekday) => addDays(monday, weekday)).flatMap((date) =>
    Array.from({ length: PER_DAY }, (_, index) => {
      const start = instantAt(atMinute(date, 8 * 60 + 40 + index * 14), BOOKING_RULES.zone);
      return { start, end: start + 5 * MINUTE };
    }),
  );
  const now = instantAt(atMinute(addDays(monday, -7), 9 * 60), BOOKING_RULES.zone);
  return { monday, situation: { now, bookings: [], busy } };
}
