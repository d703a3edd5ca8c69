import type { Context } from 'hono';
import type { AppEnv } from '../app-env';

/** Where the build writes the client's content-hashed files (build.mjs). */
export const BUNDLE_PREFIX = '/build/';

const A_YEAR_UNCHANGED = 'public, max-age=31536000, immutable';

/**
 * A content-hashed file of the client (script, stylesheet, font), read from
 * the static files and kept a year by browsers: its name changes with it.
 * These addresses reach the Worker first (wrangler.toml, `run_worker_first`)
 * so that only a file served is marked immutable: the static files' own rules
 * (`_headers`) would mark their 405 and redirects so too. A file that does not
 * exist falls through to the 404 page, and another method than GET or HEAD to
 * the 405 page (`notFoundPage`).
 */
export async function bundleFile(c: Context<AppEnv>, next: () => Promise<void>): Promise<Response | void> {
  const response = await c.env.ASSETS.fetch(c.req.raw);
  if (response.status !== 200 && response.status !== 304) {
    await response.body?.cancel();
    return next();
  }
  const served = new Response(response.body, response);
  served.headers.set('Cache-Control', A_YEAR_UNCHANGED);
  return served;
}
