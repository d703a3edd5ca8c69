import type { TestProject } from 'vitest/node';
import { startDevServer } from '../../scripts/dev-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let stop: (() => void) | undefined;

/**
 * Starts `wrangler dev` (as a developer would) on a free loopback port for all
 * browser tests. SITE_URL is that origin, as on a real deployment, so canonical,
 * alternate and sitemap links point to the server under test.
 */
export async function setup(project: TestProject): Promise<void> {
  const server = await startDevServer({ vars: { SITE_URL: '{origin}' } });
  stop = server.stop;
  project.provide('baseUrl', server.origin);
}

export async function teardown(): Promise<void> {
  stop?.();
}
