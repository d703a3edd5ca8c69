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
 * browser tests. SITE_URL is that origin, as on a real deployment, so canonical,
 * alternate and sitemap links point to the server under test.
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
