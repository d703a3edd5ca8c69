import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { DESK_KEY_FIELD } from '../../src/desk/desk-actions';
import worker from '../../src/index';

/** The owner on `npm run dev`: a loopback address, with the local way in set (docs/operating.md#the-owners-desk-access). */
export const DESK_ORIGIN = 'http://localhost:8787';
export const OWNER = 'owner@example.com';
export const deskEnv: Cloudflare.Env = { ...env, DESK_LOCAL_EMAIL: OWNER };

/** A request through the Worker's own fetch handler from a connection whose address is `peer`, as the runtime writes it. */
export async function fetchFrom(peer: string, url: string, init: RequestInit = {}, bindings: Cloudflare.Env = deskEnv): Promise<Response> {
  const request = new Request(url, { redirect: 'manual', ...init });
  request.headers.set('CF-Connecting-IP', peer);
  const context = createExecutionContext();
  const response = await worker.fetch(request, bindings, context);
  await waitOnExecutionContext(context);
  return response;
}

/** A request to the desk as its owner, from the machine itself. */
export const desk = (path: string, init: RequestInit = {}): Promise<Response> => fetchFrom('127.0.0.1', DESK_ORIGIN + path, init);

/** A desk form sent as the browser sends it: same origin, `key` (a fresh one unless given), its fields. */
export function actWithKey(path: string, key: string, fields: Record<string, string> = {}, origin = DESK_ORIGIN): Promise<Response> {
  return desk(path, { method: 'POST', headers: { origin }, body: new URLSearchParams({ [DESK_KEY_FIELD]: key, ...fields }) });
}

/** A desk form sent as the browser sends it, with a key of its own. */
export const act = (path: string, fields: Record<string, string> = {}, origin = DESK_ORIGIN): Promise<Response> => actWithKey(path, crypto.randomUUID(), fields, origin);
