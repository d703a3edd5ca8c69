import type { Language } from '../i18n/languages';

export interface NewSubscriber {
  email: string;
  language: Language;
  /** Version of the consent sentence the visitor saw next to the form. */
  consentVersion: string;
}

/**
 * Adds an address to the newsletter list. Subscribing again is harmless: the
 * row stays as it is, with the new consent and date of last contact.
 */
export async function subscribe(
  db: D1Database,
  subscriber: NewSubscriber,
  now = new Date(),
): Promise<'subscribed' | 'already-subscribed'> {
  const at = now.toISOString();
  const created = await db
    .prepare(
      `INSERT INTO newsletter_subscribers (email, language, created_at, last_contact_at, consent_version, unsubscribe_token)
       VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (email) DO NOTHING
       RETURNING id`,
    )
    .bind(subscriber.email, subscriber.language, at, at, subscriber.consentVersion, crypto.randomUUID())
    .first();
  if (created) return 'subscribed';
  await db
    .prepare('UPDATE newsletter_subscribers SET last_contact_at = ?, consent_version = ? WHERE email = ?')
    .bind(at, subscriber.consentVersion, subscriber.email)
    .run();
  return 'already-subscribed';
}

/** Removes the subscriber whose unsubscribe link carries `token`; an unknown token changes nothing. */
export async function unsubscribe(db: D1Database, token: string): Promise<void> {
  await db.prepare('DELETE FROM newsletter_subscribers WHERE unsubscribe_token = ?').bind(token).run();
}
