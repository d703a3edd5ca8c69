// Bindings of wrangler.toml, as `cloudflare:test` and the worker see them.
declare namespace Cloudflare {
  interface Env {
    ASSETS: Fetcher;
    /** Absolute origin of the site, for canonical and alternate links. */
    SITE_URL: string;
  }
}
