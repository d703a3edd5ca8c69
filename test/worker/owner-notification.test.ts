import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../../src/index';
import { newClientAddress, ORIGIN, rowsOf, validContact } from './forms';

afterEach(() => vi.restoreAllMocks());

interface Row {
  id: number;
  idempotency_key: string;
  notification: string;
  notified_at: string | null;
}

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
    // The binding only sends to the addresses wrangler.toml allows: this one is refused for real.
    const response = await submit({ ...env, NOTIFY_TO: 'someone-else@example.com' }, fields);
    expect(response.status).toBe(303);
    const row = await rowOf(fields.idempotency_key!);
    expect(row).toMatchObject({ notification: 'unsent', notified_at: null });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining(`contact message ${row.id} failed`), expect.anything());

    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '17 3 * * *' }), env);
    expect((await rowOf(fields.idempotency_key!)).notification).toBe('sent');
  });
});
