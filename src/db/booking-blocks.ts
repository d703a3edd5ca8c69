import type { Instant } from '../booking/calendar-date';
import type { Interval } from '../booking/interval';

/** A time the owner blocked on the desk: no call may be booked in it (booking_blocks, migrations/0008_bookings.sql). */
export interface BookingBlock extends Interval {
  readonly id: number;
  /** What it is for, as she wrote it; for her eyes only. */
  readonly note: string;
  readonly createdAt: string;
}

const COLUMNS = 'id, start_at AS start, end_at AS end, note, created_at AS createdAt';

/** Blocks `start` to `end` (instants the caller made from Paris dates and wall times); its id. */
export async function addBookingBlock(db: D1Database, block: Interval & { note: string }, now: Date): Promise<number> {
  if (!(block.end > block.start)) throw new RangeError(`A block must end after it starts: ${block.start} to ${block.end}`);
  const row = await db
    .prepare('INSERT INTO booking_blocks (start_at, end_at, note, created_at) VALUES (?, ?, ?, ?) RETURNING id')
    .bind(block.start, block.end, block.note, now.toISOString())
    .first<{ id: number }>();
  return row!.id;
}

/** The blocks not over at `now` (the one under way too), soonest first: what the desk lists. */
export async function comingBookingBlocks(db: D1Database, now: Instant): Promise<BookingBlock[]> {
  const { results } = await db.prepare(`SELECT ${COLUMNS} FROM booking_blocks WHERE end_at > ? ORDER BY start_at, id`).bind(now).all<BookingBlock>();
  return results;
}

/** Removes a block; false when there was none. */
export async function removeBookingBlock(db: D1Database, id: number): Promise<boolean> {
  const result = await db.prepare('DELETE FROM booking_blocks WHERE id = ?').bind(id).run();
  return result.meta.changes > 0;
}
