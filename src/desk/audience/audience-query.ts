import { audiencePeriods, audienceReport, type AudienceReport, type ConversionRow, type ViewRow } from './audience-report';

/**
 * The audience of the `days` UTC days ending `today` and of the `days` days
 * before, read in one batch from D1's anonymous daily aggregates.
 */
export async function loadAudienceReport(db: D1Database, days: number, today = new Date()): Promise<AudienceReport> {
  const { period, previousPeriod } = audiencePeriods(days, today);
  const [views, conversions] = await db.batch<ViewRow | ConversionRow>([
    db
      .prepare('SELECT day, route, language, source, device, views FROM audience_page_views WHERE day BETWEEN ? AND ?')
      .bind(previousPeriod.first, period.last),
    db.prepare('SELECT day, kind, route, language, count FROM audience_conversions WHERE day BETWEEN ? AND ?').bind(previousPeriod.first, period.last),
  ]);
  return audienceReport((views?.results ?? []) as ViewRow[], (conversions?.results ?? []) as ConversionRow[], { days, today });
}
