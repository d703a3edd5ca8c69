import type { Instant } from '../booking/calendar-date';
import type { Interval } from '../booking/interval';
import { guardCondition, type SettingGuard } from './booking-settings';

/**
 * The busy times last read from the owner's own calendar (calendar_busy,
 * migrations/0008_bookings.sql), replaced as a whole by each successful
 * reading (src/owner-calendar/read-owner-calendar.ts).
 */

/** Rows a statement inserts: two parameters each, under D1's 100 bound parameters per statement with the guard's two. */
const ROWS_PER_STATEMENT = 49;

/** The statements that replace the busy times with `busy` (while `guard` holds), for one batch: one transaction. */
export function replaceCalendarBusy(db: D1Database, busy: readonly Interval[], guard: SettingGuard): D1PreparedStatement[] {
  const deleting = guardCondition(guard, 1);
  const statements = [db.prepare(`DELETE FROM calendar_busy WHERE ${deleting.sql}`).bind(...deleting.parameters)];
  for (let index = 0; index < busy.length; index += ROWS_PER_STATEMENT) {
    const rows = busy.slice(index, index + ROWS_PER_STATEMENT);
    const inserting = guardCondition(guard, rows.length * 2 + 1);
    const values = rows.map((_, row) => `(?${row * 2 + 1}, ?${row * 2 + 2})`).join(', ');
    statements.push(
      db
        .prepare(`INSERT INTO calendar_busy (start_at, end_at) SELECT column1, column2 FROM (VALUES ${values}) WHERE ${inserting.sql}`)
        .bind(...rows.flatMap(({ start, end }) => [start, end]), ...inserting.parameters),
    );
  }
  return statements;
}

/** The statement that forgets every busy time read (her calendar's address was cleared). */
export function clearCalendarBusy(db: D1Database): D1PreparedStatement {
  return db.prepare('DELETE FROM calendar_busy');
}

/** How many busy times are not over at `now`: what the desk says the last reading found. */
export async function countComingCalendarBusy(db: D1Database, now: Instant): Promise<number> {
  return (await db.prepare('SELECT count(*) AS count FROM calendar_busy WHERE end_at > ?').bind(now).first<{ count: number }>())?.count ?? 0;
}
