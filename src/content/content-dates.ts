/**
 * When the texts of the pages that have no date of their own (home, about,
 * services, portfolio, testimonials, FAQ, contact) last changed. Articles and
 * legal documents carry their own dates. Move it forward whenever those texts
 * change: it is the sitemap's `lastmod` and the pages' `dateModified`.
 */
export const PAGES_UPDATED = '2026-11-27';

/** The latest of some ISO dates (YYYY-MM-DD sorts as text); `undefined` entries are skipped. */
export function latestDate(first: string, ...others: readonly (string | undefined)[]): string {
  return others.reduce<string>((latest, date) => (date && date > latest ? date : latest), first);
}
