import type { Interval } from '../booking/interval';
import { clearBookingSetting, readBookingSetting, setBookingSetting, type BookingSettings, type SettingGuard } from '../db/booking-settings';
import { clearCalendarBusy, replaceCalendarBusy } from '../db/calendar-busy';
import type { CalendarFailure } from './fetch-calendar';

/**
 * Where the readings of the owner's calendar stand, as booking_settings
 * keeps it: the address, when it was last read, and, while the readings
 * fail, since when and why. The desk shows it; the reading writes it.
 */
export interface CalendarReading {
  /** Her calendar's secret address, or null when none is set. */
  readonly url: string | null;
  /** The last successful reading (ISO 8601, UTC), or null before the first. */
  readonly readAt: string | null;
  /** While the readings fail: the first failure since the last success (or since the address was set), the latest attempt, and why it failed. */
  readonly failing: { readonly since: string; readonly lastAt: string; readonly failure: CalendarFailure } | null;
}

/** How calendar_error stores a run of failures: since when, and the latest one's reason (its time is the setting's updated_at). */
type StoredError = CalendarFailure & { since: string };

export function calendarReadingOf(settings: BookingSettings): CalendarReading {
  const error = settings.calendar_error;
  return {
    url: settings.calendar_url?.value ?? null,
    readAt: settings.calendar_read_at?.value ?? null,
    failing: error ? { ...failingOf(error.value, error.updatedAt), lastAt: error.updatedAt } : null,
  };
}

/** A stored error as written by `storeFailure`; one that cannot be read (written by hand) still says the reading fails. */
function failingOf(value: string, updatedAt: string): { since: string; failure: CalendarFailure } {
  try {
    const { since, ...failure } = JSON.parse(value) as StoredError;
    if (typeof since === 'string' && typeof failure.reason === 'string') return { since, failure };
  } catch {
    // Read below as an unknown failure.
  }
  return { since: updatedAt, failure: { reason: 'unreachable' } };
}

/** The condition of every write of a reading: the address read is still the one set. */
const whileAddressIs = (url: string): SettingGuard => ({ name: 'calendar_url', value: url });

/**
 * Stores what a reading of `url` found, in one batch (one transaction): the
 * busy times replaced as a whole, the time of the reading, and no error.
 * Nothing is written if she replaced or cleared the address meanwhile.
 */
export async function storeReading(db: D1Database, url: string, busy: readonly Interval[], now: Date): Promise<void> {
  const guard = whileAddressIs(url);
  await db.batch([...replaceCalendarBusy(db, busy, guard), setBookingSetting(db, 'calendar_read_at', now.toISOString(), now, guard), clearBookingSetting(db, 'calendar_error', guard)]);
}

/**
 * Records that a reading of `url` failed, keeping the busy times last read:
 * when the readings started failing (kept from an earlier failure), and why
 * the latest did.
 */
export async function storeFailure(db: D1Database, url: string, failure: CalendarFailure, reading: CalendarReading, now: Date): Promise<void> {
  const stored: StoredError = { ...failure, since: reading.failing?.since ?? now.toISOString() };
  await setBookingSetting(db, 'calendar_error', JSON.stringify(stored), now, whileAddressIs(url)).run();
}

/**
 * Sets her calendar's address (checked: calendar-address.ts). A new address
 * has not been read yet: the time of the last reading and any failure go;
 * the busy times stay until its first reading replaces them, so that no slot
 * opens meanwhile. The same address again changes nothing.
 */
export async function setCalendarAddress(db: D1Database, url: string, now: Date): Promise<void> {
  if ((await readBookingSetting(db, 'calendar_url'))?.value === url) return;
  await db.batch([clearBookingSetting(db, 'calendar_read_at'), clearBookingSetting(db, 'calendar_error'), setBookingSetting(db, 'calendar_url', url, now)]);
}

/** Stops reading her calendar: its address, the state of its readings and the busy times read from it go. */
export async function clearCalendarAddress(db: D1Database): Promise<void> {
  await db.batch([clearBookingSetting(db, 'calendar_url'), clearBookingSetting(db, 'calendar_read_at'), clearBookingSetting(db, 'calendar_error'), clearCalendarBusy(db)]);
}
