import { comingBookingBlocks, type BookingBlock } from '../../db/booking-blocks';
import { readBookingSettings } from '../../db/booking-settings';
import { shownBooking, upcomingBookings, type StoredBooking } from '../../db/bookings';
import { countComingCalendarBusy } from '../../db/calendar-busy';
import { listRefusedMailboxes, type RefusedMailbox } from '../../db/refused-mailboxes';
import { calendarReadingOf, type CalendarReading } from '../../owner-calendar/calendar-reading';

/** What the Rendez-vous tab shows, read at once. */
export interface BookingsTab {
  /** Live calls from the start of today (Paris), soonest first, their text shown as text. */
  readonly calls: readonly StoredBooking[];
  readonly blocks: readonly BookingBlock[];
  /** The mailboxes she refused, the latest first, as stored (the list shows them as text, and posts them back as they are). */
  readonly refused: readonly RefusedMailbox[];
  readonly reading: CalendarReading;
  /** Busy times of the last reading of her calendar that are not over. */
  readonly busyCount: number;
  /** When her private feed's address was made, or null when there is none. */
  readonly feedMadeAt: string | null;
}

export async function loadBookingsTab(db: D1Database, now: Date): Promise<BookingsTab> {
  const [calls, blocks, refused, settings, busyCount] = await Promise.all([
    upcomingBookings(db, now),
    comingBookingBlocks(db, now.getTime()),
    listRefusedMailboxes(db),
    readBookingSettings(db),
    countComingCalendarBusy(db, now.getTime()),
  ]);
  return { calls: calls.map(shownBooking), blocks, refused, reading: calendarReadingOf(settings), busyCount, feedMadeAt: settings.feed_token_hash?.updatedAt ?? null };
}
