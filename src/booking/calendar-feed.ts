import ICAL from 'ical.js';
import { isSiteBookingUid } from './booking-uid';
import { addDays, DAY, type Instant, type PlainDate } from './calendar-date';
import { mergeIntervals, type Interval } from './interval';
import { BOOKING_RULES } from './rules';
import { instantAt } from './zoned-time';
import { canonicalZone } from './zones';

/**
 * The owner's busy times, read from her calendar's secret iCal address with
 * ical.js: every event that takes her time within a horizon (the booking
 * window), recurring ones expanded, as intervals.
 *
 * - Recurring events follow their RRULE and RDATE in their own wall time
 *   (a weekly 10:00 in Paris stays 10:00 across the clock change), less
 *   their EXDATEs; an occurrence moved or cancelled by an exception
 *   (RECURRENCE-ID) is that exception's.
 * - An all-day event closes the whole day in the agency's zone, from
 *   midnight to midnight.
 * - Times in UTC are taken as they are; a TZID that names an IANA zone is
 *   read with Intl's rules, which are complete where a feed's VTIMEZONE may
 *   hold only the current ones; any other TZID (Outlook's "Romance Standard
 *   Time") with the feed's VTIMEZONE; floating times, and a TZID with no
 *   definition, in the agency's zone.
 * - Free (TRANSP:TRANSPARENT) and cancelled events take no time, and the
 *   site's own bookings, which the calendar holds once she has them, are
 *   already counted.
 */

/** The feed is not an iCalendar object: the caller keeps the busy times it had. */
export class CalendarFeedError extends Error {
  override name = 'CalendarFeedError';
}

/** What a feed yields: its busy times, merged, in order, within the horizon; and the events that could not be read, to be logged. */
export interface FeedBusyTimes {
  readonly busy: Interval[];
  readonly unreadable: { readonly uid: string; readonly reason: string }[];
}

/**
 * Occurrences one event may have up to the horizon's end, daily and weekly
 * series being expanded from near it (iterationStart): centuries of a
 * monthly event. One with more (an hourly rule of years ago) is reported
 * unreadable rather than left to take the Worker's CPU time.
 */
const MAX_OCCURRENCES = 5000;

/**
 * The busy times `ics` holds within `horizon` (bookingHorizon: now to the
 * window's end), all-day and floating times in `zone`. Throws
 * CalendarFeedError when `ics` is no calendar at all (an error page).
 */
