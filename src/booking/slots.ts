import { agendaOf, type BookingSituation } from './agenda';
import { addDays, atMinute, dateKey, dateOf, daysBetween, isoWeekday, type Instant, type PlainDate, type PlainDateTime } from './calendar-date';
import type { Interval } from './interval';
import { dayGrid } from './grid';
import { BOOKING_RULES, type BookingRules } from './rules';
import { closedDateRefusal, isDayFull, isTaken } from './slot-refusal';
import { instantAt, wallTimeAt } from './zoned-time';

/** A call that may be booked. */
export interface Slot extends Interval {
  /** The agency's date and wall time at its start. */
  readonly agencyTime: PlainDateTime;
}

/** A slot as a visitor sees it, in their time zone. */
export interface VisitorSlot extends Slot {
  /** Its start in ISO 8601, in UTC (`2027-03-29T07:00:00Z`): the value the booking form sends back. */
  readonly value: string;
  readonly visitorTime: PlainDateTime;
  /** Whether the agency's clocks show another time than the visitor's, so the label gives both. */
  readonly showsAgencyTime: boolean;
}

/** One of the visitor's days and its slots, in order. */
export interface VisitorDay {
  readonly date: PlainDate;
  readonly slots: readonly VisitorSlot[];
}

/** `2027-03-29T07:00:00Z`: an instant in ISO 8601, in UTC, to the second. */
export function isoInstant(instant: Instant): string {
  return new Date(instant).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * The slots of the agency's dates from `first` to `last`: every start of the
 * grid on each date, made from the date and its wall time, that slotRefusal
 * would accept (notice, window, closed days and holidays, busy times, the
 * daily limit).
 */
export function openSlots(first: PlainDate, last: PlainDate, situation: BookingSituation, rules: BookingRules = BOOKING_RULES): Slot[] {
  return [...slotsOfDates(first, last, situation, rules)];
}

/** The first of openSlots(first, last), if any: the dates after the one that holds it are never worked out. */
export function firstOpenSlot(first: PlainDate, last: PlainDate, situation: BookingSituation, rules: BookingRules = BOOKING_RULES): Slot | undefined {
  return slotsOfDates(first, last, situation, rules).next().value ?? undefined;
}

/** openSlots' slots in order, each date's worked out only when the one before is done with. */
function* slotsOfDates(first: PlainDate, last: PlainDate, situation: BookingSituation, rules: BookingRules): Generator<Slot, void> {
  const agenda = agendaOf(situation, rules);
  for (let date = first; daysBetween(date, last) >= 0; date = addDays(date, 1)) {
    // What holds for the whole date is asked once, then each start: the same rules slotRefusal applies, in bulk.
    if (closedDateRefusal(date, agenda, rules) || isDayFull(date, agenda, rules)) continue;
    for (const { minute, start } of dayGrid(date, rules)) {
      if (start < agenda.now + rules.noticeMs || isTaken(start, agenda, rules)) continue;
      yield { start, end: start + rules.callMs, agencyTime: atMinute(date, minute) };
    }
  }
}

/** The Monday of `date`'s week. */
export function mondayOf(date: PlainDate): PlainDate {
  return addDays(date, 1 - isoWeekday(date));
}

/**
 * The open slots of the visitor's week holding `day` (Monday to Sunday in
 * `zone`), grouped by the visitor's days: seven days, empty ones included. A
 * late Paris afternoon is the next day in Tokyo, and is shown there.
 */
export function visitorWeek(day: PlainDate, zone: string, situation: BookingSituation, rules: BookingRules = BOOKING_RULES): VisitorDay[] {
  const monday = mondayOf(day);
  const dates = Array.from({ length: 7 }, (_, index) => addDays(monday, index));
  // The week's bounds are midnights in the visitor's zone; where the clocks skip midnight, the first instant after.
  const from = instantAt(atMinute(monday, 0), zone);
  const to = instantAt(atMinute(addDays(monday, 7), 0), zone);
  const slots = openSlots(dateOf(wallTimeAt(from, rules.zone)), dateOf(wallTimeAt(to - 1, rules.zone)), situation, rules);
  const byDate = new Map<string, VisitorSlot[]>(dates.map((date) => [dateKey(date), []]));
  for (const slot of slots) {
    if (slot.start < from || slot.start >= to) continue;
    const visitorTime = wallTimeAt(slot.start, zone);
    byDate.get(dateKey(visitorTime))?.push({
      ...slot,
      value: isoInstant(slot.start),
      visitorTime,
      showsAgencyTime: visitorTime.hour !== slot.agencyTime.hour || visitorTime.minute !== slot.agencyTime.minute,
    });
  }
  return dates.map((date) => ({ date, slots: byDate.get(dateKey(date))! }));
}

/** The agency dates on which calls may be booked now: from today to the end of the window. */
export function bookableDates(now: Instant, rules: BookingRules = BOOKING_RULES): { first: PlainDate; last: PlainDate } {
  const today = dateOf(wallTimeAt(now, rules.zone));
  return { first: today, last: addDays(today, rules.windowDays) };
}

/** From now to the end of the window's last day: the stretch of the owner's calendar worth reading. */
export function bookingHorizon(now: Instant, rules: BookingRules = BOOKING_RULES): Interval {
  return { start: now, end: instantAt(atMinute(addDays(bookableDates(now, rules).last, 1), 0), rules.zone) };
}
