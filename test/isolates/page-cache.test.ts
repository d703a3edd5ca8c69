import { Response } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_FIELD } from '../../src/forms/contact-schema';
import { errorPageKey, routePageKey } from '../../src/http/page-keys';
import { sharedPageUrl } from '../../src/http/shared-page-cache';
import { LANGUAGES, type Language } from '../../src/languages/languages';
import { routePage } from '../../src/render/render-route';
import { contactFormPath, homePath, servedPaths } from '../../src/routes';
import { distFiles } from '../dist-files';
import { DEPLOYED_SITE_URL, NEXT_BUILD_ID, SITE_URL, startDataCentre, type DataCentre } from './data-centre';

type Isolate = DataCentre['isolateA'];

/** Where a response says its page came from (the Server-Timing header). */
const FROM = { memory: 'page;desc="memory"', prerendered: 'page;desc="prerendered"', cache: 'page;desc="cache"', render: 'page;desc="render"' };
/** Added by the test to a stored page, so a response that has it was read from the cache, not rendered. */
const MARKER = '<!-- read from the data centre cache -->';

const perVisitorPaths = new Set(LANGUAGES.map(contactFormPath));
/** The page of every path the route table lets the worker cache, with its cache key. */
const cachedPages = servedPaths().flatMap((served) => {
  const { variant } = routePage(served, SITE_URL, { files: distFiles });
  return variant === null ? [] : [{ path: served.path, key: routePageKey(served.path, variant) }];
});
/** A path no route takes, in `language`: it answers that language's 404 page. */
const missingPath = (language: Language) => `${homePath(language).replace(/\/$/, '')}/no-such-page`;
const sharedPages = cachedPages.filter(({ path }) => !perVisitorPaths.has(path));
const perVisitorPages = cachedPages.filter(({ path }) => perVisitorPaths.has(path));

let dataCentre: DataCentre;
beforeAll(async () => {
  dataCentre = await startDataCentre();
});
afterAll(async () => {
  await dataCentre?.dispose();
});

async function get(isolate: Isolate, path: string, origin = SITE_URL) {
  const response = await isolate.fetch(origin + path);
  return { status: response.status, headers: response.headers, from: response.headers.get('server-timing'), html: await response.text() };
}

/** The entry an isolate stored at `url`, once its `waitUntil` has put it there. */
function storedEntry(url: string) {
  return vi.waitFor(
    async () => {
      const entry = await dataCentre.cache.match(url);
      if (!entry) throw new Error(`Nothing stored at ${url}`);
      return { status: entry.status, cacheControl: entry.headers.get('cache-control'), html: await entry.text() };
    },
    { timeout: 10_000, interval: 20 },
  );
}

/** Replaces the page stored at `url` with its HTML and the marker. */
async function markStored(url: string, html: string): Promise<void> {
  const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=3600' };
  await dataCentre.cache.put(url, new Response(html + MARKER, { headers }));
}

const idempotencyKey = (html: string) => {
  const input = html.match(new RegExp(`<input[^>]*name="${IDEMPOTENCY_FIELD}"[^>]*>`))![0];
  return input.match(/value="([^"]*)"/)![1]!;
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

