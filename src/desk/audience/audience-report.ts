// The audience of a period and of the one before it, worked out from the
// anonymous daily aggregates (migrations/0003_audience.sql): what
// `npm run stats` prints, as data for the owner's desk. Pure and
// self-contained (no import, no enum, namespace or parameter property), so
// Node's type stripping runs it as it is and `scripts/operations/stats.mjs` can import it.

/** One row of `audience_page_views`: a day's page views of one page, language, source and device class. */
export interface ViewRow {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  /** Route id of the route table (src/routes.ts). */
  route: string;
  language: string;
  /** Host name of the referring site, or 'direct', 'internal' or 'other'. */
  source: string;
  device: string;
  views: number;
}

/** One row of `audience_conversions`: a day's messages, newsletter sign-ups or confirmed bookings of one page and language. */
export interface ConversionRow {
  day: string;
  kind: string;
  route: string;
  language: string;
  count: number;
}

/** A figure of the period beside the same figure of the previous period. */
export interface Compared {
  current: number;
  previous: number;
}

/** A rate beside the previous period's; null where there was no page view to divide by. */
export interface ComparedRate {
  current: number | null;
  previous: number | null;
}

/** A span of whole UTC days, both ends included, as YYYY-MM-DD. */
export interface DayRange {
  first: string;
  last: string;
}

/** One day of the period, and the day at the same place in the previous period. */
export interface DayViews {
  day: string;
  views: number;
  previousDay: string;
  previousViews: number;
}

/** One row of a ranked list: its page views in each period, and its share of the period's whole (0 to 1). */
export interface ShareRow {
  key: string;
  count: number;
  previous: number;
  /** `count` over the list's `total`; 0 when the total is 0. */
  share: number;
}

/** A ranked list: every key seen in either period, the period's largest first. */
export interface ShareList {
  /** The page views the list shares out, in each period. */
  total: Compared;
  rows: ShareRow[];
}

/** The conversions of one page in one language, or of every page of a language (`route` null). */
export interface ConversionLine {
  /** The page's route id, or null for "all pages" of the language. */
  route: string | null;
  language: string;
  views: Compared;
  messages: Compared;
  signUps: Compared;
  /** Free first calls booked (and confirmed). */
  bookings: Compared;
  /** Messages and booked calls per 100 page views: the ways a visitor gets in touch. */
  contactsPer100Views: ComparedRate;
}

export interface AudienceReport {
  /** The length of each period, in days. */
  days: number;
  period: DayRange;
  /** The `days` days just before `period`. */
  previousPeriod: DayRange;
  /** Every day of the period, oldest first, zero-filled. */
  daily: DayViews[];
  totals: { views: Compared; messages: Compared; signUps: Compared; bookings: Compared };
  /** Page views per route id. */
  pages: ShareList;
  /** Page views per language. */
  languages: ShareList;
  /** Page views per source, but those reached from the site itself (`internal`). */
  sources: ShareList;
  /** Page views per device class. */
  devices: ShareList;
  /**
   * Every language's whole site ("all pages", `route` null) first, its page
   * views largest first; then each page and language with a message, a
   * sign-up or a booking in either period, most messages and bookings first.
   */
  conversions: ConversionLine[];
  /** No page view, message, sign-up or booking in either period. */
  empty: boolean;
}

export interface AudienceReportOptions {
  /** The length of the period, in whole UTC days (1 or more). */
  days: number;
  /** The period's last day: its UTC day if a Date, else YYYY-MM-DD. */
  today: Date | string;
}

const DAY_MS = 86_400_000;

/** The UTC day `offset` days after `day` (YYYY-MM-DD). */
export function addDays(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
}

/** The period of `days` UTC days ending on `today`'s UTC day, and the one before it. */
export function audiencePeriods(days: number, today: Date | string): { period: DayRange; previousPeriod: DayRange } {
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`A period is a whole number of days, 1 or more, not ${days}.`);
  const last = typeof today === 'string' ? today : today.toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(last) || Number.isNaN(Date.parse(`${last}T00:00:00Z`))) throw new RangeError(`Not a day: ${last}.`);
  return {
    period: { first: addDays(last, 1 - days), last },
    previousPeriod: { first: addDays(last, 1 - 2 * days), last: addDays(last, -days) },
  };
}

const inRange = (day: string, range: DayRange) => day >= range.first && day <= range.last;

/** Sums `count(row)` by `keyOf(row)`. */
function sumBy<Row>(rows: readonly Row[], keyOf: (row: Row) => string, count: (row: Row) => number): Map<string, number> {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(keyOf(row), (sums.get(keyOf(row)) ?? 0) + count(row));
  return sums;
}

const sum = (values: Iterable<number>) => {
  let total = 0;
  for (const value of values) total += value;
  return total;
};

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The ranked list of `current` and `previous` sums: largest first in the period, then in the previous period, then by key. */
function shareList(current: Map<string, number>, previous: Map<string, number>): ShareList {
  const total = { current: sum(current.values()), previous: sum(previous.values()) };
  const rows = [...new Set([...current.keys(), ...previous.keys()])].map((key) => {
    const count = current.get(key) ?? 0;
    return { key, count, previous: previous.get(key) ?? 0, share: total.current === 0 ? 0 : count / total.current };
  });
  rows.sort((a, b) => b.count - a.count || b.previous - a.previous || byText(a.key, b.key));
  return { total, rows };
}

