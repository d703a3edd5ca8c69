import { normalizeEmail } from './access-settings';

/**
 * The peer's address as the runtime gives it to the Worker: Cloudflare sets
 * CF-Connecting-IP on every request, replacing any a client sent. Locally,
 * Miniflare's entry Worker writes it from the connection, but only when the
 * request carries none: a client that can reach the dev server can still
 * claim a loopback address, so `npm run dev` must listen on loopback only
 * (wrangler's default; docs/operating.md#the-owners-desk-access).
 */
const PEER_ADDRESS_HEADER = 'CF-Connecting-IP';

/** A loopback address as the runtime writes it: 127.0.0.0/8, ::1, or 127.0.0.0/8 mapped into IPv6 (a dual-stack socket). */
const LOOPBACK_ADDRESS = /^(?:(?:::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1)$/i;

/**
 * Host names only the machine itself answers to. Required besides the peer:
 * a web page the developer opens could otherwise point its own name at
 * 127.0.0.1 (DNS rebinding) and read the desk through her browser, whose
 * connection is a loopback one.
 */
const LOOPBACK_HOSTNAMES: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The desk's user on a developer's machine: DESK_LOCAL_EMAIL (`.dev.vars`, or
 * `wrangler dev --var`), where no Access stands in front of `wrangler dev` to
 * sign a token, for a request whose connection comes from the machine itself
 * and which names it as its host. Decided on the peer's address, not on the
 * Host header a client writes: a dev server reachable from elsewhere lets no
 * one else in by naming `localhost`. Null otherwise, or when the setting is
 * empty: the token is checked then.
 */
export function localDeskUser(request: Request, localEmail: string | undefined): string | null {
  const email = normalizeEmail(localEmail ?? '');
  if (email === '') return null;
  const peer = request.headers.get(PEER_ADDRESS_HEADER) ?? '';
  return LOOPBACK_ADDRESS.test(peer) && LOOPBACK_HOSTNAMES.has(new URL(request.url).hostname) ? email : null;
}
