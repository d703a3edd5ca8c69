import { comingBookingBlocks, type BookingBlock } from '../../db/booking-blocks';
import { readBookingSettings } from '../../db/booking-settings';
import { comingCalendarBusy } from '../../db/calendar-busy';
import { calendarReadingOf, type CalendarReading } from '../../owner-calendar/calendar-reading';

/** What the Rendez-vous tab shows, read at once. */
export interface BookingsTab {
  readonly blocks: readonly BookingBlock[];
  readonly reading: CalendarReading;
  /** Busy times of the last reading of her calendar that are not over. */
  readonly busyCount: number;
  /** When her private feed's address was made, or null when there is none. */
  readonly feedMadeAt: string | null;
}

export async function loadBookingsTab(db: D1Database, now: Date): Promise<BookingsTab> {
  const [blocks, settings, busy] = await Promise.all([comingBookingBlocks(db, now.getTime()), readBookingSettings(db), comingCalendarBusy(db, now.getTime())]);
  return { blocks, reading: calendarReadingOf(settings), busyCount: busy.length, feedMadeAt: settings.feed_token_hash?.updatedAt ?? null };
}