export function busyTimesFromFeed(ics: string, horizon: Interval, zone: string = BOOKING_RULES.zone): FeedBusyTimes {
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(ics));
  } catch (error) {
    throw new CalendarFeedError(`The calendar feed is not iCalendar: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (calendar.name !== 'vcalendar') throw new CalendarFeedError(`The calendar feed holds a ${calendar.name}, not a VCALENDAR`);
  const events = calendar.getAllSubcomponents('vevent');
  const exceptions = events.filter((event) => event.hasProperty('recurrence-id'));
  const busy: Interval[] = [];
  const unreadable: { uid: string; reason: string }[] = [];
  for (const component of events) {
    const uid = String(component.getFirstPropertyValue('uid') ?? '');
    try {
      if (takesNoTime(component, uid)) continue;
      // An exception is read on its own; a series is given its own exceptions only, by UID.
      const related = component.hasProperty('recurrence-id') ? [] : exceptions.filter((exception) => exception.getFirstPropertyValue('uid') === uid);
      busy.push(...eventIntervals(component, related, horizon, zone));
    } catch (error) {
      unreadable.push({ uid, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  const within = busy.map(({ start, end }) => ({ start: Math.max(start, horizon.start), end: Math.min(end, horizon.end) }));
  return { busy: mergeIntervals(within), unreadable };
}

/** Free, cancelled, the site's own booking, or no start at all. */
function takesNoTime(component: ICAL.Component, uid: string): boolean {
  return (
    !component.hasProperty('dtstart') ||
    String(component.getFirstPropertyValue('transp') ?? '').toUpperCase() === 'TRANSPARENT' ||
    String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED' ||
    isSiteBookingUid(uid)
  );
}

/** The intervals of one VEVENT within the horizon: itself, or its occurrences less those its exceptions replace (they are read on their own). */
function eventIntervals(component: ICAL.Component, exceptions: ICAL.Component[], horizon: Interval, zone: string): Interval[] {
  const event = new ICAL.Event(component, { strictExceptions: true, exceptions });
  const times = new EventTimes(component, event, zone);
  if (event.isRecurrenceException() || !event.isRecurring()) return [times.interval(event.startDate, event.endDate)];
  const intervals: Interval[] = [];
  const iterator = event.iterator(iterationStart(event, horizon.start - times.length - 2 * DAY));
  for (let count = 0; count < MAX_OCCURRENCES; count++) {
    const occurrence = iterator.next();
    if (!occurrence) return intervals;
    // Far before the horizon (a day's margin for any zone's offset), an occurrence is passed over without converting its time.
    if (floatingMilliseconds(occurrence) + times.length + DAY < horizon.start) continue;
    if (times.instant(occurrence, times.startZone) >= horizon.end) return intervals;
    const details = event.getOccurrenceDetails(occurrence);
    if (details.item !== event && !details.item.modifiesFuture()) continue;
    const interval = times.interval(details.startDate, details.endDate);
    if (interval.end > horizon.start) intervals.push(interval);
  }
  throw new Error(`more than ${MAX_OCCURRENCES} occurrences before the horizon's end`);
}

/**
 * Where to start expanding a series begun long before `before`: a daily or
 * weekly rule without COUNT repeats whole periods, so a start moved forward
 * by whole periods, in wall time, yields the same occurrences from there
 * without iterating years of them. The moved start is itself yielded, as
 * DTSTART always is, but before the horizon. Other rules start at DTSTART.
 */
function iterationStart(event: ICAL.Event, before: Instant): ICAL.Time | undefined {
  const rules = event.component.getAllProperties('rrule');
  const rule = rules.length === 1 && !event.component.hasProperty('rdate') ? (rules[0]!.getFirstValue() as ICAL.Recur) : undefined;
  const days = rule && !rule.count ? { DAILY: 1, WEEKLY: 7 }[rule.freq as string] : undefined;
  if (!rule || !days) return undefined;
  const period = days * (rule.interval || 1);
  const periods = Math.floor((before - floatingMilliseconds(event.startDate)) / DAY / period);
  if (periods < 1) return undefined;
  const start = event.startDate.clone();
  start.adjust(periods * period, 0, 0, 0);
  return start;
}

/** The wall time's fields read as if in UTC: within a day of the instant, in any zone. */
function floatingMilliseconds(time: ICAL.Time): number {
  return Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
}

/** How one event's times become instants, by the TZIDs of its DTSTART and DTEND. */
class EventTimes {
  readonly startZone: string | undefined;
  readonly endZone: string | undefined;
  /** The event's length, to judge from an occurrence's start whether it reaches the horizon. */
  readonly length: number;

  constructor(
    component: ICAL.Component,
    event: ICAL.Event,
    private readonly agencyZone: string,
  ) {
    this.startZone = ianaZone(component.getFirstProperty('dtstart')?.getParameter('tzid'));
    this.endZone = ianaZone(component.getFirstProperty('dtend')?.getParameter('tzid')) ?? this.startZone;
    this.length = Math.max(0, event.duration.toSeconds() * 1000);
  }

  interval(start: ICAL.Time, end: ICAL.Time): Interval {
    if (start.isDate) return this.wholeDays(start, end);
    return { start: this.instant(start, this.startZone), end: this.instant(end, this.endZone) };
  }

  instant(time: ICAL.Time, iana: string | undefined): Instant {
    if (time.zone === ICAL.Timezone.utcTimezone) return time.toUnixTime() * 1000;
    const wall = { year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute };
    if (iana) return instantAt(wall, iana) + time.second * 1000;
    // A zone the feed defines (its VTIMEZONE), not an IANA name: ical.js applies the definition.
    if (time.zone && time.zone !== ICAL.Timezone.localTimezone) return time.toUnixTime() * 1000;
    return instantAt(wall, this.agencyZone) + time.second * 1000;
  }

  /** From midnight of the first day to midnight after the last, in the agency's zone; DTEND is the day after, or missing for one day. */
  private wholeDays(start: ICAL.Time, end: ICAL.Time): Interval {
    const first: PlainDate = { year: start.year, month: start.month, day: start.day };
    const after: PlainDate = end.isDate && end.compare(start) > 0 ? { year: end.year, month: end.month, day: end.day } : addDays(first, 1);
    return { start: instantAt({ ...first, hour: 0, minute: 0 }, this.agencyZone), end: instantAt({ ...after, hour: 0, minute: 0 }, this.agencyZone) };
  }
}

/** The IANA zone a TZID names: `Europe/Paris`, or the end of a prefixed one (`/mozilla.org/20050126_1/Europe/Paris`). */
function ianaZone(tzid: string | string[] | undefined): string | undefined {
  if (typeof tzid !== 'string') return undefined;
  const parts = tzid.split('/').filter(Boolean);
  for (let taken = Math.min(parts.length, 3); taken >= 1; taken--) {
    const zone = canonicalZone(parts.slice(-taken).join('/'));
    if (zone && (taken > 1 || parts.length === 1)) return zone;
  }
  return undefined;
}
