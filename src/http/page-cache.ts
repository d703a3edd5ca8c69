import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { BUILD_ID } from '../generated/build';
import type { ErrorStatus } from '../error-status';
import { readPrerenderedPage } from './prerendered-pages';
import { readSharedPage, storeSharedPage } from './shared-page-cache';

/**
 * Pages are static between deployments: those the build knows in advance are
 * rendered once per deployment (`prerendered-pages.ts`), the others (a
 * form's outcome) once per data centre, through its cache
 * (`shared-page-cache.ts`) for the other isolates. Each is kept in the
 * isolate's memory after its first read or render. Keys (`page-keys.ts`) are
 * bounded by the route table.
 */
const pages = new Map<string, string>();
const etags = new Map<string, string>();

const CONTENT_TYPE = 'text/html; charset=utf-8';
/** Shared pages: any cache may keep them, revalidating with the ETag. */
const PUBLIC = 'public, max-age=0, must-revalidate';
/** Pages made unique to their visitor: only the visitor's browser keeps them, and never reuses them unasked. */
const PRIVATE = 'private, no-cache';

/**
 * Where a response's page came from, in a standard header that browsers'
 * network panels show and tests read: this isolate's memory, the pages the
 * build rendered, the data centre's cache, or a render.
 */
type PageSource = 'memory' | 'prerendered' | 'cache' | 'render';

/**
 * A strong ETag for a page: a key renders the same bytes for a given build and
 * site origin, so the tag is known before rendering and even the first,
 * streamed response carries it.
 */
async function pageEtag(key: string, siteUrl: string): Promise<string> {
  let etag = etags.get(key);
  if (!etag) {
    const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(`${BUILD_ID}\n${siteUrl}\n${key}`));
    etag = `"${[...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}"`;
    etags.set(key, etag);
  }
  return etag;
}

interface CachedHtmlOptions {
  key: string;
  /** A page or an error page: what a server error answers is never kept. */
  status?: 200 | ErrorStatus;
  /** Renders the page as a stream; called only when the page is not cached yet. */
  render: () => Promise<ReadableStream<Uint8Array>>;
  /**
   * Makes each response unique to its visitor (a form's idempotency key) on
   * top of the shared cached page. Such a response is private and has no
   * ETag, so no cache hands it to another visitor and no 304 brings back an
   * old key. Only the shared page is kept, never what this adds.
   */
  perVisitor?: (response: Response) => Response;
}

/**
 * The HTML response for `key`: from memory when this isolate has it, else
 * from the pages the build rendered or the data centre's cache (kept in
 * memory too), else streamed from `render` while a copy is kept in both for
 * the next requests.
 * Successful shared pages carry a strong ETag (Hono's etag middleware answers 304).
 */
export async function cachedHtml(
  c: Context<AppEnv>,
  { key, status = 200, render, perVisitor }: CachedHtmlOptions,
): Promise<Response> {
  const siteUrl = c.env.SITE_URL;
  const headers: Record<string, string> = { 'content-type': CONTENT_TYPE, 'cache-control': perVisitor ? PRIVATE : PUBLIC };
  if (status === 200 && !perVisitor) headers.etag = await pageEtag(key, siteUrl);
  const respond = (body: string | ReadableStream<Uint8Array>, source: PageSource) => {
    headers['server-timing'] = `page;desc="${source}"`;
    const response = new Response(body, { status, headers });
    return perVisitor ? perVisitor(response) : response;
  };

  const remembered = pages.get(key);
  if (remembered !== undefined) return respond(remembered, 'memory');

  const prerendered = await readPrerenderedPage(c.env.ASSETS, siteUrl, key);
  if (prerendered !== undefined) {
    pages.set(key, prerendered);
    return respond(prerendered, 'prerendered');
  }

  const shared = await readSharedPage(siteUrl, key);
  if (shared !== undefined) {
    pages.set(key, shared);
    return respond(shared, 'cache');
  }

  const [toVisitor, toCache] = (await render()).tee();
  c.executionCtx.waitUntil(
    new Response(toCache).text().then(async (html) => {
      pages.set(key, html);
      // Both copies end together: wait one turn of the event loop so the
      // runtime sends the visitor's last bytes before the store's work
      // (building the entry, the call to the cache) runs on this thread.
      await scheduler.wait(0);
      return storeSharedPage(siteUrl, key, status, html);
    }),
  );
  return respond(toVisitor, 'render');
}
