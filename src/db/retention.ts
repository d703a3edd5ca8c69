/** The privacy policy's promise: data is kept at most 3 years after the last contact. */
export const RETENTION_YEARS = 3;

/** Rate-limit rows and the desk's action keys only matter for minutes; a day is ample. */
const RATE_LIMIT_RETENTION_MS = 24 * 60 * 60 * 1000;

/** A slot held and never confirmed is deleted by the first run a day after its hold ended. */
const EXPIRED_HOLD_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * A refused mailbox (src/db/refused-mailboxes.ts) is deleted 12 months after
 * the refusal, as the privacy policy says: long enough to keep an abuser off
 * the agenda, not for good on a single decision; she can refuse it again.
 */
export const REFUSED_MAILBOX_RETENTION_MONTHS = 12;

/** A time she blocked is deleted by the first run a day after it ended: nothing reads it then, and its note is hers alone. */
const FINISHED_BLOCK_RETENTION_MS = 24 * 60 * 60 * 1000;

/** What one run deleted. */
export interface PurgeResult {
  contactMessages: number;
  bookings: number;
  unconfirmedBookings: number;
  newsletterSubscribers: number;
  unconfirmedSignUps: number;
  rateLimitHits: number;
  deskActions: number;
  confirmationEmails: number;
  refusedMailboxes: number;
  bookingBlocks: number;
}

/** The moment `months` calendar months before `now`. */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** The moment `years` calendar years before `now`. */
export function yearsBefore(now: Date, years: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}

/**
 * Deletes contact messages (with their hashed client addresses) and newsletter
 * subscribers whose last contact is more than 3 years old, bookings whose
 * call was more than 3 years ago (whatever became of them: held, confirmed,
 * cancelled, moved), newsletter sign-ups never confirmed before their link
 * expired, bookings never confirmed (expired, or cancelled by the owner while held)
 * a day after their hold ended, mailboxes refused 12 months ago or more,
 * the times she blocked a day after they ended, and
 * rate-limit rows (hashed addresses too), the desk's spent action keys and
 * the confirmation e-mails counted per mailbox (which count for a day) older
 * than a day.
 */
export async function purgeExpiredData(db: D1Database, now: Date): Promise<PurgeResult> {
  const cutoff = yearsBefore(now, RETENTION_YEARS).toISOString();
  const dayAgo = new Date(now.getTime() - RATE_LIMIT_RETENTION_MS);
  const holdsEndedBefore = now.getTime() - EXPIRED_HOLD_RETENTION_MS;
  const refusedBefore = monthsBefore(now, REFUSED_MAILBOX_RETENTION_MONTHS).toISOString();
  const blocksEndedBefore = now.getTime() - FINISHED_BLOCK_RETENTION_MS;
  const [messages, bookings, unconfirmedBookings, subscribers, unconfirmed, hits, actions, confirmations, refused, blocks] = await db.batch([
    db.prepare('DELETE FROM contact_messages WHERE created_at < ?').bind(cutoff),
    db.prepare('DELETE FROM bookings WHERE start_at < ?').bind(Date.parse(cutoff)),
    db.prepare('DELETE FROM bookings WHERE confirmed_at IS NULL AND held_until < ?').bind(holdsEndedBefore),
    db.prepare('DELETE FROM newsletter_subscribers WHERE last_contact_at < ?').bind(cutoff),
    db.prepare('DELETE FROM newsletter_subscribers WHERE confirmed_at IS NULL AND confirmation_expires_at < ?').bind(now.toISOString()),
    db.prepare('DELETE FROM rate_limit_hits WHERE at < ?').bind(dayAgo.getTime()),
    db.prepare('DELETE FROM desk_actions WHERE at < ?').bind(dayAgo.toISOString()),
    db.prepare('DELETE FROM confirmation_emails WHERE sent_at < ?').bind(dayAgo.toISOString()),
    db.prepare('DELETE FROM refused_mailboxes WHERE created_at < ?').bind(refusedBefore),
    db.prepare('DELETE FROM booking_blocks WHERE end_at < ?').bind(blocksEndedBefore),
  ]);
  return {
    contactMessages: messages?.meta.changes ?? 0,
    bookings: bookings?.meta.changes ?? 0,
    unconfirmedBookings: unconfirmedBookings?.meta.changes ?? 0,
    newsletterSubscribers: subscribers?.meta.changes ?? 0,
    unconfirmedSignUps: unconfirmed?.meta.changes ?? 0,
    rateLimitHits: hits?.meta.changes ?? 0,
    deskActions: actions?.meta.changes ?? 0,
    confirmationEmails: confirmations?.meta.changes ?? 0,
    refusedMailboxes: refused?.meta.changes ?? 0,
    bookingBlocks: blocks?.meta.changes ?? 0,
  };
}
