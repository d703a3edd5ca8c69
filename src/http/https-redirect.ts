import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';

/**
 * Answers a plain-HTTP request for the production host (SITE_URL's host, when
 * SITE_URL is HTTPS) with a 301 to the same address over HTTPS, path and query
 * kept, whether or not the zone's "Always Use HTTPS" is on. Other hosts, and a
 * site whose own URL is plain HTTP (local development on http://127.0.0.1,
 * the browser tests), are left alone.
 */
export function httpsRedirect(): MiddlewareHandler<AppEnv> {
  return async function httpsRedirect(c, next) {
    const url = new URL(c.req.url);
    const site = new URL(c.env.SITE_URL);
    if (url.protocol === 'http:' && site.protocol === 'https:' && url.host === site.host) {
      url.protocol = 'https:';
      return c.redirect(url.href, 301);
    }
    await next();
  };
}
