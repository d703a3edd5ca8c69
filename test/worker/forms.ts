import { env, exports } from 'cloudflare:workers';

export const ORIGIN = 'https://example.com';

let lastAddress = 0;
/** A client address of its own (IPv6 documentation range), so one test's posts never count against another's rate limit. */
export function newClientAddress(): string {
  lastAddress += 1;
  return `2001:db8::${lastAddress.toString(16)}`;
}

export interface PostOptions {
  /** The client address Cloudflare would give (cf-connecting-ip). */
  address?: string;
  /** Origin header, same origin by default. */
  origin?: string | null;
  headers?: Record<string, string>;
}

/** Posts `fields` as a browser form would, without following the redirect. */
export function postForm(path: string, fields: Record<string, string>, options: PostOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  const origin = options.origin === undefined ? ORIGIN : options.origin;
  if (origin) headers.set('origin', origin);
  headers.set('cf-connecting-ip', options.address ?? newClientAddress());
  return exports.default.fetch(ORIGIN + path, { method: 'POST', body: new URLSearchParams(fields), headers, redirect: 'manual' });
}

/** A message that passes every rule, with a fresh idempotency key. */
export function validContact(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: 'Jeanne Dupont',
    email: 'jeanne@boulangerie-dupont.fr',
    company: 'Boulangerie Dupont',
    message: 'Bonjour, je voudrais refaire mes cartes de visite avant le salon de mars.',
    idempotency_key: crypto.randomUUID(),
    website: '',
    ...overrides,
  };
}

/** Every row of a table, oldest first. */
export async function rowsOf<Row = Record<string, unknown>>(table: string): Promise<Row[]> {
  const { results } = await env.DB.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all<Row>();
  return results;
}
