import { mailboxKey } from './mailbox-key';

/**
 * Mailboxes the owner refused from the desk, when cancelling a call
 * (refused_mailboxes, migrations/0008_bookings.sql): a booking from one is
 * answered as any other and never reaches her (the guarded write of
 * src/db/bookings.ts reads the table). Kept by mailbox
 * (src/db/mailbox-key.ts), so that another spelling of the address
 * (`+tag`, Gmail's dots, another case) is refused too.
 */

/** Refuses the mailbox `email` reaches; false when it was refused already. */
export async function refuseMailbox(db: D1Database, email: string, now: Date): Promise<boolean> {
  const result = await db
    .prepare('INSERT INTO refused_mailboxes (mailbox, created_at) VALUES (?, ?) ON CONFLICT (mailbox) DO NOTHING')
    .bind(mailboxKey(email), now.toISOString())
    .run();
  return result.meta.changes > 0;
}

