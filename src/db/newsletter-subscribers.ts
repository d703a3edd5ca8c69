import type { Language } from '../i18n/languages';

/** Days a confirmation link stays valid; the box and the e-mail say so. */
export const CONFIRMATION_VALID_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface NewSignUp {
  email: string;
  /** The visitor's language, for the confirmation e-mail and the newsletters. */
  language: Language;
  /** Version of the consent sentence the visitor saw next to the form. */
  consentVersion: string;
}

/**
 * Records a sign-up as pending, with a new single-use confirmation token valid
 * for CONFIRMATION_VALID_DAYS, and returns that token for the confirmation
 * e-mail. An address still pending gets a new token (the old link stops
 * working); an address already confirmed is left as it is and gets none, so
 * a stranger can neither change it nor make it receive mail.
 */
export async function recordSignUp(db: D1Database, signUp: NewSignUp, now = new Date()): Promise<string | null> {
  const at = now.toISOString();
  const row = await db
    .prepare(
      `INSERT INTO newsletter_subscribers
         (email, language, created_at, last_contact_at, consent_version, unsubscribe_token, confirmation_token, confirmation_expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (email) DO UPDATE SET
         language = excluded.language,
         last_contact_at = excluded.last_contact_at,
         consent_version = excluded.consent_version,
         confirmation_token = excluded.confirmation_token,
         confirmation_expires_at = excluded.confirmation_expires_at
       WHERE confirmed_at IS NULL
       RETURNING confirmation_token AS token`,
    )
    .bind(
      signUp.email,
      signUp.language,
      at,
      at,
      signUp.consentVersion,
      crypto.randomUUID(),
      crypto.randomUUID(),
      new Date(now.getTime() + CONFIRMATION_VALID_DAYS * DAY_MS).toISOString(),
    )
    .first<{ token: string }>();
  return row?.token ?? null;
}

/**
 * Confirms the pending sign-up whose link carries `token`, if it has not
 * expired, and uses the token up. False when there is none (unknown, used or
 * expired): nothing changes.
 */
export async function confirmSignUp(db: D1Database, token: string, now = new Date()): Promise<boolean> {
  const at = now.toISOString();
  const confirmed = await db
    .prepare(
      `UPDATE newsletter_subscribers
       SET confirmed_at = ?, last_contact_at = ?, confirmation_token = NULL, confirmation_expires_at = NULL
       WHERE confirmation_token = ? AND confirmed_at IS NULL AND confirmation_expires_at > ?
       RETURNING id`,
    )
    .bind(at, at, token, at)
    .first();
  return confirmed !== null;
}

/** Removes the subscriber whose unsubscribe link carries `token`; an unknown token changes nothing. */
export async function unsubscribe(db: D1Database, token: string): Promise<void> {
  await db.prepare('DELETE FROM newsletter_subscribers WHERE unsubscribe_token = ?').bind(token).run();
}
