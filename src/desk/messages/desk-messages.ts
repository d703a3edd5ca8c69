import { MESSAGES_TABLE, shownContactMessage, STORED_COLUMNS, type StoredContactMessage } from '../../db/contact-messages';
import { CONTACT_FIELDS } from '../../records/contact-message';
import { columnOf } from '../../records/record';

/** A stored message as the owner's desk shows it. */
export type DeskMessage = StoredContactMessage;

/** Messages shown on one page of the list. */
export const MESSAGES_PER_PAGE = 25;

/** The longest search kept: a name, an address or a few words. */
export const MAX_SEARCH_CHARACTERS = 200;

/**
 * Where a column contains the search `?1`, in any case of a letter without an
 * accent (SQLite's lower(), as LIKE compares), `%` and `_` as they are. Not
 * LIKE: D1 refuses a pattern over 50 bytes as too complex, which 49 letters
 * between its two `%` already make, or 25 accented letters (two bytes each).
 */
const SEARCHED = CONTACT_FIELDS.map((field) => `instr(lower(${columnOf(field)}), lower(?1)) > 0`).join(' OR ');

/**
 * Messages newest first, `MESSAGES_PER_PAGE` from `offset`, those one of
 * whose fields contains `search` (any case) when it is not empty,
 * and how many match in all.
 */
export async function listMessages(db: D1Database, { search = '', offset = 0 } = {}): Promise<{ messages: DeskMessage[]; total: number }> {
  const where = search ? `WHERE ${SEARCHED}` : '';
  const parameters = search ? [search] : [];
  const [rows, count] = await db.batch([
    db.prepare(`SELECT ${STORED_COLUMNS} FROM ${MESSAGES_TABLE} ${where} ORDER BY id DESC LIMIT ${MESSAGES_PER_PAGE} OFFSET ?${parameters.length + 1}`).bind(...parameters, offset),
    db.prepare(`SELECT count(*) AS total FROM ${MESSAGES_TABLE} ${where}`).bind(...parameters),
  ]);
  return { messages: ((rows?.results ?? []) as DeskMessage[]).map(shownContactMessage), total: ((count?.results[0] as { total: number } | undefined)?.total ?? 0) };
}

/** Every message, newest first, for the CSV export. */
export async function allMessages(db: D1Database): Promise<DeskMessage[]> {
  return (await db.prepare(`SELECT ${STORED_COLUMNS} FROM ${MESSAGES_TABLE} ORDER BY id DESC`).all<DeskMessage>()).results.map(shownContactMessage);
}

/** The message `id`, or null when there is none (deleted, or never stored). */
export async function findMessage(db: D1Database, id: number): Promise<DeskMessage | null> {
  const row = await db.prepare(`SELECT ${STORED_COLUMNS} FROM ${MESSAGES_TABLE} WHERE id = ?`).bind(id).first<DeskMessage>();
  return row && shownContactMessage(row);
}

/** How many messages are new (not handled), and how many notifications failed or wait. */
export async function messageCounts(db: D1Database): Promise<{ unhandled: number; unsent: number }> {
  const counts = await db
    .prepare(`SELECT count(*) FILTER (WHERE handled_at IS NULL) AS unhandled, count(*) FILTER (WHERE notification <> 'sent') AS unsent FROM ${MESSAGES_TABLE}`)
    .first<{ unhandled: number; unsent: number }>();
  return counts ?? { unhandled: 0, unsent: 0 };
}

/** Marks the message handled (now) or new again; false when there is no such message. */
export async function setHandled(db: D1Database, id: number, handled: boolean, now = new Date()): Promise<boolean> {
  const result = await db.prepare(`UPDATE ${MESSAGES_TABLE} SET handled_at = ? WHERE id = ?`).bind(handled ? now.toISOString() : null, id).run();
  return result.meta.changes > 0;
}

/** Deletes the message for good (a visitor's erasure request); false when there was none. */
export async function deleteMessage(db: D1Database, id: number): Promise<boolean> {
  const result = await db.prepare(`DELETE FROM ${MESSAGES_TABLE} WHERE id = ?`).bind(id).run();
  return result.meta.changes > 0;
}
