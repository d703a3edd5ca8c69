import { readBookingSetting, setBookingSetting } from '../db/booking-settings';

/**
 * The secret of the owner's private feed of bookings: 32 random bytes,
 * base64url, in the feed's address (`/agenda/<token>.ics`), which her
 * calendar app polls with no other credential. Only its SHA-256 is stored:
 * the database does not hold the address, and the desk shows it once, as it
 * is made. Making a new one ends the old one.
 */

/** Where the feed lives: the token and `.ics` follow. */
export const FEED_PATH_PREFIX = '/agenda/';

/** 32 bytes in base64url: 43 characters, no padding. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const isFeedToken = (text: string): boolean => TOKEN.test(text);

/** The feed's path for `token`. */
export const feedPath = (token: string): string => `${FEED_PATH_PREFIX}${token}.ics`;

/** A new token: 256 random bits. */
export function newFeedToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** SHA-256 of the token, in hexadecimal: what is stored. */
async function tokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Makes a new token, which replaces the one before (its address stops working); returns it, for the desk to show once. */
export async function renewFeedToken(db: D1Database, now: Date): Promise<string> {
  const token = newFeedToken();
  await setBookingSetting(db, 'feed_token_hash', await tokenHash(token), now).run();
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
  return stored !== null && stored.value === (await tokenHash(token));
}