// The isolates below serve a staging origin, for which the build's pages do not
// apply (src/http/prerendered-pages.ts): every page goes through the cache, as
// the pages only a request tells (a blog filter, a form's outcome) do when deployed.
describe('pages shared by the isolates of a data centre (caches.default)', () => {
  it('serves a page rendered by one isolate from the cache in another, without rendering it', async () => {
    expect(sharedPages.length).toBeGreaterThan(30);
    for (const { path, key } of sharedPages) {
      const rendered = await get(dataCentre.isolateA, path);
      expect([path, rendered.status, rendered.from]).toEqual([path, 200, FROM.render]);
      const url = sharedPageUrl(SITE_URL, key);
      const entry = await storedEntry(url);
      expect(entry.status).toBe(200);
      expect(entry.cacheControl).toMatch(/^public, max-age=[1-9]\d*$/);
      expect(entry.html === rendered.html, `${path}: the stored page is the rendered page`).toBe(true);

      await markStored(url, rendered.html);
      const fromCache = await get(dataCentre.isolateB, path);
      expect([path, fromCache.status, fromCache.from]).toEqual([path, 200, FROM.cache]);
      expect(fromCache.html === rendered.html + MARKER, `${path}: served as stored`).toBe(true);
      for (const header of ['etag', 'cache-control', 'content-type']) {
        expect([path, header, fromCache.headers.get(header)]).toEqual([path, header, rendered.headers.get(header)]);
      }
      // Kept in the second isolate's memory for its next visitors.
      const again = await get(dataCentre.isolateB, path);
      expect([path, again.from, again.html === fromCache.html]).toEqual([path, FROM.memory, true]);
    }
  });

  it('misses after a new build id: the next deployment renders and stores its own pages', async () => {
    for (const { path, key } of sharedPages) {
      const current = await get(dataCentre.isolateA, path);
      const currentUrl = sharedPageUrl(SITE_URL, key);
      await storedEntry(currentUrl);
      await markStored(currentUrl, current.html);

      const next = await get(dataCentre.nextBuild, path);
      expect([path, next.status, next.from]).toEqual([path, 200, FROM.render]);
      expect(next.html === current.html, `${path}: rendered, not read from the previous build's entry`).toBe(true);
      expect(next.headers.get('etag')).toMatch(/^"[0-9a-f]{40}"$/);
      expect(next.headers.get('etag')).not.toBe(current.headers.get('etag'));
      expect((await storedEntry(sharedPageUrl(SITE_URL, key, NEXT_BUILD_ID))).html === current.html, `${path}: stored for the next build`).toBe(true);
      expect((await storedEntry(currentUrl)).html === current.html + MARKER, `${path}: the previous build's entry is left alone`).toBe(true);
    }
  });

  it('never shares a per-visitor idempotency key, even when the page comes from the cache', async () => {
    expect(perVisitorPages.map(({ path }) => path).sort()).toEqual([...perVisitorPaths].sort());
    for (const { path, key } of perVisitorPages) {
      const first = await get(dataCentre.isolateA, path);
      expect(first.from).toBe(FROM.render);
      const entry = await storedEntry(sharedPageUrl(SITE_URL, key));
      expect(entry.cacheControl).toMatch(/^public, max-age=[1-9]\d*$/);
      expect(idempotencyKey(entry.html), `${path}: the stored page holds no key`).toBe('');

      const second = await get(dataCentre.isolateB, path);
      const third = await get(dataCentre.isolateB, path);
      expect([second.from, third.from]).toEqual([FROM.cache, FROM.memory]);
      const visitors = [first, second, third];
      const keys = visitors.map((visitor) => idempotencyKey(visitor.html));
      for (const key of keys) expect(key).toMatch(UUID);
      expect(new Set(keys).size, `${path}: each visitor's key is their own`).toBe(3);
      for (const visitor of visitors) {
        expect([path, visitor.status, visitor.headers.get('cache-control'), visitor.headers.get('etag')]).toEqual([path, 200, 'private, no-cache', null]);
      }
      // Apart from the key, the visitor served from the cache gets the page the first visitor got.
      expect(second.html.replace(keys[1]!, '') === first.html.replace(keys[0]!, ''), `${path}: the same page with a fresh key`).toBe(true);
    }
  });

  it('shares the 404 page of each language, with its status', async () => {
    for (const language of LANGUAGES) {
      const path = missingPath(language);
      const rendered = await get(dataCentre.isolateA, path);
      expect([path, rendered.status, rendered.from]).toEqual([path, 404, FROM.render]);
      const entry = await storedEntry(sharedPageUrl(SITE_URL, errorPageKey(404, language)));
      expect(entry.status).toBe(404);
      const fromCache = await get(dataCentre.isolateB, path);
      expect([path, fromCache.status, fromCache.from, fromCache.html === rendered.html]).toEqual([path, 404, FROM.cache, true]);
    }
  });

  it('holds none of the pages the build rendered: the deployed origin serves those without rendering', async () => {
    const builtPages = [...cachedPages, ...LANGUAGES.map((language) => ({ path: missingPath(language), key: errorPageKey(404, language) }))];
    for (const { path } of builtPages) {
      const first = await get(dataCentre.deployed, path, DEPLOYED_SITE_URL);
      expect([path, first.from]).toEqual([path, FROM.prerendered]);
    }
    // Time for a store, had any been made (a rendered page is stored within milliseconds of its last byte).
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const { path, key } of builtPages) {
      expect([path, await dataCentre.cache.match(sharedPageUrl(DEPLOYED_SITE_URL, key))]).toEqual([path, undefined]);
    }
  });

  it('keeps its entries at addresses no visitor is served', async () => {
    const { key } = sharedPages.find(({ path }) => path === homePath('fr'))!;
    const entryPath = new URL(sharedPageUrl(SITE_URL, key)).pathname;
    const answer = await get(dataCentre.isolateA, entryPath);
    expect(answer.status).toBe(404);
    expect(answer.html).not.toContain(MARKER);
  });
});
