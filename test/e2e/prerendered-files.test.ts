import { describe, expect, it } from 'vitest';
import { prerenderedPages } from '../../src/generated/prerendered';
import { isPrerenderedFile } from '../../src/prerendered-folder';
import { baseUrl } from './fixture';

/** Every page the build rendered, by key, with its address (the articles' among them: test/every-article.ts). */
const PRERENDERED_PAGES = prerenderedPages();

/**
 * The pages the build rendered that only the Worker serves are static files
 * (dist/public/__pages) that only the Worker reads; through wrangler's own
 * router, as deployed, a visitor asking for one reaches the Worker
 * (wrangler.toml, `run_worker_first`). The others are static files at their
 * own address (test/isolates/asset-routing.test.ts).
 */
const workerFiles = [...PRERENDERED_PAGES.values()].filter(isPrerenderedFile);

describe('the files of the pages the build rendered', () => {
  it('answer the 404 page to visitors, while the static files beside them are served', async () => {
    expect(workerFiles.length).toBeGreaterThan(6);
    for (const file of workerFiles) {
      const response = await fetch(baseUrl + file);
      const html = await response.text();
      expect([file, response.status, html.includes('data-not-found')]).toEqual([file, 404, true]);
    }
    expect((await fetch(`${baseUrl}/apple-touch-icon.png`)).status).toBe(200);
  });

  it('answer the 404 page too when their address is percent-encoded, telling nothing of which exist', async () => {
    const [file] = workerFiles;
    for (const spelling of ['%5F_pages', '_%5Fpages', '%5f%5fpages', '__%70ages', '__pag%65s']) {
      const response = await fetch(baseUrl + file!.replace('__pages', spelling), { redirect: 'manual' });
      const html = await response.text();
      expect([spelling, response.status, html.includes('data-not-found')]).toEqual([spelling, 404, true]);
    }
  });
});
