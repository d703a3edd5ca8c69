import type { Language } from '../languages/languages';
import { mailboxKey } from './mailbox-key';

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

/** Minutes before a mailbox may be sent another confirmation e-mail. */
export const CONFIRMATION_RESEND_MINUTES = 10;
/** Confirmation e-mails a mailbox may be sent in 24 hours. */
export const CONFIRMATIONS_PER_DAY = 3;

/**
 * Records a sign-up as pending, under the address typed, and answers the
 * confirmation token to e-mail, or null when no e-mail is to be sent. A pending
 * address keeps its token while it is valid (the link already sent goes on
 * working) and gets a new one only once it has expired. A mailbox is e-mailed
 * at most once every CONFIRMATION_RESEND_MINUTES and CONFIRMATIONS_PER_DAY
 * times in 24 hours, whoever signs it up, from wherever and under whichever of
 * its addresses (src/db/mailbox-key.ts): a stranger cannot bomb a mailbox
 * through the form. An address already confirmed is left as it is and gets no
 * e-mail. The visitor is answered the same in every case.
 */
export async function recordSignUp(db: D1Database, signUp: NewSignUp, now = new Date()): Promise<string | null> {
  const at = now.toISOString();
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  const resendAfter = new Date(now.getTime() - CONFIRMATION_RESEND_MINUTES * 60_000).toISOString();
  const [, claimed] = await db.batch<{ token: string }>([
    db
      .prepare(
        `INSERT INTO newsletter_subscribers
           (email, language, created_at, last_contact_at, consent_version, unsubscribe_token, confirmation_token, confirmation_expires_at)
         VALUES (?1, ?2, ?3, ?3, ?4, ?5, ?6, ?7)
         ON CONFLICT (email) DO UPDATE SET
           language = excluded.language,
           last_contact_at = excluded.last_contact_at,
           consent_version = excluded.consent_version,
           confirmation_token = CASE WHEN confirmation_expires_at > ?3 THEN confirmation_token ELSE excluded.confirmation_token END,
           confirmation_expires_at = CASE WHEN confirmation_expires_at > ?3 THEN confirmation_expires_at ELSE excluded.confirmation_expires_at END
         WHERE confirmed_at IS NULL`,
      )
      .bind(
        signUp.email,
        signUp.language,
        at,
        signUp.consentVersion,
        crypto.randomUUID(),
        crypto.randomUUID(),
        new Date(now.getTime() + CONFIRMATION_VALID_DAYS * DAY_MS).toISOString(),
      ),
    // Claims the e-mail for this sign-up if the address is pending and its mailbox may get one now;
    // one statement in one batch (a transaction), so concurrent sign-ups of a mailbox claim it once.
    db
      .prepare(
        `INSERT INTO confirmation_emails (mailbox, sent_at)
         SELECT ?1, ?2
         WHERE EXISTS (SELECT 1 FROM newsletter_subscribers WHERE email = ?3 AND confirmed_at IS NULL)
           AND NOT EXISTS (SELECT 1 FROM confirmation_emails WHERE mailbox = ?1 AND sent_at > ?4)
           AND (SELECT count(*) FROM confirmation_emails WHERE mailbox = ?1 AND sent_at > ?5) < ?6
         RETURNING (SELECT confirmation_token FROM newsletter_subscribers WHERE email = ?3) AS token`,
      )
      .bind(mailboxKey(signUp.email), at, signUp.email, resendAfter, dayAgo, CONFIRMATIONS_PER_DAY),
  ]);
  return claimed?.results[0]?.token ?? null;
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
