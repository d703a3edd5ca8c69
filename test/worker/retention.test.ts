import { env } from 'cloudflare:workers';
import { createScheduledController } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../../src/index';
import { rowsOf } from './forms';

afterEach(() => vi.restoreAllMocks());

const NOW = Date.UTC(2029, 5, 15, 3, 17);
const DAY = 24 * 60 * 60 * 1000;
/** Three calendar years before NOW, the oldest last contact the privacy policy allows to keep. */
const LIMIT = Date.UTC(2026, 5, 15, 3, 17);

async function addMessage(name: string, createdAt: number): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO contact_messages (created_at, language, name, email, message, source_page, client_hash, idempotency_key, notification)
     VALUES (?, 'fr', ?, 'someone@example.com', 'Un message assez long.', '/contact', 'hash', ?, 'sent')`,
  )
    .bind(new Date(createdAt).toISOString(), name, crypto.randomUUID())
    .run();
}

async function addSubscriber(email: string, createdAt: number, lastContactAt: number): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO newsletter_subscribers (email, language, created_at, last_contact_at, consent_version, unsubscribe_token)
     VALUES (?, 'fr', ?, ?, 'v1', ?)`,
  )
    .bind(email, new Date(createdAt).toISOString(), new Date(lastContactAt).toISOString(), crypto.randomUUID())
    .run();
}

describe('the daily Cron Trigger', () => {
  it('deletes messages, subscribers and hashed addresses older than the privacy policy allows, and keeps the rest', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    await addMessage('three years and a day', LIMIT - DAY);
    await addMessage('three years less a day', LIMIT + DAY);
    await addMessage('yesterday', NOW - DAY);
    await addSubscriber('old@example.com', LIMIT - 10 * DAY, LIMIT - DAY);
    await addSubscriber('renewed@example.com', LIMIT - 400 * DAY, LIMIT + DAY);
    await addSubscriber('recent@example.com', NOW - DAY, NOW - DAY);
    await env.DB.batch(
      [NOW - 2 * DAY, NOW - 60_000].map((at) => env.DB.prepare("INSERT INTO rate_limit_hits (client_hash, form, at) VALUES ('hash', 'contact', ?)").bind(at)),
    );
    await env.DB.batch(
      [NOW - DAY - 60_000, NOW - 60_000].map((at) =>
        env.DB.prepare("INSERT INTO confirmation_emails (mailbox, sent_at) VALUES ('someone@example.com', ?)").bind(new Date(at).toISOString()),
      ),
    );

    await worker.scheduled(createScheduledController({ scheduledTime: NOW, cron: '17 3 * * *' }), env);

    expect((await rowsOf<{ name: string }>('contact_messages')).map((row) => row.name)).toEqual(['three years less a day', 'yesterday']);
    expect((await rowsOf<{ email: string }>('newsletter_subscribers')).map((row) => row.email)).toEqual([
      'renewed@example.com',
      'recent@example.com',
    ]);
    expect((await rowsOf<{ at: number }>('rate_limit_hits')).map((row) => row.at)).toEqual([NOW - 60_000]);
    // A mailbox's confirmation e-mails count for a day only (src/db/newsletter-subscribers.ts).
    expect((await rowsOf<{ sent_at: string }>('confirmation_emails')).map((row) => row.sent_at)).toEqual([new Date(NOW - 60_000).toISOString()]);
  });

  it('deletes a refused mailbox 12 months after its refusal, and the times she blocked a day after they ended', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    await env.DB.batch(['refused_mailboxes', 'booking_blocks'].map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
    // Twelve calendar months before NOW (15 June 2029): 15 June 2028, same time.
    const twelveMonths = Date.UTC(2028, 5, 15, 3, 17);
    await env.DB.batch(
      [
        ['refused.thirteen.months.ago@example.net', twelveMonths - DAY],
        ['refused.eleven.months.ago@example.net', twelveMonths + DAY],
        ['refused.yesterday@example.net', NOW - DAY],
      ].map(([mailbox, at]) => env.DB.prepare('INSERT INTO refused_mailboxes (mailbox, created_at) VALUES (?, ?)').bind(mailbox, new Date(at!).toISOString())),
    );
    await env.DB.batch(
      [
        ['ended two days ago', NOW - 3 * DAY, NOW - 2 * DAY],
        ['ended an hour ago', NOW - DAY, NOW - 3_600_000],
        ['under way', NOW - 3_600_000, NOW + 3_600_000],
        ['to come', NOW + DAY, NOW + 2 * DAY],
      ].map(([note, start, end]) => env.DB.prepare("INSERT INTO booking_blocks (start_at, end_at, note, created_at) VALUES (?, ?, ?, '2029-01-01T00:00:00.000Z')").bind(start, end, note)),
    );

    await worker.scheduled(createScheduledController({ scheduledTime: NOW, cron: '17 3 * * *' }), env);

    expect((await rowsOf<{ mailbox: string }>('refused_mailboxes')).map((row) => row.mailbox).sort()).toEqual(['refused.eleven.months.ago@example.net', 'refused.yesterday@example.net']);
    expect((await rowsOf<{ note: string }>('booking_blocks')).map((row) => row.note)).toEqual(['ended an hour ago', 'under way', 'to come']);
  });
});
