/** What the desk's forms can do, as recorded with their idempotency keys, logged, and named by the redirect after each (`?fait=`). */
export const DESK_ACTIONS = [
  'message-handled',
  'message-new',
  'message-deleted',
  'subscriber-removed',
  'booking-cancelled',
  'booking-cancelled-refused',
  'mailbox-unrefused',
  'block-added',
  'block-removed',
  'calendar-set',
  'calendar-cleared',
  'feed-renewed',
] as const;
export type DeskAction = (typeof DESK_ACTIONS)[number];

/** The name of the hidden field that carries each desk form's idempotency key. */
export const DESK_KEY_FIELD = 'cle';

/** A fresh key for one form of one page view (pages of the desk are never cached). */
export const freshDeskKey = (): string => crypto.randomUUID();

/** A key as `freshDeskKey` makes them: anything else is refused before the database is asked. */
export const isDeskKey = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value);

/**
 * What became of a form's key: recorded now for its action, already recorded
 * for that same action on the same target (the form was sent twice, and what
 * it asked is done), or spent on another action or target (nothing is done).
 */
export type DeskClaim = 'fresh' | 'repeated' | 'spent';

/** What an action acts on that has no id of its own (a block being added, the calendar's address, the feed): `target` 0. */
export const NO_TARGET = 0;

/**
 * The target of an action that makes something new (a block, an address),
 * or acts on what has no id of its own (a refused mailbox):
 * the first 48 bits of the SHA-256 of what it makes or acts on, so that a
 * form sent again with other values under the same key (edited after going
 * back) is told from the same form sent twice, and does nothing.
 */
export async function contentTarget(...parts: readonly (string | number)[]): Promise<number> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(parts))));
  return digest.slice(0, 6).reduce((target, byte) => target * 256 + byte, 0);
}

/** Records that the form carrying `key` does `action` on `target` (a message's, a subscriber's, a booking's or a block's id, or NO_TARGET) now, unless the key was used already. */
export async function claimDeskAction(db: D1Database, key: string, action: DeskAction, target: number, now = new Date()): Promise<DeskClaim> {
  const claimed = await db
    .prepare('INSERT INTO desk_actions (idempotency_key, action, target, at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING idempotency_key')
    .bind(key, action, target, now.toISOString())
    .first();
  if (claimed !== null) return 'fresh';
  const same = await db
    .prepare('SELECT 1 FROM desk_actions WHERE idempotency_key = ? AND action = ? AND target = ?')
    .bind(key, action, target)
    .first();
  return same !== null ? 'repeated' : 'spent';
}

/** Gives a key back when its action could not be carried out (the database failed), so that sending the form again does it. */
export async function releaseDeskAction(db: D1Database, key: string): Promise<void> {
  await db.prepare('DELETE FROM desk_actions WHERE idempotency_key = ?').bind(key).run();
}
