// Miniflare for the scripts and tests that run the Worker outside wrangler
// (the benchmark, the cold-start profile, the page-cache tests across isolates).
// Since Miniflare 5 the constructor takes options shaped like wrangler's
// configuration; wrangler's own reading of wrangler.toml
// (`unstable_getMiniflareWorkerOptions`) still gives them in Miniflare 4's
// shape, and wrangler converts them the same way before starting workerd.
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';

/**
 * A Miniflare instance for options in Miniflare 4's shape: one Worker's, or
 * `{ workers: [...] }` with shared options beside them.
 * @param {import('miniflare').V4MiniflareOptions} options
 */
export function startMiniflare(options) {
  return new Miniflare(convertV4MiniflareOptions(options));
}
