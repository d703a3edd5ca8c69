import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { csrf } from 'hono/csrf';
import * as v from 'valibot';
import type { AppEnv } from '../app-env';
import { hashClientAddress } from '../db/client-hash';
import { countPageView } from '../db/audience';
import { audienceSource } from './audience-source';
import { BeaconSchema } from './beacon-schema';

/** Where the client script sends its beacon (client/audience.ts names it too). */
export const AUDIENCE_ENDPOINT = '/audience';

/** A beacon is about 100 bytes; anything much larger is not one. */
export const MAX_BEACON_BYTES = 512;

/**
 * Answers 415 unless the body is `text/plain` exactly (parameters aside), what
 * `navigator.sendBeacon(url, string)` sends: Hono's `csrf` checks the origin
 * of the content types a cross-site form can send, and `text/plainx` is not one.
 */
async function textBodyOnly(c: Context<AppEnv>, next: () => Promise<void>): Promise<Response | void> {
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (mediaType !== 'text/plain') return c.text('Unsupported Media Type', 415);
  await next();
}

/**
 * Receives one page view of a visitor who accepted the measurement. Refused
 * before anything is counted: another origin (403, Hono's `csrf`), a body
 * over 512 bytes (413), not text (415), not the beacon's schema or an unknown
 * page or language (400), more than the rate limit allows (429). Otherwise it
 * answers 204 at once and the counter is updated after the answer. A database
 * failure is logged, and still answered 204: `sendBeacon` never reads the
 * answer nor retries, so a 5xx would tell no one anything.
 */
async function receiveBeacon(c: Context<AppEnv>): Promise<Response> {
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    return c.text('Bad Request: the body is not JSON.', 400);
  }
  const parsed = v.safeParse(BeaconSchema, body);
  // The schema is not told: it would list every page of the site.
  if (!parsed.success) return c.text('Bad Request: not a page view beacon.', 400);

  try {
    // The limiter is keyed by the keyed hash of the address, which it forgets after its 10-second window; nothing stores it.
    const { success } = await c.env.AUDIENCE_RATE_LIMIT.limit({ key: await hashClientAddress(c.env.DB, c.req.raw) });
    if (!success) return c.text('Too Many Requests', 429, { 'Retry-After': '10' });
  } catch (error) {
    console.error('A beacon could not be rate limited; it is dropped.', error);
    return c.body(null, 204);
  }
  const { route, language, device, referrer } = parsed.output;
  const view = { route, language, device, source: audienceSource(referrer, new URL(c.req.url).hostname) };
  c.executionCtx.waitUntil(countPageView(c.env.DB, view).catch((error: unknown) => console.error('A page view could not be counted.', error)));
  return c.body(null, 204);
}

/** Registers the audience beacon's endpoint: POST only, every other method gets 405. */
export function registerAudienceBeacon(app: Hono<AppEnv>): void {
  const tooLarge = (c: Context<AppEnv>) => c.text('Payload Too Large', 413);
  app.post(AUDIENCE_ENDPOINT, csrf(), bodyLimit({ maxSize: MAX_BEACON_BYTES, onError: tooLarge }), textBodyOnly, receiveBeacon);
  app.all(AUDIENCE_ENDPOINT, (c) => c.text('Method Not Allowed', 405, { Allow: 'POST' }));
}
