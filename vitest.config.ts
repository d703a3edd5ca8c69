import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        // Runs inside workerd with the bindings of the real wrangler.toml.
        plugins: [cloudflareTest({ wrangler: { configPath: './wrangler.toml' } })],
        test: { name: 'worker', include: ['test/worker/**/*.test.{ts,tsx}'] },
      },
      {
        // Drives Debian's Chromium against `wrangler dev`, started once for all files.
        test: {
          name: 'browser',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
