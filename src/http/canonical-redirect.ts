import type { MiddlewareHandler } from 'hono';
import { servedPath } from '../routes';

/**
 * The canonical spelling of `path` when it is another spelling of a page the
 * site serves: trailing slash, `/index.html`, upper case, or a `/fr` prefix on
 * a French page that lives unprefixed. Null when there is none. `isServed`
 * tells whether the site serves a path.
 */
export function canonicalPath(path: string, isServed: (path: string) => boolean): string | null {
  let candidate = path.toLowerCase().replace(/\/index\.html?$/, '/');
  if (candidate.length > 1) candidate = candidate.replace(/\/+$/, '') || '/';
  if (candidate === '/fr') candidate = '/';
  else if (candidate.startsWith('/fr/') && !isServed(candidate)) candidate = candidate.slice(3);
  return candidate !== path && isServed(candidate) ? candidate : null;
}

/** Whether the route table serves `path`: one predicate for every request, not a closure each. */
const servedByRouteTable = (path: string) => servedPath(path) !== undefined;

/**
 * Answers GET and HEAD requests for another spelling of a page with a 301 to
 * its canonical path, query string kept, so each page has one address.
 */
export function canonicalRedirect(): MiddlewareHandler {
  return async function canonicalRedirect(c, next) {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') {
      const target = canonicalPath(c.req.path, servedByRouteTable);
      if (target) return c.redirect(target + new URL(c.req.url).search, 301);
    }
    await next();
  };
}
