import type { CalendarReadOutcome } from './owner-calendar/read-owner-calendar';

/**
 * The reading of the owner's calendar is a module of its own
 * (src/generated/calendar-reading.js, bundled by build.mjs from
 * src/owner-calendar/read-owner-calendar.ts, ical.js inside), outside the
 * Worker's main module: a new isolate serving the public pages neither reads
 * nor evaluates it, and its Cron Trigger loads it. The import stays at the
 * root of src/, where Workers resolve an additional module's name from
 * (wrangler.toml, `rules`).
 */
const loadCalendarReading = () => import('./generated/calendar-reading.js');

/** Reads the owner's calendar (readOwnerCalendar), its module loaded the first time. */
export async function readOwnerCalendar(db: D1Database, now: Date): Promise<CalendarReadOutcome> {
  const { readOwnerCalendar: read } = await loadCalendarReading();
  return read(db, now);
}
