import { normalizeEmail } from './access-settings';

/**
 * Host names only the machine itself answers to. A deployed Worker is reached
 * under its routes' and custom domains' names (Cloudflare picks the Worker by
 * the request's host), never under these, so the local way in stops at them.
 */
const LOOPBACK_HOSTNAMES: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The desk's user on a developer's machine: DESK_LOCAL_EMAIL (`.dev.vars`, or
 * `wrangler dev --var`), when the request's host is a loopback one, where no
 * Access stands in front of `wrangler dev` to sign a token. Null on any other
 * host, or when the setting is empty: the token is checked then.
 */
export function localDeskUser(requestUrl: string, localEmail: string | undefined): string | null {
  const email = normalizeEmail(localEmail ?? '');
  if (email === '') return null;
  return LOOPBACK_HOSTNAMES.has(new URL(requestUrl).hostname) ? email : null;
}
