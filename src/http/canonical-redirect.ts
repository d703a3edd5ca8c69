import type { MiddlewareHandler } from 'hono';

/**
 * The canonical spelling of `path` when it is another spelling of a page the
 * site serves: trailing slash, `/index.html`, upper case, or a `/fr` prefix on
 * a French page that lives unprefixed. Null when there is none.
 */
export function canonicalPath(path: string, served: ReadonlySet<string>): string | null {
  let candidate = path.toLowerCase().replace(/\/index\.html?$/, '/');
  if (candidate.length > 1) candidate = candidate.replace(/\/+$/, '') || '/';
  if (candidate === '/fr') candidate = '/';
  else if (candidate.startsWith('/fr/') && !served.has(candidate)) candidate = candidate.slice(3);
  return candidate !== path && served.has(candidate) ? candidate : null;
}

/**
 * Answers GET and HEAD requests for another spelling of a page with a 301 to
 * its canonical path, query string kept, so each page has one address.
 */
export function canonicalRedirect(served: ReadonlySet<string>): MiddlewareHandler {
  return async function canonicalRedirect(c, next) {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') {
      const target = canonicalPath(c.req.path, served);
      if (target) return c.redirect(target + new URL(c.req.url).search, 301);
    }
    await next();
  };
}
