import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES } from '../../src/generated/prerendered';
import { baseUrl } from './fixture';

/**
 * The pages the build rendered are static files (dist/public/__pages) that
 * only the Worker reads; through wrangler's own router, as deployed, a visitor
 * asking for one reaches the Worker (wrangler.toml, `run_worker_first`).
 */
describe('the files of the pages the build rendered', () => {
  it('answer the 404 page to visitors, while the static files beside them are served', async () => {
    expect(PRERENDERED_PAGES.size).toBeGreaterThan(60);
    for (const file of PRERENDERED_PAGES.values()) {
      const response = await fetch(baseUrl + file);
      const html = await response.text();
      expect([file, response.status, html.includes('data-not-found')]).toEqual([file, 404, true]);
    }
    expect((await fetch(`${baseUrl}/apple-touch-icon.png`)).status).toBe(200);
  });

  it('answer the 404 page too when their address is percent-encoded, telling nothing of which exist', async () => {
    const [file] = PRERENDERED_PAGES.values();
    for (const spelling of ['%5F_pages', '_%5Fpages', '%5f%5fpages', '__%70ages', '__pag%65s']) {
      const response = await fetch(baseUrl + file!.replace('__pages', spelling), { redirect: 'manual' });
      const html = await response.text();
      expect([spelling, response.status, html.includes('data-not-found')]).toEqual([spelling, 404, true]);
    }
  });
});
