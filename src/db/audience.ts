import type { Language } from '../languages/languages';

/** The CNIL's limit for audience measurement data: 25 months. */
export const AUDIENCE_RETENTION_MONTHS = 25;

export type DeviceClass = 'phone' | 'tablet' | 'desktop';

/** One page view, as the aggregates keep it: nothing that tells a visitor apart. */
export interface PageView {
  route: string;
  language: Language;
  /** Host name of the referring site, or 'direct', 'internal' or 'other' (src/audience/audience-source.ts). */
  source: string;
  device: DeviceClass;
}

/** What turned a visit into a contact: a message stored, a newsletter sign-up, a free first call confirmed. */
export interface Conversion {
  kind: 'message' | 'newsletter' | 'booking';
  /** Route id of the page whose form was sent (a booking's: the booking page's, where it was made, whichever link confirmed it). */
  route: string;
  language: Language;
}

/** The UTC day of `now`, YYYY-MM-DD: the aggregates' time grain. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Adds one to the day's counter of this page, language, source and device class. */
export async function countPageView(db: D1Database, view: PageView, now = new Date()): Promise<void> {
  await db
    .prepare(
      `INSERT INTO audience_page_views (day, route, language, source, device, views) VALUES (?, ?, ?, ?, ?, 1)
       ON CONFLICT (day, route, language, source, device) DO UPDATE SET views = views + 1`,
    )
    .bind(utcDay(now), view.route, view.language, view.source, view.device)
    .run();
}

/**
 * Adds one to the day's conversions of this kind, page and language. Never
 * throws: a counter must not fail the message or sign-up it counts, so a
 * failure is only logged.
 */
export async function countConversion(db: D1Database, conversion: Conversion, now = new Date()): Promise<void> {
  try {
    await db
      .prepare(
        `INSERT INTO audience_conversions (day, kind, route, language, count) VALUES (?, ?, ?, ?, 1)
         ON CONFLICT (day, kind, route, language) DO UPDATE SET count = count + 1`,
      )
      .bind(utcDay(now), conversion.kind, conversion.route, conversion.language)
      .run();
  } catch (error) {
    console.error('A conversion could not be counted.', conversion, error);
  }
}

/**
 * Deletes the audience aggregates of days more than 25 months before `now`.
 * Never throws, so the daily job's other tasks run whatever happens here.
 */
export async function deleteExpiredAudience(db: D1Database, now: Date): Promise<void> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - AUDIENCE_RETENTION_MONTHS);
  try {
    const [views, conversions] = await db.batch([
      db.prepare('DELETE FROM audience_page_views WHERE day < ?').bind(utcDay(cutoff)),
      db.prepare('DELETE FROM audience_conversions WHERE day < ?').bind(utcDay(cutoff)),
    ]);
    console.log('Audience aggregates purge', { pageViews: views?.meta.changes ?? 0, conversions: conversions?.meta.changes ?? 0 });
  } catch (error) {
    console.error('The audience aggregates could not be purged.', error);
  }
}
