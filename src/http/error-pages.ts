import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { ErrorStatus } from '../error-status';
import { languageFromPath } from '../languages/languages';
import { errorDocument } from '../render/error-document';
import { renderDocument } from '../render/render-document';
import { showControlCharacters } from '../text/control-characters';
import { cachedHtml } from './page-cache';
import { errorPageKey } from './page-keys';
import { isPrerenderedFile } from '../prerendered-folder';
import { READ_ONLY_METHODS } from './read-only-methods';

/** The error page for `status` in the language of the request's path, kept like any page (the 404 pages are rendered by the build). */
function errorPage(c: Context<AppEnv>, status: ErrorStatus): Promise<Response> {
  const language = languageFromPath(c.req.path);
  return cachedHtml(c, {
    key: errorPageKey(status, language),
    status,
    render: () => renderDocument(errorDocument(status, language, c.env.SITE_URL)),
  });
}

/** The 404 page, unlogged: what a route answers for an address of its own that leads nowhere, when the address must not be written down (the owner's feed, whose path is its secret). */
export const notFoundAnswer = (c: Context<AppEnv>): Promise<Response> => errorPage(c, 404);

/**
 * What a path no route takes gets: the 404 page, the missing path logged
 * escaped, on one line, so it can neither forge a log line nor drive a
 * terminal. Another method than GET or HEAD on a static file gets the 405
 * page when it reaches the Worker (the client's files, which wrangler.toml
 * routes to it first); Cloudflare answers it on the other static files with
 * an empty 405 of its own (docs/performance.md#pages-served-as-static-files).
 */
export async function notFoundPage(c: Context<AppEnv>): Promise<Response> {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && (await isStaticFile(c))) return methodNotAllowedHandler(READ_ONLY_METHODS)(c);
  // Written out as the desk and the scripts show stored text: a path can neither forge a log line nor drive a terminal.
  console.error(`404 Not Found: "${showControlCharacters(c.req.path)}"`);
  return notFoundAnswer(c);
}

async function isStaticFile(c: Context<AppEnv>): Promise<boolean> {
  // Pre-rendered pages are files, but not ones visitors are served.
  if (isPrerenderedFile(c.req.path)) return false;
  // Not followed: the static files redirect another spelling of a page (/services/) to it, which is not a file at that address.
  const response = await c.env.ASSETS.fetch(new Request(c.req.url, { method: 'HEAD', redirect: 'manual' }));
  return response.ok;
}

/** The 405 page for a method the path does not take, with the methods it does take in `Allow`. */
export function methodNotAllowedHandler(allow: string) {
  return async function methodNotAllowed(c: Context<AppEnv>): Promise<Response> {
    const response = await errorPage(c, 405);
    response.headers.set('Allow', allow);
    return response;
  };
}