const rate = (contacts: number, views: number) => (views === 0 ? null : (100 * contacts) / views);

/**
 * The audience of the `days` UTC days ending `today` and of the `days` days
 * before, from the rows of `audience_page_views` and `audience_conversions`
 * (rows of other days are left out).
 */
export function audienceReport(views: readonly ViewRow[], conversions: readonly ConversionRow[], { days, today }: AudienceReportOptions): AudienceReport {
  const { period, previousPeriod } = audiencePeriods(days, today);
  const viewsIn = (range: DayRange) => views.filter((row) => inRange(row.day, range));
  const conversionsIn = (range: DayRange, kind: string) => conversions.filter((row) => row.kind === kind && inRange(row.day, range));
  const [currentViews, previousViews] = [viewsIn(period), viewsIn(previousPeriod)];
  const [currentMessages, previousMessages] = [conversionsIn(period, 'message'), conversionsIn(previousPeriod, 'message')];
  const [currentSignUps, previousSignUps] = [conversionsIn(period, 'newsletter'), conversionsIn(previousPeriod, 'newsletter')];
  const [currentBookings, previousBookings] = [conversionsIn(period, 'booking'), conversionsIn(previousPeriod, 'booking')];

  const viewCount = (row: ViewRow) => row.views;
  const conversionCount = (row: ConversionRow) => row.count;
  /** A list of page views by `keyOf`, in both periods. */
  const viewsBy = (keyOf: (row: ViewRow) => string, keep: (row: ViewRow) => boolean = () => true) =>
    shareList(sumBy(currentViews.filter(keep), keyOf, viewCount), sumBy(previousViews.filter(keep), keyOf, viewCount));

  const perDay = sumBy(currentViews, (row) => row.day, viewCount);
  const perPreviousDay = sumBy(previousViews, (row) => row.day, viewCount);
  const daily = Array.from({ length: days }, (_, index): DayViews => {
    const day = addDays(period.first, index);
    const previousDay = addDays(previousPeriod.first, index);
    return { day, views: perDay.get(day) ?? 0, previousDay, previousViews: perPreviousDay.get(previousDay) ?? 0 };
  });

  const totals = {
    views: { current: sum(currentViews.map(viewCount)), previous: sum(previousViews.map(viewCount)) },
    messages: { current: sum(currentMessages.map(conversionCount)), previous: sum(previousMessages.map(conversionCount)) },
    signUps: { current: sum(currentSignUps.map(conversionCount)), previous: sum(previousSignUps.map(conversionCount)) },
    bookings: { current: sum(currentBookings.map(conversionCount)), previous: sum(previousBookings.map(conversionCount)) },
  };

  // Conversions: keyed by language alone ("all pages") and by page and language.
  type Keyed = { route: string; language: string };
  const languageKey = (row: Keyed) => row.language;
  const pageKey = (row: Keyed) => JSON.stringify([row.route, row.language]);
  const compared = (keyOf: (row: Keyed) => string, key: string) => {
    const get = <Row extends Keyed>(rows: readonly Row[], count: (row: Row) => number) => sum(rows.filter((row) => keyOf(row) === key).map(count));
    const lineViews = { current: get(currentViews, viewCount), previous: get(previousViews, viewCount) };
    const messages = { current: get(currentMessages, conversionCount), previous: get(previousMessages, conversionCount) };
    const signUps = { current: get(currentSignUps, conversionCount), previous: get(previousSignUps, conversionCount) };
    const bookings = { current: get(currentBookings, conversionCount), previous: get(previousBookings, conversionCount) };
    return {
      views: lineViews,
      messages,
      signUps,
      bookings,
      contactsPer100Views: {
        current: rate(messages.current + bookings.current, lineViews.current),
        previous: rate(messages.previous + bookings.previous, lineViews.previous),
      },
    };
  };
  const converted = [...currentMessages, ...previousMessages, ...currentSignUps, ...previousSignUps, ...currentBookings, ...previousBookings];
  const allRows = [...currentViews, ...previousViews, ...converted];
  const languageLines: ConversionLine[] = [...new Set(allRows.map(languageKey))]
    .map((language) => ({ route: null, language, ...compared(languageKey, language) }))
    .sort((a, b) => b.views.current - a.views.current || b.views.previous - a.views.previous || byText(a.language, b.language));
  const pageLines: ConversionLine[] = [...new Set(converted.map(pageKey))]
    .map((key) => {
      const [route, language] = JSON.parse(key) as [string, string];
      return { route, language, ...compared(pageKey, key) };
    })
    .sort(
      (a, b) =>
        b.messages.current + b.bookings.current - (a.messages.current + a.bookings.current) ||
        b.signUps.current - a.signUps.current ||
        b.messages.previous + b.bookings.previous - (a.messages.previous + a.bookings.previous) ||
        b.signUps.previous - a.signUps.previous ||
        byText(a.route ?? '', b.route ?? '') ||
        byText(a.language, b.language),
    );

  return {
    days,
    period,
    previousPeriod,
    daily,
    totals,
    pages: viewsBy((row) => row.route),
    languages: viewsBy((row) => row.language),
    sources: viewsBy(
      (row) => row.source,
      (row) => row.source !== 'internal',
    ),
    devices: viewsBy((row) => row.device),
    conversions: [...languageLines, ...pageLines],
    empty: [totals.views, totals.messages, totals.signUps, totals.bookings].every(({ current, previous }) => current === 0 && previous === 0),
  };
}
