import { FIXED_PAGES, type FixedPage } from './languages/address-words';
import { inEveryLanguage, LANGUAGE_SPECS } from './languages/languages';
import type { RouteEntry } from './route';

/** A page without a content file of its own: each language's module fixes its paths, and the content build adds it to the route table. */
type FixedRoute = Omit<RouteEntry, 'updated'>;

/**
 * The kind of each page whose paths are not made from a content file's slug:
 * the home (its texts are home/<language>.md), the newsletter's two link
 * pages and the booking's two (confirm a held call; move or cancel a booked
 * one), reached from the e-mails in their reader's language, whose forms post
 * to the same path.
 */
const FIXED_PAGE_KINDS = {
  home: 'home',
  'newsletter-unsubscribe': 'unsubscribe',
  'newsletter-confirmation': 'confirmation',
  'booking-confirmation': 'bookingConfirmation',
  'booking-management': 'bookingManagement',
} as const satisfies Record<FixedPage, string>;

/** The fixed pages, their paths in each language read from its module (`fixedPaths`, src/languages/specs/). */
export const FIXED_ROUTES = FIXED_PAGES.map((id) => ({
  id,
  kind: FIXED_PAGE_KINDS[id],
  paths: inEveryLanguage((language) => LANGUAGE_SPECS[language].fixedPaths[id]),
})) satisfies readonly FixedRoute[];
