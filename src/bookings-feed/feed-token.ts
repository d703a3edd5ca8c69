import { readBookingSetting, setBookingSetting } from '../db/booking-settings';
import { linkSecretHash, randomLinkSecret } from '../db/booking-tokens';
import { isFeedToken } from './feed-path';

/**
 * The secret of the owner's private feed of bookings: 32 random bytes,
 * base64url, in the feed's address (`/agenda/<token>.ics`), which her
 * calendar app polls with no other credential. Only its SHA-256 is stored:
 * the database does not hold the address, and the desk shows it once, as it
 * is made. Making a new one ends the old one.
 */

/** Makes a new token, which replaces the one before (its address stops working); returns it, for the desk to show once. */
export async function renewFeedToken(db: D1Database, now: Date): Promise<string> {
  // 32 random bytes, as a booking link's secret, and stored the same way: its SHA-256 in hex.
  const token = randomLinkSecret();
  await setBookingSetting(db, 'feed_token_hash', await linkSecretHash(token), now).run();
  return token;
}

/**
 * Whether `token` is the feed's current one. Its hash is compared, not the
 * token: knowing how long a comparison took tells nothing about a token
 * whose hash one cannot choose.
 */
export async function isCurrentFeedToken(db: D1Database, token: string): Promise<boolean> {
  if (!isFeedToken(token)) return false;
  const stored = await readBookingSetting(db, 'feed_token_hash');
  return stored !== null && stored.value === (await linkSecretHash(token));
}
