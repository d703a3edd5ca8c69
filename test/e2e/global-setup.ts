import type { TestProject } from 'vitest/node';
import { startDevServer } from '../../scripts/operations/dev-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Who the browser tests are on the owner's desk. */
export const DESK_OWNER = 'proprietaire@sillage.test';

let stop: (() => void) | undefined;

/**
 * Starts `wrangler dev` (as a developer would) on a free loopback port for all
 * browser tests. SITE_URL is that origin, as on a real deployment, so the
 * pages the Worker renders and the sitemap link to the server under test; the
 * static pages (src/http/static-pages.ts), rendered by the build for
 * wrangler.toml's origin, name that origin in their head (canonical and
 * alternate links, share tags), which no browser follows.
 */
export async function setup(project: TestProject): Promise<void> {
  // The owner's desk lets this address in on the loopback server only, as on `npm run dev` (docs/operating.md#the-owners-desk-access).
  const server = await startDevServer({ vars: { SITE_URL: '{origin}', DESK_LOCAL_EMAIL: DESK_OWNER } });
  stop = server.stop;
  project.provide('baseUrl', server.origin);
}

export async function teardown(): Promise<void> {
  stop?.();
}
