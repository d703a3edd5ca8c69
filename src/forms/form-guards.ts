import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { every } from 'hono/combine';
import { csrf } from 'hono/csrf';
import type { AppEnv } from '../app-env';

/** The largest form body accepted; a full message of 5,000 characters takes far less. */
export const MAX_FORM_BYTES = 32 * 1024;

/**
 * What runs before every form handler: a cross-origin POST is refused with
 * 403 (Hono's `csrf`, from the Origin and Sec-Fetch-Site headers), and a body
 * over 32 KiB is answered by `tooLarge` with 413, before it is read.
 */
export function formGuards(tooLarge: (c: Context<AppEnv>) => Promise<Response>): MiddlewareHandler<AppEnv> {
  return every(csrf(), bodyLimit({ maxSize: MAX_FORM_BYTES, onError: tooLarge }));
}

/** The name of every form's honeypot field, a name bots like to fill. */
export const HONEYPOT_FIELD = 'website';

/** A honeypot field is invisible to people: only a bot fills it. */
export function isHoneypotFilled(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined;
}
