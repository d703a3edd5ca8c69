import type { MiddlewareHandler } from 'hono';
import { movedPagePath, servedPath } from '../routes';
import { formerFilterAddress } from './former-blog-filters';

/** A percent-encoded letter, digit, `-`, `.`, `_` or `~`: the character itself (RFC 3986, 6.2.2.2). */
const ENCODED_UNRESERVED = /%(2[dDeE]|3\d|[46][1-9a-fA-F]|[57][0-9aA]|5[fF]|7[eE])/g;

/**
 * The canonical spelling of `path` (as the request wrote it, not decoded) when
 * it is another spelling of a page the site serves: percent-encoded letters or
 * digits, doubled slashes, a trailing slash, `/index.html`, upper case, or a
 * `/fr` prefix on a French page that lives unprefixed. Null when there is none.
 * `isServed` tells whether the site serves a path.
 */
export function canonicalPath(path: string, isServed: (path: string) => boolean): string | null {
  let candidate = path
    .replace(ENCODED_UNRESERVED, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\/{2,}/g, '/')
    .toLowerCase()
    .replace(/\/index\.html?$/, '/');
  if (candidate.length > 1) candidate = candidate.replace(/\/+$/, '') || '/';
  if (candidate === '/fr') candidate = '/';
  else if (candidate.startsWith('/fr/') && !isServed(candidate)) candidate = candidate.slice(3);
  return candidate !== path && isServed(candidate) ? candidate : null;
}

/** Whether the route table serves `path`, or a page once lived there: one predicate for every request, not a closure each. */
const servedByRouteTable = (path: string) => servedPath(path) !== undefined || movedPagePath(path) !== undefined;

/**
 * Answers GET and HEAD requests for another spelling of a page, or an
 * address it had before (a former slug, the blog filtered through its
 * query), with a 301 to its canonical path, query string kept, so each page
 * has one address. The Location is a path the route table
 * serves, relative, with one leading slash (doubled ones are collapsed first):
 * it stays on the request's origin, never reads as `//another.host`.
 */
export function canonicalRedirect(): MiddlewareHandler {
  return async function canonicalRedirect(c, next) {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') {
      // The path as sent: Hono's c.req.path is already decoded, and /%63ontact would be served as /contact.
      const url = new URL(c.req.url);
      const spelling = canonicalPath(url.pathname, servedByRouteTable) ?? url.pathname;
      // The blog filtered through its query, as its category links were before: the category's page.
      const filtered = url.search === '' ? undefined : formerFilterAddress(spelling, url.searchParams);
      if (filtered) return c.redirect(filtered, 301);
      const target = movedPagePath(spelling) ?? (spelling !== url.pathname ? spelling : undefined);
      if (target) return c.redirect(target + url.search, 301);
    }
    await next();
  };
}
