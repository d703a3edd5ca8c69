import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { confirmSignUp } from '../db/newsletter-subscribers';

/**
 * The one place a newsletter sign-up becomes a subscription: the pending
 * address whose confirmation link carries `token` is confirmed. False when
 * the link is unknown, used or expired.
 */
export async function confirmNewsletterSignUp(c: Context<AppEnv>, token: string): Promise<boolean> {
  return confirmSignUp(c.env.DB, token);
}
