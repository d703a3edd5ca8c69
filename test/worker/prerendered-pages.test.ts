import { env, exports } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_FIELD } from '../../src/forms/contact-schema';
import { prerenderedPages } from '../../src/generated/prerendered';
import { buildFiles } from '../../src/http/build-files';
import { errorPageKey, routePageKey } from '../../src/http/page-keys';
import { isPrerenderedFile } from '../../src/prerendered-folder';
import { readPrerenderedPage } from '../../src/http/prerendered-pages';
import { LANGUAGES } from '../../src/languages/languages';
import { errorDocument } from '../../src/render/error-document';
import { renderDocument } from '../../src/render/render-document';
import { routePage } from '../../src/render/render-route';
import { contactFormPath, homePath, newsletterPage, servedPaths } from '../../src/routes';

/** Every page the build rendered, by key, with its address (the articles' among them: test/every-article.ts). */
const PRERENDERED_PAGES = prerenderedPages();

/**
 * The pages the build rendered (scripts/build/prerender-pages.ts, run by
 * `node build.mjs` before the tests), read by this file's Worker from the
 * static files of wrangler.toml, as deployed.
 */
afterEach(() => vi.restoreAllMocks());

const SOURCE = { prerendered: 'page;desc="prerendered"', memory: 'page;desc="memory"' };
const KEY_INPUT = new RegExp(`<input[^>]*name="${IDEMPOTENCY_FIELD}"[^>]*>`);
/** The message form's idempotency key in `html`. */
const idempotencyKey = (html: string) => /value="([^"]*)"/.exec(KEY_INPUT.exec(html)?.[0] ?? '')?.[1];
/** `html` without the field of that key, which each response gets its own of (HTMLRewriter writes it as `<input … />`). */
const withoutKey = (html: string) => html.replace(KEY_INPUT, '<input>');

/** Every page of the route table that does not depend on its request, with its key. */
const pagesWithoutQuery = servedPaths().flatMap((served) => {
  // As the Worker renders them: an article's page reads what only it shows from the build's files.
  const page = routePage(served, env.SITE_URL, { files: buildFiles(env) });
  return page.variant === null ? [] : [{ served, page, key: routePageKey(served.path, page.variant) }];
});

const readFile = async (file: string) => {
  const response = await env.ASSETS.fetch(new URL(file, env.SITE_URL));
  expect([file, response.status]).toEqual([file, 200]);
  return response.text();
};

describe('pages rendered by the build', () => {
  it('are every page of the route table without a query, and the 404 page of each language', () => {
    expect(pagesWithoutQuery.length).toBeGreaterThan(60);
    const expected = [...pagesWithoutQuery.map(({ key }) => key), ...LANGUAGES.map((language) => errorPageKey(404, language))];
    expect([...PRERENDERED_PAGES.keys()].sort()).toEqual(expected.sort());
  });

  // Renders every page of the site one after another: seconds on a loaded 2-core machine.
  it('are exactly what the Worker renders', { timeout: 60_000 }, async () => {
    for (const { served, page, key } of pagesWithoutQuery) {
      const file = await readFile(PRERENDERED_PAGES.get(key)!);
      const rendered = await new Response(await page.stream()).text();
      expect(file === rendered, `${served.path}: the build's page is the Worker's`).toBe(true);
    }
    for (const language of LANGUAGES) {
      const file = await readFile(PRERENDERED_PAGES.get(errorPageKey(404, language))!);
      const rendered = await new Response(await renderDocument(errorDocument(404, language, env.SITE_URL))).text();
      expect(file === rendered, `404 in ${language}`).toBe(true);
    }
  });

  it('are served by a new isolate without rendering, then from its memory, with their status', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const contactPaths = new Set(LANGUAGES.map(contactFormPath));
    for (const { served, key } of pagesWithoutQuery) {
      const file = await readFile(PRERENDERED_PAGES.get(key)!);
      const visits = [];
      for (const source of [SOURCE.prerendered, SOURCE.memory]) {
        const response = await exports.default.fetch(env.SITE_URL + served.path);
        const html = await response.text();
        expect([served.path, response.status, response.headers.get('server-timing')]).toEqual([served.path, 200, source]);
        visits.push(html);
      }
      if (!contactPaths.has(served.path)) {
        expect(visits.every((html) => html === file), `${served.path}: the build's page as it is`).toBe(true);
        continue;
      }
      // The message form's page: the same page, with a key of each visitor's own; the build's holds none.
      expect(idempotencyKey(file)).toBe('');
      const keys = visits.map(idempotencyKey);
      for (const key of keys) expect(key).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Set(keys).size, `${served.path}: each visitor's key is their own`).toBe(2);
      expect(visits.every((html) => withoutKey(html) === withoutKey(file))).toBe(true);
    }
    for (const language of LANGUAGES) {
      const path = `${homePath(language).replace(/\/$/, '')}/no-such-page`;
      const response = await exports.default.fetch(env.SITE_URL + path);
      expect([path, response.status]).toEqual([path, 404]);
      expect(response.headers.get('server-timing')).toMatch(/^page;desc="(prerendered|memory)"$/);
      expect((await response.text()) === (await readFile(PRERENDERED_PAGES.get(errorPageKey(404, language))!))).toBe(true);
    }
  });

  it('the Worker serves alone are not served to visitors at their files’ addresses: those answer the 404 page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const contact = PRERENDERED_PAGES.get(routePageKey(contactFormPath('fr'), ''))!;
    expect(isPrerenderedFile(contact)).toBe(true);
    for (const method of ['GET', 'POST']) {
      const response = await exports.default.fetch(env.SITE_URL + contact, { method, headers: { origin: env.SITE_URL } });
      const html = await response.text();
      expect([method, response.status]).toEqual([method, 404]);
      expect(html).toContain('data-not-found');
      expect(html === (await readFile(contact))).toBe(false);
    }
  });

  it('are at their own address, but for the message form’s and the blog’s pages (their query) and the 404 pages, which only the Worker reads', () => {
    const workerPaths = new Set(LANGUAGES.flatMap((language) => [contactFormPath(language), newsletterPage(language).path]));
    for (const { served, key } of pagesWithoutQuery) {
      const address = PRERENDERED_PAGES.get(key)!;
      const expected = workerPaths.has(served.path) ? `/__pages${served.path}` : served.path;
      expect([served.path, address]).toEqual([served.path, expected]);
    }
    for (const language of LANGUAGES) expect(PRERENDERED_PAGES.get(errorPageKey(404, language))).toBe(`/__pages/404/${language}`);
  });

  it('are not used by a Worker serving another site origin, which renders its own', async () => {
    const key = routePageKey(homePath('en'), '');
    expect(await readPrerenderedPage(env.ASSETS, env.SITE_URL, key)).toBe(await readFile(PRERENDERED_PAGES.get(key)!));
    expect(await readPrerenderedPage(env.ASSETS, 'https://staging.example.com', key)).toBeUndefined();
  });
});
