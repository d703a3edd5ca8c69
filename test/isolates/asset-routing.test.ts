import { fileURLToPath } from 'node:url';
import type { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMiniflare } from '../../scripts/operations/miniflare.mjs';
import { wranglerWorkerOptions } from '../../scripts/build/deployable-worker.mjs';
import { bundleForWorkerd } from '../../scripts/build/workerd-bundle.mjs';
import { categoryOfRoute } from '../../src/content/blog-categories';
import { ARTICLE_CATEGORIES } from '../../src/languages/address-words';
import { LANGUAGE_SPECS, LANGUAGES } from '../../src/languages/languages';
import { routePage } from '../../src/render/render-route';
import { contactFormPath, homePath, newsletterPage, servedPaths } from '../../src/routes';
import { distFiles } from '../dist-files';

/**
 * Every kind of page read as Cloudflare routes a request: wrangler.toml's
 * [assets] as wrangler reads it (run_worker_first, html_handling, the build's
 * dist/public and its _headers), Miniflare's own router and asset Workers in
 * front of the Worker, as `wrangler dev` runs them. A page whose HTML depends
 * on its path alone is a static file served without the Worker; the others
 * reach it. Either way each keeps its status, type, security headers,
 * caching, ETag and 304, HEAD and canonical redirects; what static files
 * cannot do (plain HTTP redirected, the 405 page) is shown at the end.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const deployed = wranglerWorkerOptions();
const SITE_URL = deployed.bindings?.SITE_URL;
if (typeof SITE_URL !== 'string') throw new Error('wrangler.toml sets no SITE_URL');

/** The pages the build rendered (no token in their query), each page of the route table once. */
const pages = servedPaths().filter((served) => routePage(served, SITE_URL, { files: distFiles }).variant !== null);
/** Pages that read their query or give each visitor a key: the Worker serves them. */
const workerPaths = new Set(LANGUAGES.flatMap((language) => [contactFormPath(language), newsletterPage(language).path]));
const perVisitorPaths = new Set(LANGUAGES.map(contactFormPath));
const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'cross-origin-resource-policy',
  'cross-origin-opener-policy',
  'permissions-policy',
];
/** What the Worker says of a page it answered (src/http/page-cache.ts); a static file says nothing. */
const servedByWorker = (response: Response) => response.headers.get('server-timing')?.startsWith('page;') ?? false;

let mf: Miniflare;
/** The security headers of a page the Worker answered, which every answer must carry. */
let workerHeaders: Record<string, string | null>;
beforeAll(async () => {
  // src/generated and dist/public must exist: `node build.mjs`.
  const script = await bundleForWorkerd('src/index.ts', { root });
  const { compatibilityDate, assets, bindings } = deployed;
  mf = startMiniflare({ modules: true, script, compatibilityDate, assets, bindings });
  const { response } = await request(contactFormPath('fr'));
  expect(servedByWorker(response)).toBe(true);
  workerHeaders = securityHeaders(response);
  expect(workerHeaders['content-security-policy']).toContain("default-src 'none'");
}, 120_000);
afterAll(async () => {
  await mf?.dispose();
});

async function request(path: string, init: { method?: string; headers?: Record<string, string> } = {}, origin = SITE_URL) {
  const response = (await mf.dispatchFetch(origin + path, { redirect: 'manual', ...init })) as unknown as Response;
  return { response, body: await response.text() };
}

/** The security headers of a response, by name. */
const securityHeaders = (response: Response) => Object.fromEntries(SECURITY_HEADERS.map((name) => [name, response.headers.get(name)]));

