import type { BookingSituation } from './agenda';
import { addDays, dateOf, daysBetween, parseDateKey, type Instant, type PlainDate } from './calendar-date';
import { BOOKING_RULES, type BookingRules } from './rules';
import { bookableDates, bookingHorizon, firstOpenSlot, mondayOf, visitorWeek, type VisitorDay } from './slots';
import { wallTimeAt } from './zoned-time';
import type { Localized } from '../languages/languages';
import { canonicalZone, visitorZone, zoneChoices, zoneCity } from './zones';

/** What the booking page's slot picker shows: one week of the visitor's, in their zone, and the ways to the weeks around it. */
export interface SlotPicker {
  readonly now: Instant;
  /** The zone the slots are shown in. */
  readonly zone: string;
  /** The zones the menu offers, this one among them, each with its city's name in each language. */
  readonly zones: readonly ZoneChoice[];
  /** A zone was asked for (`?zone=`) that the runtime does not know: the page says so. */
  readonly unknownZoneAsked: boolean;
  /** The Monday of the week shown, in the visitor's calendar. */
  readonly monday: PlainDate;
  /** Its seven days, each with its open slots. */
  readonly days: readonly VisitorDay[];
  /** The Mondays of the weeks before and after it, while they hold bookable days. */
  readonly previous?: PlainDate;
  readonly next?: PlainDate;
}

/** A zone of the menu: its IANA name, and its city as each language names it (Londres, Tokio). */
export interface ZoneChoice {
  readonly zone: string;
  readonly city: Localized;
}

/** What the visitor asked for, and where they are. */
export interface PickerRequest {
  /** The `?zone=` asked for, if any. */
  askedZone?: string;
  /** The zone Cloudflare located the visitor in (`request.cf.timezone`). */
  locatedZone?: string;
  /** The week asked for, as a date of it (`2027-03-29`), if any. */
  askedWeek?: string;
}

/**
 * The week of slots to show: the one asked for, kept within the weeks that
 * hold bookable days (from this week to the window's last); without one, the
 * first week that has a free slot, so that a visitor arriving on a Friday
 * evening sees next week's slots rather than an empty week.
 */
export function slotPicker(situation: BookingSituation, request: PickerRequest, rules: BookingRules = BOOKING_RULES): SlotPicker {
  const zone = visitorZone(request.askedZone, request.locatedZone, rules.zone);
  const firstMonday = mondayOf(dateOf(wallTimeAt(situation.now, zone)));
  const lastMonday = mondayOf(dateOf(wallTimeAt(bookingHorizon(situation.now, rules).end - 1, zone)));
  const asked = request.askedWeek === undefined ? undefined : parseDateKey(request.askedWeek);
  const monday = asked ? within(mondayOf(asked), firstMonday, lastMonday) : firstWeekWithSlot(situation, zone, firstMonday, rules);
  const weekBefore = addWeeks(monday, -1);
  const weekAfter = addWeeks(monday, 1);
  return {
    now: situation.now,
    zone,
    zones: zoneChoices(zone).map((choice) => ({ zone: choice, city: zoneCity(choice) })),
    unknownZoneAsked: request.askedZone !== undefined && request.askedZone !== '' && canonicalZone(request.askedZone) === undefined,
    monday,
    days: visitorWeek(monday, zone, situation, rules),
    ...(daysBetween(firstMonday, weekBefore) >= 0 ? { previous: weekBefore } : {}),
    ...(daysBetween(weekAfter, lastMonday) >= 0 ? { next: weekAfter } : {}),
  };
}

const addWeeks = (monday: PlainDate, weeks: number): PlainDate => addDays(monday, 7 * weeks);

/** `monday`, or the nearest of the first and last Mondays when it lies outside them. */
function within(monday: PlainDate, first: PlainDate, last: PlainDate): PlainDate {
  if (daysBetween(first, monday) < 0) return first;
  if (daysBetween(monday, last) < 0) return last;
  return monday;
}

/** The Monday of the visitor's week holding the first free slot of the window; this week's when none is free. */
function firstWeekWithSlot(situation: BookingSituation, zone: string, thisMonday: PlainDate, rules: BookingRules): PlainDate {
  const { first, last } = bookableDates(situation.now, rules);
  const slot = firstOpenSlot(first, last, situation, rules);
  return slot ? mondayOf(dateOf(wallTimeAt(slot.start, zone))) : thisMonday;
}
