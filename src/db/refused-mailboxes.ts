import { mailboxKey } from './mailbox-key';

/**
 * Mailboxes the owner refused from the desk, when cancelling a call
 * (refused_mailboxes, migrations/0008_bookings.sql): a booking from one is
 * answered as any other and never reaches her (the guarded write of
 * src/db/bookings.ts reads the table). Kept by mailbox
 * (src/db/mailbox-key.ts), so that another spelling of the address
 * (`+tag`, Gmail's dots, another case) is refused too. She can take a
 * refusal back on the desk; the daily job deletes it after
 * REFUSED_MAILBOX_RETENTION_MONTHS (src/db/retention.ts).
 */

/** A mailbox refused, and when. */
export interface RefusedMailbox {
  /** The mailbox, as src/db/mailbox-key.ts writes it: lower case, without sub-address. */
  readonly mailbox: string;
  readonly createdAt: string;
}

/** Refuses the mailbox `email` reaches; false when it was refused already. */
export async function refuseMailbox(db: D1Database, email: string, now: Date): Promise<boolean> {
  const result = await db
    .prepare('INSERT INTO refused_mailboxes (mailbox, created_at) VALUES (?, ?) ON CONFLICT (mailbox) DO NOTHING')
    .bind(mailboxKey(email), now.toISOString())
    .run();
  return result.meta.changes > 0;
}

/** Every refused mailbox, the latest refusal first: what the desk lists. */
export async function listRefusedMailboxes(db: D1Database): Promise<RefusedMailbox[]> {
  const { results } = await db.prepare('SELECT mailbox, created_at AS createdAt FROM refused_mailboxes ORDER BY created_at DESC, mailbox').all<RefusedMailbox>();
  return results;
}

/** Takes the refusal of `mailbox` (as listed) back: its bookings reach her again. False when it was not refused. */
export async function unrefuseMailbox(db: D1Database, mailbox: string): Promise<boolean> {
  const result = await db.prepare('DELETE FROM refused_mailboxes WHERE mailbox = ?').bind(mailbox).run();
  return result.meta.changes > 0;
}
