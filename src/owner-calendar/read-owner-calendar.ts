import { busyTimesFromFeed, CalendarFeedError, type FeedBusyTimes } from '../booking/calendar-feed';
import { bookingHorizon } from '../booking/slots';
import { readBookingSettings } from '../db/booking-settings';
import { calendarReadingOf, storeFailure, storeReading } from './calendar-reading';
import { CALENDAR_FETCH_LIMITS, fetchCalendarText, type CalendarFailure, type FetchLimits } from './fetch-calendar';

/** What one reading did: nothing (no address set), read the calendar, or failed and kept the busy times it had. */
export type CalendarReadOutcome = 'not-set' | 'read' | 'failed';

/**
 * Reads the owner's own calendar from its secret address, as the Cron
 * Trigger does every 15 minutes (src/scheduled.ts): its busy times within the
 * booking window (bookingHorizon) replace those of the last reading. On any
 * failure (unreachable, too slow, an HTTP error, too large, not a calendar)
 * the last busy times stay, and the failure is recorded for the desk to
 * show. The address is a secret: it is never logged. Throws only when the
 * database does.
 */
export async function readOwnerCalendar(db: D1Database, now: Date, limits: FetchLimits = CALENDAR_FETCH_LIMITS): Promise<CalendarReadOutcome> {
  const reading = calendarReadingOf(await readBookingSettings(db));
  if (!reading.url) return 'not-set';
  const fetched = await fetchCalendarText(reading.url, limits);
  const found = 'text' in fetched ? busyTimesOf(fetched.text, now) : fetched;
  if ('failure' in found) {
    console.warn(JSON.stringify({ calendar: 'read-failed', ...found.failure }));
    await storeFailure(db, reading.url, found.failure, reading, now);
    return 'failed';
  }
  await storeReading(db, reading.url, found.busy, now);
  console.log(JSON.stringify({ calendar: 'read', busy: found.busy.length, unreadable: found.unreadable }));
  return 'read';
}

function busyTimesOf(ics: string, now: Date): FeedBusyTimes | { failure: CalendarFailure } {
  try {
    return busyTimesFromFeed(ics, bookingHorizon(now.getTime()));
  } catch (error) {
    if (error instanceof CalendarFeedError) return { failure: { reason: 'not-calendar' } };
    throw error;
  }
}
