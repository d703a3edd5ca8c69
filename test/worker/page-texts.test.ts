import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { hasPageTexts, PAGE_ONLY_FIELDS } from '../../src/content/page-only-fields';
import { prerenderedPages } from '../../src/generated/prerendered';
import { routePageKey } from '../../src/http/page-keys';
import worker from '../../src/index';
import { servedPaths } from '../../src/routes';

/** Every page the build rendered, by key, with its address (the articles' among them: test/every-article.ts). */
const PRERENDERED_PAGES = prerenderedPages();

/**
 * Each language's texts leave out what only its own page shows (an article's
 * body, title and description for search engines, a legal document's
 * sections: src/content/page-only-fields.ts): the build writes it
 * among the static files, where its pre-render reads it, and so does a Worker
 * whose origin is not the one the build rendered for (a staging copy, the
 * browser tests' server). In a file of its own, so that this isolate has kept
 * no page of the site's own origin in memory.
 */
describe('an article’s or a legal document’s page rendered by the Worker', () => {
  const staging = 'https://staging.example.com';
  const pages = servedPaths().filter(({ route }) => hasPageTexts(route.kind));

  it('is the build’s page with its origin, its texts read from the build’s files', async () => {
    expect(new Set(pages.map(({ route }) => route.kind))).toEqual(new Set(Object.keys(PAGE_ONLY_FIELDS)));
    for (const { path } of pages) {
      const built = await env.ASSETS.fetch(new URL(PRERENDERED_PAGES.get(routePageKey(path, ''))!, env.SITE_URL));
      const ctx = createExecutionContext();
      const response = await worker.fetch(new Request(staging + path), { ...env, SITE_URL: staging }, ctx);
      const html = await response.text();
      await waitOnExecutionContext(ctx);
      expect([path, response.status, response.headers.get('server-timing')]).toEqual([path, 200, 'page;desc="render"']);
      expect(html === (await built.text()).replaceAll(env.SITE_URL, staging), `${path}: the build's page, for ${staging}`).toBe(true);
    }
    // Every article and legal document in every language is rendered: longer than a test's default 5 s on a busy machine.
  }, 60_000);
});
