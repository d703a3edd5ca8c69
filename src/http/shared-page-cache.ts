import { BUILD_ID } from '../generated/build';

/**
 * The data centre's copy of each rendered page, shared by every isolate of
 * the worker there through the Workers Cache API (`caches.default`), so a page
 * is rendered once per data centre rather than once per isolate. Miniflare
 * implements the same API, so `wrangler dev` and the tests run it for real;
 * on a workers.dev address Cloudflare makes it a no-op and every isolate
 * renders its own pages, as before.
 */

/**
 * How long a data centre keeps a page. Pages change only with a deployment,
 * and the build id in the entry's address makes a new deployment miss, so
 * this only bounds how long a page outlives anything the build id does not
 * cover (an upgraded dependency, say) and lets pages nobody reads age out.
 */
const SHARED_MAX_AGE_SECONDS = 24 * 60 * 60;

/**
 * The runtime's `caches.default`. Typed by hand because `tsc` also loads
 * lib.dom (the browser tests' config asks for it, the bench's Preact types
 * pull it in), whose `CacheStorage` has no `default`.
 */
const dataCentreCache = () => (caches as unknown as { default: Cache }).default;

/**
 * The address a page is kept under: on the site's origin, under a path no
 * route serves (asking for it gets the 404 page, never the entry), named by
 * the build, so a deployment never reads its predecessor's pages.
 * `buildId` is a parameter for the tests, which play two deployments.
 */
export function sharedPageUrl(siteUrl: string, key: string, buildId: string = BUILD_ID): string {
  return new URL(`/__page-cache/${buildId}/${encodeURIComponent(key)}`, siteUrl).href;
}

/** The page kept for `key`, or undefined when there is none or the cache cannot be read (logged: the page is rendered instead). */
export async function readSharedPage(siteUrl: string, key: string): Promise<string | undefined> {
  try {
    const stored = await dataCentreCache().match(sharedPageUrl(siteUrl, key));
    return await stored?.text();
  } catch (error) {
    console.error(`Page cache: could not read ${key}`, error);
    return undefined;
  }
}

/**
 * Keeps a rendered page for the other isolates of the data centre: its status
 * and HTML only. A failure is logged and otherwise ignored: the page has been
 * answered already, and the next isolate renders it again.
 */
export async function storeSharedPage(siteUrl: string, key: string, status: number, html: string): Promise<void> {
  const entry = new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': `public, max-age=${SHARED_MAX_AGE_SECONDS}` },
  });
  try {
    await dataCentreCache().put(sharedPageUrl(siteUrl, key), entry);
  } catch (error) {
    console.error(`Page cache: could not store ${key}`, error);
  }
}
