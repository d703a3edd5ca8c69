import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

// The same migrations `wrangler d1 migrations apply` runs, applied to each
// test file's D1 database by test/worker/apply-migrations.ts.
const migrations = await readD1Migrations('./migrations');

export default defineConfig({
  test: {
    projects: [
      {
        // Runs inside workerd with the bindings of the real wrangler.toml.
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './wrangler.toml' },
            // workerd's verbose log reports every exception an RPC method throws as
            // "uncaught", here those of Miniflare's own e-mail Worker when the
            // send_email binding refuses an address, as the notification and
            // newsletter tests make it do (the site catches them). An unhandled
            // rejection in the site's code still fails the run: it happens in the
            // tests' own isolate, where Vitest catches it.
            verbose: false,
            miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
          }),
        ],
        test: {
          name: 'worker',
          include: ['test/worker/**/*.test.{ts,tsx}'],
          setupFiles: ['test/every-article.ts', 'test/worker/apply-migrations.ts'],
          // Stand-ins on loopback ports: Cloudflare Access's public keys, for test/worker/desk-access.test.ts,
          // the host of the owner's calendar, for test/worker/owner-calendar.test.ts, and GitHub's API,
          // for test/worker/editor-token.test.ts.
          globalSetup: ['test/worker/access-certs-server.ts', 'test/worker/calendar-feed-server.ts', 'test/worker/github-api-server.ts'],
        },
      },
      {
        // Isolates of the bundled worker sharing one data centre's cache (caches.default),
        // in one workerd run by Miniflare from Node.
        test: { name: 'isolates', include: ['test/isolates/**/*.test.ts'], setupFiles: ['test/every-article.ts'], testTimeout: 60_000, hookTimeout: 60_000 },
      },
      {
        // The toolchain itself, in Node: the project's own Node runs the tests and every script;
        // the bindings' types are current; the documentation's links and anchors resolve; the
        // workflows are valid for GitHub.
        test: {
          name: 'toolchain',
          include: ['test/toolchain/**/*.test.ts'],
          setupFiles: ['test/every-article.ts'],
          // GitHub's workflow parser imports its schema, a JSON file, without an import attribute,
          // which Node refuses: Vite loads it instead (test/toolchain/workflows.test.ts).
          server: { deps: { inline: ['@actions/workflow-parser'] } },
        },
      },
      {
        // The owner's scripts (npm run messages, npm run stats), in Node, on a local database of their own.
        test: { name: 'scripts', include: ['test/scripts/**/*.test.ts'], setupFiles: ['test/every-article.ts'] },
      },
      {
        // The build's own work, in Node: the content build (scripts/content/) on broken
        // copies of src/content, and the icons' drawings taken from lucide-react.
        test: { name: 'content', include: ['test/content/**/*.test.ts'], setupFiles: ['test/every-article.ts'], testTimeout: 30_000 },
      },
      {
        // Drives Debian's Chromium against `wrangler dev`, started once for all files.
        test: {
          name: 'browser',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          setupFiles: ['test/every-article.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // On CI's shared 2-core machine a page load now and then misses its
          // 30 s network-idle wait (wrangler dev, Chromium and Lighthouse share
          // the cores), or Lighthouse's trace misses its navigation start
          // (NO_NAVSTART); a real failure fails its second run too.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
