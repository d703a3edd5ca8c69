import ical, { ICalEventStatus } from 'ical-generator';
import { AGENCY } from '../content/agency';
import { dateOf, sameDate } from '../booking/calendar-date';
import { wallTimeAt } from '../booking/zoned-time';
import type { StoredBooking } from '../db/bookings';
import { DESK_PATHS } from '../desk/desk-paths';
import { dayText, timeText } from '../booking/slot-text';
import { feedText } from './feed-fr';

/**
 * How often her calendar app should fetch the feed again, for those that
 * read the hint (Apple's, Outlook's; Google's keeps its own pace, a few hours).
 */
const REFRESH_SECONDS = 15 * 60;

/** The visitor's time at the call's start, in their zone, with their date when it is not the agency's. */
function visitorTime(booking: StoredBooking, agencyZone: string): string {
  const theirs = wallTimeAt(booking.startAt, booking.zone);
  const ours = wallTimeAt(booking.startAt, agencyZone);
  return sameDate(theirs, ours) ? timeText(theirs, 'fr') : `${dayText(dateOf(theirs), 'fr', true)}, ${timeText(theirs, 'fr')}`;
}

/** What the event says beyond its title: the note, the address to write to, the language and the visitor's zone. */
function description(booking: StoredBooking, agencyZone: string, deskUrl: string): string {
  return [
    booking.note ? feedText('note', { note: booking.note }) : feedText('noNote'),
    feedText('email', { email: booking.email }),
    feedText('language', { language: feedText(`language.${booking.language}`) }),
    feedText('zone', { zone: booking.zone, time: visitorTime(booking, agencyZone) }),
    feedText('desk', { url: deskUrl }),
  ].join('\n');
}

/**
 * The owner's private feed of calls, as an iCalendar object for her calendar
 * app to subscribe to: one VEVENT per confirmed booking, under the UID its
 * invitations carry (bookingUid) and their SEQUENCE, so that a moved call is
 * updated where it stands. Times in UTC; texts in French, escaped and folded
 * by ical-generator; CRLF line ends.
 */
export function bookingsCalendarIcs(bookings: readonly StoredBooking[], stamp: Date, siteUrl: string, agencyZone: string): string {
  const deskUrl = new URL(DESK_PATHS.bookings, siteUrl).href;
  const calendar = ical({
    name: feedText('calendarName'),
    prodId: { company: AGENCY.name, product: 'Bookings feed', language: 'FR' },
    ttl: REFRESH_SECONDS,
  });
  for (const booking of bookings) {
    calendar.createEvent({
      id: booking.uid,
      sequence: booking.sequence,
      stamp,
      start: new Date(booking.startAt),
      end: new Date(booking.endAt),
      summary: booking.company ? feedText('summaryWithCompany', { name: booking.name, company: booking.company }) : feedText('summary', { name: booking.name }),
      description: description(booking, agencyZone, deskUrl),
      url: deskUrl,
      status: ICalEventStatus.CONFIRMED,
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one too; ical-generator leaves it off.
  return calendar.toString().replace(/(?:\r\n)?$/, '\r\n');
}
