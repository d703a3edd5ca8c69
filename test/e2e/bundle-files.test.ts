import { describe, expect, it } from 'vitest';
import { CLIENT_ASSETS } from '../../src/generated/build';
import { baseUrl } from './fixture';

const BUNDLES = [CLIENT_ASSETS.script.src, CLIENT_ASSETS.style.src, CLIENT_ASSETS.font.src];

/**
 * The client's content-hashed files through wrangler's own router, as
 * deployed: the static files' header rules apply to every answer they give,
 * so the year of caching is set by the Worker, on the files it serves only.
 */
describe("the client's bundles", () => {
  it('are served immutable for a year', async () => {
    for (const path of BUNDLES) {
      const response = await fetch(baseUrl + path);
      await response.arrayBuffer();
      expect([path, response.status, response.headers.get('cache-control')]).toEqual([path, 200, 'public, max-age=31536000, immutable']);
    }
  });

  it('answer another method with the 405 page and Allow, never immutable', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await fetch(baseUrl + CLIENT_ASSETS.script.src, { method, headers: { origin: baseUrl } });
      const html = await response.text();
      expect([method, response.status, response.headers.get('allow'), html.includes('<main')]).toEqual([method, 405, 'GET, HEAD', true]);
      expect(response.headers.get('cache-control') ?? '').not.toContain('immutable');
    }
  });

  it('answer a missing one with the 404 page, never immutable', async () => {
    const response = await fetch(`${baseUrl}/build/app.MISSING0.js`);
    const html = await response.text();
    expect([response.status, html.includes('data-not-found')]).toEqual([404, true]);
    expect(response.headers.get('cache-control') ?? '').not.toContain('immutable');
  });
});
