import type { ContactField } from '../forms/form-state';
import type { Language } from '../i18n/languages';

/** A message as the form hands it to storage. */
export interface NewContactMessage {
  language: Language;
  name: string;
  email: string;
  company: string;
  message: string;
  sourcePage: string;
  userAgent: string;
  clientHash: string;
  idempotencyKey: string;
}

/** A stored message, as the owner's notification needs it. */
export interface StoredContactMessage extends Record<ContactField, string> {
  id: number;
  createdAt: string;
  language: Language;
  sourcePage: string;
}

/** Where a submission ended up: its row, and whether this submission created it. */
export interface StoreResult {
  message: StoredContactMessage;
  idempotencyKey: string;
  created: boolean;
}

/** How long the thank-you state may show what was received, after sending. */
const RECEIVED_VISIBLE_MS = 24 * 60 * 60 * 1000;

const STORED_COLUMNS = 'id, created_at AS createdAt, language, name, email, company, message, source_page AS sourcePage';

/**
 * Stores a message once per idempotency key: a second submission of the same
 * form with the same input finds the first row instead of adding one. The
 * same key with other input is not a double submit (a cached or copied form)
 * and gets a row of its own under a new key.
 */
export async function storeContactMessage(db: D1Database, input: NewContactMessage, now = new Date()): Promise<StoreResult> {
  const inserted = await db
    .prepare(
      `INSERT INTO contact_messages
         (created_at, language, name, email, company, message, source_page, user_agent, client_hash, idempotency_key)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING ${STORED_COLUMNS}`,
    )
    .bind(
      now.toISOString(),
      input.language,
      input.name,
      input.email,
      input.company,
      input.message,
      input.sourcePage,
      input.userAgent,
      input.clientHash,
      input.idempotencyKey,
    )
    .first<StoredContactMessage>();
  if (inserted) return { message: inserted, idempotencyKey: input.idempotencyKey, created: true };

  const existing = await db
    .prepare(`SELECT ${STORED_COLUMNS} FROM contact_messages WHERE idempotency_key = ?`)
    .bind(input.idempotencyKey)
    .first<StoredContactMessage>();
  if (existing && sameInput(existing, input)) return { message: existing, idempotencyKey: input.idempotencyKey, created: false };
  return storeContactMessage(db, { ...input, idempotencyKey: crypto.randomUUID() }, now);
}

function sameInput(stored: StoredContactMessage, input: NewContactMessage): boolean {
  return (['name', 'email', 'company', 'message'] as const).every((field) => stored[field] === input[field]);
}

/**
 * What the visitor sent with this key, for the thank-you state; only for a
 * day, so an old link in a browser history shows nothing.
 */
export async function receivedMessage(db: D1Database, idempotencyKey: string, now = new Date()): Promise<Record<ContactField, string> | null> {
  return db
    .prepare('SELECT name, email, company, message FROM contact_messages WHERE idempotency_key = ? AND created_at > ?')
    .bind(idempotencyKey, new Date(now.getTime() - RECEIVED_VISIBLE_MS).toISOString())
    .first<Record<ContactField, string>>();
}

/** Records whether the owner was told about message `id`. */
export async function markNotification(db: D1Database, id: number, sent: boolean, now = new Date()): Promise<void> {
  await db
    .prepare('UPDATE contact_messages SET notification = ?, notified_at = ? WHERE id = ?')
    .bind(sent ? 'sent' : 'unsent', sent ? now.toISOString() : null, id)
    .run();
}

/**
 * Messages whose notification failed, or is still pending long after it
 * should have gone (the request that stored it ended early), oldest first.
 */
export async function messagesToNotify(db: D1Database, pendingBefore: Date, limit: number): Promise<StoredContactMessage[]> {
  const { results } = await db
    .prepare(
      `SELECT ${STORED_COLUMNS} FROM contact_messages
       WHERE notification = 'unsent' OR (notification = 'pending' AND created_at < ?)
       ORDER BY created_at LIMIT ?`,
    )
    .bind(pendingBefore.toISOString(), limit)
    .all<StoredContactMessage>();
  return results;
}
