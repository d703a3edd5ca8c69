import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';

/** A host name as DNS compares it: without the trailing dot of a fully qualified name. */
const bareHostname = (url: URL) => url.hostname.replace(/\.+$/, '');

/**
 * Answers a plain-HTTP request for the production host (SITE_URL's, when
 * SITE_URL is HTTPS) with a 301 to the same path and query on the site itself,
 * whether or not the zone's "Always Use HTTPS" is on. The host name alone is
 * compared: Cloudflare proxies plain HTTP on ports 8080, 8880, 2052, 2082, 2086
 * and 2095 as well as 80, `:443` over HTTP is still plain HTTP, and a trailing
 * dot names the same host. Other hosts, and a site whose own URL is plain HTTP
 * (local development on http://127.0.0.1, the browser tests), are left alone.
 */
export function httpsRedirect(): MiddlewareHandler<AppEnv> {
  return async function httpsRedirect(c, next) {
    const url = new URL(c.req.url);
    const site = new URL(c.env.SITE_URL);
    if (url.protocol === 'http:' && site.protocol === 'https:' && bareHostname(url) === bareHostname(site)) {
      // Appended to the origin, the path can only be a path: `new URL(path, origin)`
      // would read `//evil.example/x` (or `/\evil.example/x`, which URLs read alike) as another host.
      return c.redirect(site.origin + url.pathname + url.search, 301);
    }
    await next();
  };
}
