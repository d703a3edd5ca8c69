import type { Language } from '../../languages/languages';
import { showControlCharactersInRow } from '../../text/control-characters';

/** A newsletter sign-up as the owner's desk shows it: confirmed, or waiting for its owner to confirm. */
export interface DeskSubscriber {
  id: number;
  email: string;
  language: Language;
  createdAt: string;
  /** Null while the address waits for confirmation. */
  confirmedAt: string | null;
  consentVersion: string;
}

const COLUMNS = 'id, email, language, created_at AS createdAt, confirmed_at AS confirmedAt, consent_version AS consentVersion';

/** Every sign-up, confirmed ones first, newest first within each. */
export async function listSubscribers(db: D1Database): Promise<DeskSubscriber[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM newsletter_subscribers ORDER BY confirmed_at IS NULL, id DESC`)
    .all<DeskSubscriber>();
  return results.map((row) => showControlCharactersInRow(row));
}

/** The confirmed addresses only, oldest first: what a mailing tool may write to. */
export async function confirmedSubscribers(db: D1Database): Promise<DeskSubscriber[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM newsletter_subscribers WHERE confirmed_at IS NOT NULL ORDER BY id`)
    .all<DeskSubscriber>();
  return results.map((row) => showControlCharactersInRow(row));
}

/** Removes one address from the list for good; false when there was none. */
export async function removeSubscriber(db: D1Database, id: number): Promise<boolean> {
  const result = await db.prepare('DELETE FROM newsletter_subscribers WHERE id = ?').bind(id).run();
  return result.meta.changes > 0;
}
