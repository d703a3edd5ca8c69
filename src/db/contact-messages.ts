import type { Language } from '../languages/languages';
import { CONTACT_FIELDS, CONTACT_MESSAGE, type ContactField, type ContactMessageText } from '../records/contact-message';
import { columnOf, keptControlCharacters } from '../records/record';
import { showControlCharactersInRow } from '../text/control-characters';

export type { ContactMessageText };

/** A message as the form hands it to storage: what the visitor wrote, and where from. */
export interface NewContactMessage extends ContactMessageText {
  language: Language;
  sourcePage: string;
  userAgent: string;
  clientHash: string;
  idempotencyKey: string;
}

/** A stored message, as the owner's notification and the desk read it: what the visitor wrote, and what the site recorded. */
export interface StoredContactMessage extends ContactMessageText {
  id: number;
  createdAt: string;
  language: Language;
  sourcePage: string;
  /** Whether the owner's notification e-mail went: 'pending', 'sent' or 'unsent' (failed). */
  notification: 'pending' | 'sent' | 'unsent';
  /** Notifications of it tried so far. */
  notificationAttempts: number;
  /** When the daily job tries the notification again; null once sent or given up. */
  nextNotificationAt: string | null;
  /** When the owner marked it handled; null while it is new. */
  handledAt: string | null;
}

/** What the site records with a message, besides its fields: a name here and not in StoredContactMessage fails `tsc`, and so does the reverse (below). */
const RECORDED = ['id', 'createdAt', 'language', 'sourcePage', 'notification', 'notificationAttempts', 'nextNotificationAt', 'handledAt'] as const satisfies readonly Exclude<
  keyof StoredContactMessage,
  ContactField
>[];
type NoneLeft<Names> = [Names] extends [never] ? true : never;
true satisfies NoneLeft<Exclude<keyof StoredContactMessage, ContactField | (typeof RECORDED)[number]>>;

/** The table, and the columns of a stored message, each read under its property's name. */
export const MESSAGES_TABLE = CONTACT_MESSAGE.table;
export const STORED_COLUMNS = [...RECORDED.slice(0, 3), ...CONTACT_FIELDS, ...RECORDED.slice(3)]
  .map((name) => (columnOf(name) === name ? name : `${columnOf(name)} AS ${name}`))
  .join(', ');

/** A stored message as it is shown, in an e-mail, on the desk or in a file: every control or invisible character written out, but a text's tabs and line breaks. */
const KEPT_CONTROL_CHARACTERS = keptControlCharacters(CONTACT_MESSAGE);
export const shownContactMessage = (row: StoredContactMessage): StoredContactMessage => showControlCharactersInRow(row, KEPT_CONTROL_CHARACTERS);

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

/**
 * Stores a message once per idempotency key: a second submission of the same
 * form with the same input finds the first row instead of adding one. The
 * same key with other input is not a double submit (a cached or copied form)
 * and gets a row of its own under a new key.
 */
export async function storeContactMessage(db: D1Database, input: NewContactMessage, now = new Date()): Promise<StoreResult> {
  const written = { createdAt: now.toISOString(), ...input };
  const columns = ['createdAt', 'language', ...CONTACT_FIELDS, 'sourcePage', 'userAgent', 'clientHash', 'idempotencyKey'] as const satisfies readonly (keyof typeof written)[];
  const inserted = await db
    .prepare(
      `INSERT INTO ${MESSAGES_TABLE} (${columns.map(columnOf).join(', ')})
       VALUES (${columns.map(() => '?').join(', ')})
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING ${STORED_COLUMNS}`,
    )
    .bind(...columns.map((column) => written[column]))
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
    .prepare(`SELECT ${STORED_COLUMNS} FROM ${MESSAGES_TABLE} WHERE idempotency_key = ?`)
    .bind(input.idempotencyKey)
    .first<StoredContactMessage>();
  return existing && sameInput(existing, input) ? existing : null;
}

function sameInput(stored: ContactMessageText, input: ContactMessageText): boolean {
  return CONTACT_FIELDS.every((field) => stored[field] === input[field]);
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
    .prepare(`UPDATE ${MESSAGES_TABLE} SET notification = ?, notified_at = ?, notification_attempts = ?, next_notification_at = ? WHERE id = ?`)
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
      `SELECT ${STORED_COLUMNS} FROM ${MESSAGES_TABLE}
       WHERE notification_attempts < ?
         AND ((notification = 'unsent' AND (next_notification_at IS NULL OR next_notification_at <= ?))
           OR (notification = 'pending' AND created_at < ?))
       ORDER BY created_at DESC`,
    )
    .bind(MAX_NOTIFICATION_ATTEMPTS, now.toISOString(), pendingBefore.toISOString())
    .all<StoredContactMessage>();
  return results;
}
