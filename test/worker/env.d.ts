// The test-only binding vitest.config.ts adds to those of wrangler.toml.
declare namespace Cloudflare {
  interface Env {
    /** The migrations of migrations/, applied by apply-migrations.ts. */
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
  }
}
