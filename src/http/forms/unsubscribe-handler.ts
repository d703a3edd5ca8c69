import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { unsubscribe } from '../../db/newsletter-subscribers';

/**
 * Removes the address whose unsubscribe link carries `token`. An unknown
 * token (already used) ends the same way, so the link never tells whether an
 * address is on the list.
 */
export async function unsubscribeByToken(c: Context<AppEnv>, token: string): Promise<boolean> {
  await unsubscribe(c.env.DB, token);
  return true;
}
