import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { BOOKING_RULES } from '../booking/rules';
import { shownBooking, upcomingBookings } from '../db/bookings';
import { bookingsCalendarIcs } from './bookings-calendar';
import { FEED_PATH_PREFIX } from './feed-path';
import { isCurrentFeedToken } from './feed-token';

/**
 * What the feed answers with: private to whoever holds the address, kept by
 * no cache (a renewed token must end it at once, and a shared cache must
 * never hold her calls), never indexed.
 */
const FEED_HEADERS = {
  'content-type': 'text/calendar; charset=utf-8',
  'cache-control': 'private, no-store',
  'x-robots-tag': 'noindex',
} as const;

/**
 * GET /agenda/<token>.ics: her calls for her calendar app, the confirmed
 * ones from today on. Any other address below /agenda/, or a token that is
 * not the current one (mistyped, renewed since, or none made), is no feed
 * (undefined): its route answers the site's 404 page, as to any address that
 * does not exist, and nothing logs the address: it is the secret.
 */
export async function bookingsFeed(c: Context<AppEnv>): Promise<Response | undefined> {
  const file = c.req.path.slice(FEED_PATH_PREFIX.length);
  const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
  if (!(await isCurrentFeedToken(c.env.DB, token))) return undefined;
  const now = new Date();
  const confirmed = (await upcomingBookings(c.env.DB, now)).filter((booking) => booking.status === 'confirmed').map(shownBooking);
  return c.body(bookingsCalendarIcs(confirmed, now, c.env.SITE_URL, BOOKING_RULES.zone), 200, FEED_HEADERS);
}
