/**
 * A keyed hash (HMAC-SHA-256, hex) of the client's address: it tells two
 * submissions from the same client apart from others without storing the
 * address. The key is random and made by the database migration, so it is
 * neither in the repository nor guessable, and an address cannot be found
 * back by hashing every possible one.
 */
export async function hashClientAddress(db: D1Database, request: Request): Promise<string> {
  const row = await db.prepare("SELECT key FROM hash_keys WHERE name = 'client-address'").first<{ key: ArrayBuffer | number[] }>();
  if (!row) throw new Error('The client-address hash key is missing: apply the D1 migrations.');
  const key = await crypto.subtle.importKey('raw', new Uint8Array(row.key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  // Cloudflare sets this header; without it (a local request), every client is one.
  const address = request.headers.get('cf-connecting-ip') ?? 'unknown';
  const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(address));
  return [...new Uint8Array(signature)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
