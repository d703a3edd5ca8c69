/**
 * The booking's settings the owner changes on the desk, and the state of the
 * reading of her calendar (booking_settings, migrations/0008_bookings.sql):
 * one row a name, absent when unset.
 */
export type BookingSettingName =
  /** The secret iCal address of her own calendar, read every 15 minutes (src/owner-calendar/). */
  | 'calendar_url'
  /** When it was last read successfully (ISO 8601, UTC). */
  | 'calendar_read_at'
  /** Why the readings fail since when, while they do (src/owner-calendar/calendar-reading.ts). */
  | 'calendar_error'
  /** SHA-256 of the token in the address of her private feed of bookings (src/bookings-feed/). */
  | 'feed_token_hash';

/** A setting's value, and when it was last written (ISO 8601, UTC). */
export interface BookingSetting {
  readonly value: string;
  readonly updatedAt: string;
}

export type BookingSettings = Partial<Record<BookingSettingName, BookingSetting>>;

/** Every setting that is set. */
export async function readBookingSettings(db: D1Database): Promise<BookingSettings> {
  const { results } = await db.prepare('SELECT name, value, updated_at AS updatedAt FROM booking_settings').all<BookingSetting & { name: BookingSettingName }>();
  return Object.fromEntries(results.map(({ name, value, updatedAt }) => [name, { value, updatedAt }]));
}

/** One setting, or null when it is not set. */
export async function readBookingSetting(db: D1Database, name: BookingSettingName): Promise<BookingSetting | null> {
  return db.prepare('SELECT value, updated_at AS updatedAt FROM booking_settings WHERE name = ?').bind(name).first<BookingSetting>();
}

/**
 * A condition on a setting, for a statement that must not apply once it
 * changed: what a reading of her calendar found is stored only while its
 * address is still the one set (she may replace or clear it meanwhile).
 */
export interface SettingGuard {
  readonly name: BookingSettingName;
  readonly value: string;
}

/** The SQL of `guard`, its two parameters numbered from `first`; `true` without one. */
export function guardCondition(guard: SettingGuard | undefined, first: number): { sql: string; parameters: string[] } {
  if (!guard) return { sql: 'true', parameters: [] };
  return { sql: `EXISTS (SELECT 1 FROM booking_settings WHERE name = ?${first} AND value = ?${first + 1})`, parameters: [guard.name, guard.value] };
}

/** The statement that sets `name` to `value` at `now` (while `guard` holds): statements, so that callers write several in one batch. */
export function setBookingSetting(db: D1Database, name: BookingSettingName, value: string, now: Date, guard?: SettingGuard): D1PreparedStatement {
  const condition = guardCondition(guard, 4);
  return db
    .prepare(`INSERT INTO booking_settings (name, value, updated_at) SELECT ?1, ?2, ?3 WHERE ${condition.sql} ON CONFLICT (name) DO UPDATE SET value = ?2, updated_at = ?3`)
    .bind(name, value, now.toISOString(), ...condition.parameters);
}

/** The statement that unsets `name` (while `guard` holds). */
export function clearBookingSetting(db: D1Database, name: BookingSettingName, guard?: SettingGuard): D1PreparedStatement {
  const condition = guardCondition(guard, 2);
  return db.prepare(`DELETE FROM booking_settings WHERE name = ?1 AND ${condition.sql}`).bind(name, ...condition.parameters);
}