describe('pages through wrangler’s asset routing', () => {
  it('serve each page whose HTML depends on its path alone as a static file, the others by the Worker, with the same headers', async () => {
    expect(pages.length).toBeGreaterThan(60);
    for (const { path } of pages) {
      const { response, body } = await request(path);
      const perVisitor = perVisitorPaths.has(path);
      expect({
        path,
        status: response.status,
        byWorker: servedByWorker(response),
        type: response.headers.get('content-type'),
        cache: response.headers.get('cache-control'),
        etag: response.headers.get('etag') !== null,
        security: securityHeaders(response),
      }).toEqual({
        path,
        status: 200,
        byWorker: workerPaths.has(path),
        type: 'text/html; charset=utf-8',
        cache: perVisitor ? 'private, no-cache' : 'public, max-age=0, must-revalidate',
        etag: !perVisitor,
        security: workerHeaders,
      });
      expect(body).toMatch(/^<!DOCTYPE html>/);
    }
  });

  it('answer 304 to their ETag, and HEAD without a body', async () => {
    for (const { path } of pages) {
      const { response: first, body } = await request(path);
      const etag = first.headers.get('etag');
      if (etag !== null) {
        const { response, body: none } = await request(path, { headers: { 'if-none-match': etag } });
        expect([path, response.status, response.headers.get('etag'), none]).toEqual([path, 304, etag, '']);
        expect(securityHeaders(response)).toEqual(workerHeaders);
      }
      const { response: head, body: empty } = await request(path, { method: 'HEAD' });
      expect([path, head.status, head.headers.get('content-type'), empty]).toEqual([path, 200, 'text/html; charset=utf-8', '']);
      expect(body.length).toBeGreaterThan(0);
    }
  });

  it('redirect every other spelling of a page to its address with a 301, keeping the query', async () => {
    for (const { path, language } of pages) {
      const spellings = [`${path}/index.html`, path.toUpperCase(), `/${path}`];
      if (path !== '/') spellings.push(`${path}/`);
      if (language === 'fr') spellings.push(`/fr${path === '/' ? '' : path}`);
      for (const spelling of spellings) {
        if (spelling === path) continue;
        const { response } = await request(`${spelling}?utm_source=test`);
        expect([spelling, response.status, response.headers.get('location')]).toEqual([spelling, 301, `${path}?utm_source=test`]);
      }
    }
  });

  it('send the blog filtered through its query to its category’s static page, and serve the blog itself from the build’s page', async () => {
    const categories = pages.filter((served) => served.route.kind === 'blogCategory');
    expect(categories).toHaveLength(LANGUAGES.length * ARTICLE_CATEGORIES.length);
    for (const { path, language, route } of categories) {
      const { formerParam, slugs } = LANGUAGE_SPECS[language].blogCategories;
      const blog = newsletterPage(language).path;
      const former = `${blog}?${formerParam}=${slugs[categoryOfRoute(route.id)]}`;
      const { response } = await request(former);
      expect([former, response.status, response.headers.get('location'), servedByWorker(response)]).toEqual([former, 301, path, false]);
      expect(securityHeaders(response)).toEqual(workerHeaders);
      const { response: page } = await request(`${path}?utm_source=test`);
      expect([path, page.status, servedByWorker(page), page.headers.has('cf-cache-status')]).toEqual([path, 200, false, true]);
    }
    for (const language of LANGUAGES) {
      const blog = newsletterPage(language).path;
      for (const address of [blog, `${blog}?${LANGUAGE_SPECS[language].blogCategories.formerParam}=unknown`, `${blog}?utm_source=test`]) {
        const { response } = await request(address);
        // The build's page, read from the static files (or, once read, from the isolate's memory): never rendered.
        expect([address, response.status, response.headers.get('server-timing')]).toEqual([address, 200, expect.stringMatching(/^page;desc="(prerendered|memory)"$/)]);
      }
    }
  });

  it('answer the 404 page for an address no page has, the .html and /index spellings and the files only the Worker reads', async () => {
    for (const language of LANGUAGES) {
      const home = homePath(language).replace(/\/$/, '');
      for (const path of [`${home}/no-such-page`, `${home}/services.html`, `${home}/index`, `/__pages${home}/contact`, '/__pages/404/fr']) {
        const { response, body } = await request(path);
        expect([path, response.status, servedByWorker(response)]).toEqual([path, 404, true]);
        expect(body).toContain('data-not-found');
        expect(securityHeaders(response)).toEqual(workerHeaders);
      }
    }
  });
});

describe('what static files cannot do, which the Worker did for every page', () => {
  it('redirect plain HTTP to HTTPS: a static page answers itself, the Worker’s redirect (the zone’s Always Use HTTPS must)', async () => {
    const plain = SITE_URL.replace(/^https:/, 'http:');
    const { response: contact } = await request(contactFormPath('fr'), {}, plain);
    expect([contact.status, contact.headers.get('location')]).toEqual([301, `${SITE_URL}${contactFormPath('fr')}`]);
    for (const { path } of pages.filter((served) => !workerPaths.has(served.path))) {
      const { response } = await request(path, {}, plain);
      expect([path, response.status, servedByWorker(response)]).toEqual([path, 200, false]);
      // It says so on every answer: a browser that has seen the site once never asks it over plain HTTP again.
      expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    }
  });

  it('answer another method with the 405 page: a static page’s 405 is empty, with the security headers and Allow', async () => {
    for (const { path } of pages.filter((served) => !workerPaths.has(served.path))) {
      for (const method of ['POST', 'PUT', 'DELETE']) {
        const { response, body } = await request(path, { method, headers: { origin: SITE_URL } });
        expect([path, method, response.status, response.headers.get('allow'), body]).toEqual([path, method, 405, 'GET, HEAD', '']);
        expect(securityHeaders(response)).toEqual(workerHeaders);
      }
    }
    const blog = newsletterPage('fr').path;
    const { response, body } = await request(blog, { method: 'PUT', headers: { origin: SITE_URL } });
    expect([response.status, response.headers.get('allow'), servedByWorker(response)]).toEqual([405, 'GET, HEAD', true]);
    expect(body).toContain('<!DOCTYPE html>');
  });
});
