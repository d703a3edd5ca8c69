import { prerenderedAddress, PRERENDERED_SITE_URL } from '../generated/prerendered';

/**
 * The pages the build rendered (scripts/build/prerender-pages.ts): every page of
 * the route table without a query, and the 404 page of each language, read
 * through the ASSETS binding at their address among the static files. Those
 * Cloudflare serves itself at their own address (`static-pages.ts`) reach the
 * Worker only where nothing routes them first (its tests); the others are in
 * the folder only the Worker reads (`src/prerendered-folder.ts`): a new isolate
 * answers them without rendering, so the first visitor of a data centre
 * waits little longer than the next. They were built for wrangler.toml's site
 * origin: a Worker given another SITE_URL renders its pages instead.
 */
export async function readPrerenderedPage(assets: Fetcher, siteUrl: string, key: string): Promise<string | undefined> {
  const address = prerenderedAddress(key);
  if (address === undefined || siteUrl !== PRERENDERED_SITE_URL) return undefined;
  try {
    const response = await assets.fetch(new URL(address, siteUrl));
    if (response.ok) return await response.text();
    await response.body?.cancel();
    console.error(`Pre-rendered page: ${address} answered ${response.status}; rendering ${key}`);
  } catch (error) {
    console.error(`Pre-rendered page: could not read ${address}; rendering ${key}`, error);
  }
  return undefined;
}
