import { env } from 'cloudflare:workers';
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../../src/index';
import { newClientAddress, ORIGIN, rowsOf, validContact } from './forms';

afterEach(() => vi.restoreAllMocks());

interface Row {
  id: number;
  idempotency_key: string;
  notification: string;
  notified_at: string | null;
  notification_attempts: number;
  next_notification_at: string | null;
}

const HOUR = 60 * 60 * 1000;
/** The daily job, run at `at` with `workerEnv`. */
const runDailyJob = (at: number, workerEnv: Cloudflare.Env = env) =>
  worker.scheduled(createScheduledController({ scheduledTime: at, cron: '17 3 * * *' }), workerEnv);
/** An env whose notifications the binding refuses for real: it only sends to the addresses wrangler.toml allows. */
const refusingEnv = () => ({ ...env, NOTIFY_TO: 'someone-else@example.com' });

/**
 * Posts a message straight to the worker with `workerEnv`, and waits for the
 * work it does after answering (the notification).
 */
async function submit(workerEnv: Cloudflare.Env, fields: Record<string, string>): Promise<Response> {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}/contact`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { origin: ORIGIN, 'cf-connecting-ip': newClientAddress() },
  });
  const response = await worker.fetch(request, workerEnv, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

const rowOf = async (key: string) => (await rowsOf<Row>('contact_messages')).find((row) => row.idempotency_key === key)!;

describe("the owner's notification", () => {
  it('is sent through the send_email binding once the message is stored, and recorded', async () => {
    const fields = validContact();
    expect((await submit(env, fields)).status).toBe(303);
    const row = await rowOf(fields.idempotency_key!);
    expect(row.notification).toBe('sent');
    expect(row.notified_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('that fails is logged, and leaves the message stored and marked unsent; the daily job sends it again', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const fields = validContact();
    const response = await submit(refusingEnv(), fields);
    expect(response.status).toBe(303);
    const row = await rowOf(fields.idempotency_key!);
    expect(row).toMatchObject({ notification: 'unsent', notified_at: null, notification_attempts: 1 });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining(`contact message ${row.id} failed`), expect.anything());

    await runDailyJob(Date.parse(row.next_notification_at!));
    expect(await rowOf(fields.idempotency_key!)).toMatchObject({ notification: 'sent', notification_attempts: 2 });
  });

  it('is retried with a growing delay, then given up after a bounded number of attempts, still listed as unsent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const fields = validContact();
    await submit(refusingEnv(), fields);
    const delays: number[] = [];
    let row = await rowOf(fields.idempotency_key!);
    let lastAttempt = Date.now();
    while (row.next_notification_at) {
      const due = Date.parse(row.next_notification_at);
      delays.push(due - lastAttempt);
      // Not before it is due…
      await runDailyJob(due - HOUR, refusingEnv());
      expect((await rowOf(fields.idempotency_key!)).notification_attempts).toBe(row.notification_attempts);
      // …then once it is.
      await runDailyJob(due, refusingEnv());
      lastAttempt = due;
      row = await rowOf(fields.idempotency_key!);
    }
    expect(delays.length).toBeGreaterThanOrEqual(3);
    expect(delays.length).toBeLessThan(10);
    for (let index = 1; index < delays.length; index += 1) expect(delays[index]).toBeGreaterThan(delays[index - 1]!);
    const attempts = row.notification_attempts;
    expect(attempts).toBe(delays.length + 1);

    // Given up: a year later, with the mail set-up repaired, it is not sent again, and stays unsent for `npm run messages -- --unsent`.
    await runDailyJob(lastAttempt + 365 * 24 * HOUR);
    expect(await rowOf(fields.idempotency_key!)).toMatchObject({ notification: 'unsent', notification_attempts: attempts, notified_at: null });
  });

  it('is retried for new messages even when many old ones are due and the retention purge fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const old = Array.from({ length: 25 }, () => validContact());
    for (const fields of old) await submit(refusingEnv(), fields);
    const fields = validContact();
    await submit(refusingEnv(), fields);
    const due = Date.parse((await rowOf(fields.idempotency_key!)).next_notification_at!);

    await env.DB.exec('ALTER TABLE rate_limit_hits RENAME TO rate_limit_hits_elsewhere');
    try {
      await expect(runDailyJob(due)).rejects.toThrow('daily job');
    } finally {
      await env.DB.exec('ALTER TABLE rate_limit_hits_elsewhere RENAME TO rate_limit_hits');
    }
    expect((await rowOf(fields.idempotency_key!)).notification).toBe('sent');
    for (const message of old) expect((await rowOf(message.idempotency_key!)).notification).toBe('sent');
  });
});
