import type { TestProject } from 'vitest/node';
import { startDevServer } from '../../scripts/operations/dev-server.mjs';
import { startGitHubStandIn } from '../worker/github-api-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Who the browser tests are on the owner's desk. */
export const DESK_OWNER = 'proprietaire@sillage.test';

let stop: (() => void) | undefined;
let stopGitHub: (() => Promise<void>) | undefined;

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
  // The texts' editor signs in with a token of the site's GitHub App, made by a stand-in for GitHub's API (test/worker/github-api-server.ts).
  const github = await startGitHubStandIn();
  stopGitHub = github.close;
  const app = {
    GITHUB_API_URL: github.origin,
    GITHUB_APP_ID: github.fixture.appId,
    GITHUB_APP_INSTALLATION_ID: github.fixture.installationId,
    GITHUB_REPOSITORY: github.fixture.repository,
    // One line, as in `.dev.vars` (docs/operating.md#publishing-from-the-editor).
    GITHUB_APP_PRIVATE_KEY: github.fixture.privateKeyPkcs1.trim().replace(/\n/g, '\\n'),
  };
  const server = await startDevServer({ vars: { SITE_URL: '{origin}', DESK_LOCAL_EMAIL: DESK_OWNER, ...app } });
  stop = server.stop;
  project.provide('baseUrl', server.origin);
  project.provide('githubApiOrigin', github.origin);
}

export async function teardown(): Promise<void> {
  stop?.();
  await stopGitHub?.();
}
