import type { Language } from '../i18n/languages';

/** What the visitor wrote in the message form. */
export interface ContactMessageText {
  name: string;
  email: string;
  company: string;
  message: string;
}

/** A message as the form hands it to storage. */
export interface NewContactMessage extends ContactMessageText {
  language: Language;
  sourcePage: string;
  userAgent: string;
  clientHash: string;
  idempotencyKey: string;
}

/** A stored message, as the owner's notification needs it. */
export interface StoredContactMessage extends ContactMessageText {
  id: number;
  createdAt: string;
  language: Language;
  sourcePage: string;
  /** Notifications of it tried so far. */
  notificationAttempts: number;
}

/** Where a submission ended up: its row, and whether this submission created it. */
export interface StoreResult {
  message: StoredContactMessage;
  idempotencyKey: string;
  created: boolean;
}

/** Attempts at notifying the owner of one message (the first at once, the others by the daily job) before giving up. */
export const MAX_NOTIFICATION_ATTEMPTS = 6;
/** The wait after the first failed attempt; it doubles after each (12 h, 1, 2, 4, 8 days). */
const FIRST_RETRY_DELAY_MS = 12 * 60 * 60 * 1000;

const STORED_COLUMNS =
  'id, created_at AS createdAt, language, name, email, company, message, source_page AS sourcePage, notification_attempts AS notificationAttempts';

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

  const existing = await repeatedMessage(db, input);
  if (existing) return { message: existing, idempotencyKey: input.idempotencyKey, created: false };
  return storeContactMessage(db, { ...input, idempotencyKey: crypto.randomUUID() }, now);
}

/**
 * Whether `input` repeats a message already stored under its idempotency key
 * (a double submit, a Back-and-resend): storing it again changes nothing.
 */
export async function isStoredAlready(db: D1Database, input: NewContactMessage): Promise<boolean> {
  return (await repeatedMessage(db, input)) !== null;
}

/** The message stored under `input`'s idempotency key with the same input, or null. */
async function repeatedMessage(db: D1Database, input: NewContactMessage): Promise<StoredContactMessage | null> {
  const existing = await db
    .prepare(`SELECT ${STORED_COLUMNS} FROM contact_messages WHERE idempotency_key = ?`)
    .bind(input.idempotencyKey)
    .first<StoredContactMessage>();
  return existing && sameInput(existing, input) ? existing : null;
}

function sameInput(stored: ContactMessageText, input: ContactMessageText): boolean {
  return (['name', 'email', 'company', 'message'] as const).every((field) => stored[field] === input[field]);
}

/**
 * Records one attempt at telling the owner about `message`: sent, or failed.
 * A failure waits twice as long as the one before it for the next attempt;
 * after the last allowed attempt the message stays 'unsent' with no next
 * attempt, so the owner finds it with `npm run messages -- --unsent`.
 */
export async function recordNotificationAttempt(db: D1Database, message: StoredContactMessage, sent: boolean, now = new Date()): Promise<void> {
  const attempts = message.notificationAttempts + 1;
  const retryAt = sent || attempts >= MAX_NOTIFICATION_ATTEMPTS ? null : new Date(now.getTime() + FIRST_RETRY_DELAY_MS * 2 ** (attempts - 1));
  await db
    .prepare('UPDATE contact_messages SET notification = ?, notified_at = ?, notification_attempts = ?, next_notification_at = ? WHERE id = ?')
    .bind(sent ? 'sent' : 'unsent', sent ? now.toISOString() : null, attempts, retryAt?.toISOString() ?? null, message.id)
    .run();
}

/**
 * Messages whose notification is due again, newest first, so that old
 * failures never hold back new ones: failed ones whose wait is over, and
 * pending ones long after they should have gone (the request that stored them
 * ended early); never those that reached the last attempt.
 */
export async function messagesToNotify(db: D1Database, now: Date, pendingBefore: Date): Promise<StoredContactMessage[]> {
  const { results } = await db
    .prepare(
      `SELECT ${STORED_COLUMNS} FROM contact_messages
       WHERE notification_attempts < ?
         AND ((notification = 'unsent' AND (next_notification_at IS NULL OR next_notification_at <= ?))
           OR (notification = 'pending' AND created_at < ?))
       ORDER BY created_at DESC`,
    )
    .bind(MAX_NOTIFICATION_ATTEMPTS, now.toISOString(), pendingBefore.toISOString())
    .all<StoredContactMessage>();
  return results;
}
