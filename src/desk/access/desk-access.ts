import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../app-env';
import { AccessKeyCache } from './access-keys';
import type { AccessRefusal } from './access-refusal';
import { accessSettings } from './access-settings';
import { verifyAccessToken } from './access-token';
import { localDeskUser } from './local-access';

/**
 * The header Access adds to each request it lets through. The `CF_Authorization`
 * cookie is not read: the browser attaches it to requests other sites make it send too.
 */
const ACCESS_TOKEN_HEADER = 'Cf-Access-Jwt-Assertion';

/** The teams' keys, for as long as the isolate lives. */
const isolateKeys = new AccessKeyCache();

export type DeskAccessOptions = {
  /** Where the teams' keys are kept; the isolate's own cache unless a test gives one with its clock. */
  keys?: AccessKeyCache;
};

/**
 * Lets a request into the owner's desk when it carries a token of Cloudflare
 * Access for one of DESK_EMAILS, checked here on every request even though
 * Access stands in front: a route or host Access does not cover (workers.dev,
 * a new custom domain, an application deleted by mistake) must not open the
 * desk. Sets `deskUser` to the address let in. Anything else, a missing
 * setting included, gets the site's 404 page, as an unknown address would,
 * and one JSON log line naming why (never the token). From the machine
 * itself, DESK_LOCAL_EMAIL lets requests in without a token (src/desk/access/local-access.ts).
 */
export function deskAccess({ keys = isolateKeys }: DeskAccessOptions = {}): MiddlewareHandler<AppEnv> {
  return async function deskAccess(c, next) {
    const local = localDeskUser(c.req.raw, c.env.DESK_LOCAL_EMAIL);
    if (local !== null) {
      c.set('deskUser', local);
      return next();
    }
    const settings = accessSettings(c.env);
    const verdict = settings ? await verifyAccessToken(c.req.header(ACCESS_TOKEN_HEADER), settings, keys) : { refused: 'not-configured' as const };
    if ('refused' in verdict) return refuse(c, verdict.refused);
    c.set('deskUser', verdict.email);
    return next();
  };
}

/** What an address that does not exist gets (the app's 404, the site's 404 page), and the reason in the log. */
function refuse(c: Context<AppEnv>, reason: AccessRefusal): Response | Promise<Response> {
  console.warn(JSON.stringify({ desk: 'access-refused', reason }));
  return c.notFound();
}
