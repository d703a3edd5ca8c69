import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { DAY } from '../booking/calendar-date';
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
 * How far back the feed goes. A subscribed calendar shows what the feed
 * holds now and drops what it no longer lists, so a feed of coming calls
 * alone would wipe each call from her calendar once its day is over, and with
 * it her record of who she spoke to; 90 days keeps the last quarter's calls
 * there while the feed stays small.
 */
const PAST_DAYS_KEPT = 90;

/**
 * GET /agenda/<token>.ics: her calls for her calendar app, the confirmed
 * ones of the last 90 days and to come. Any other address below /agenda/, or
 * a token that is not the current one (mistyped, renewed since, or none
 * made), is no feed (undefined): its route answers the site's 404 page, as to
 * any address that does not exist, and nothing logs the address: it is the
 * secret.
 */
export async function bookingsFeed(c: Context<AppEnv>): Promise<Response | undefined> {
  const file = c.req.path.slice(FEED_PATH_PREFIX.length);
  const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
  if (!(await isCurrentFeedToken(c.env.DB, token))) return undefined;
  const now = new Date();
  const since = now.getTime() - PAST_DAYS_KEPT * DAY;
  const confirmed = (await upcomingBookings(c.env.DB, now, { since })).filter((booking) => booking.status === 'confirmed').map(shownBooking);
  return c.body(bookingsCalendarIcs(confirmed, now, c.env.SITE_URL, BOOKING_RULES.zone), 200, FEED_HEADERS);
}
