import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { BUILD_ID } from '../generated/build';

/**
 * Pages are static between deployments, so each rendered page is kept in the
 * isolate's memory after its first render and served from there afterwards.
 * Keys are a page path plus the variant its page declares (the blog filter) and
 * the outcome of its form (known values only), or the status and language of
 * an error page, so the cache is bounded by the route table.
 */
const pages = new Map<string, string>();
const etags = new Map<string, string>();

const CONTENT_TYPE = 'text/html; charset=utf-8';
/** Shared pages: any cache may keep them, revalidating with the ETag. */
const PUBLIC = 'public, max-age=0, must-revalidate';
/** Pages made unique to their visitor: only the visitor's browser keeps them, and never reuses them unasked. */
const PRIVATE = 'private, no-cache';

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
  status?: number;
  /** Renders the page as a stream; called only when the page is not cached yet. */
  render: () => Promise<ReadableStream<Uint8Array>>;
  /**
   * Makes each response unique to its visitor (a form's idempotency key) on
   * top of the shared cached page. Such a response is private and has no
   * ETag, so no cache hands it to another visitor and no 304 brings back an
   * old key.
   */
  perVisitor?: (response: Response) => Response;
}

/**
 * The HTML response for `key`: from memory when it has been rendered before,
 * otherwise streamed from `render` while a copy is kept for the next requests.
 * Successful shared pages carry a strong ETag (Hono's etag middleware answers 304).
 */
export async function cachedHtml(
  c: Context<AppEnv>,
  { key, status = 200, render, perVisitor }: CachedHtmlOptions,
): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': CONTENT_TYPE, 'cache-control': perVisitor ? PRIVATE : PUBLIC };
  if (status === 200 && !perVisitor) headers.etag = await pageEtag(key, c.env.SITE_URL);
  const finish = perVisitor ?? ((response: Response) => response);
  const cached = pages.get(key);
  if (cached !== undefined) return finish(new Response(cached, { status, headers }));
  const [toVisitor, toCache] = (await render()).tee();
  c.executionCtx.waitUntil(
    new Response(toCache).text().then((html) => {
      pages.set(key, html);
    }),
  );
  return finish(new Response(toVisitor, { status, headers }));
}
