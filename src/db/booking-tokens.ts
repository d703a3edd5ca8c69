/**
 * The secrets of a booking's e-mailed links, of which the table keeps only a
 * SHA-256 hash (migrations/0008_bookings.sql):
 *
 * - the confirmation link's is random, e-mailed once when the slot is held,
 *   and spent when the call is confirmed;
 * - the management link's (cancel, move) is an HMAC of the booking's UID and
 *   SEQUENCE under a key the database made (`booking-links`,
 *   migrations/0009_booking_link_key.sql): the daily reminder can give the
 *   same link again without the table holding it, and each move, which
 *   raises the SEQUENCE, makes the link before it fail.
 */

const UTF8 = new TextEncoder();

/** Bytes in base64url without padding: safe in a query string as it is. */
function base64Url(bytes: ArrayBuffer | Uint8Array): string {
  const binary = String.fromCharCode(...new Uint8Array(bytes));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The longest secret a link carries (43 characters): a longer one is no link of ours. */
export const LINK_SECRET_MAX_LENGTH = 64;

/** A new random secret of 32 bytes (43 characters of base64url). */
export function randomLinkSecret(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/** What the table keeps of a secret: its SHA-256, in hex. */
export async function linkSecretHash(secret: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', UTF8.encode(secret));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The secret of the management link of the booking `uid` in its version `sequence`. */
export async function manageSecret(db: D1Database, uid: string, sequence: number): Promise<string> {
  const row = await db.prepare("SELECT key FROM hash_keys WHERE name = 'booking-links'").first<{ key: ArrayBuffer | number[] }>();
  if (!row) throw new Error('The booking-links key is missing: apply the D1 migrations.');
  const key = await crypto.subtle.importKey('raw', new Uint8Array(row.key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return base64Url(await crypto.subtle.sign('HMAC', key, UTF8.encode(`manage:${uid}:${sequence}`)));
}
