import { fileURLToPath } from 'node:url';
import type { Miniflare } from 'miniflare';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { wranglerWorkerOptions } from '../../scripts/build/deployable-worker.mjs';
import { startMiniflare } from '../../scripts/operations/miniflare.mjs';
import { bundleForWorkerd } from '../../scripts/build/workerd-bundle.mjs';
import { ARTICLE_CARDS, ARTICLE_ROUTE_TABLE } from '../../src/generated/article-index';
import { NEWSLETTER_PARAM } from '../../src/forms/outcome-urls';
import { LANGUAGES } from '../../src/languages/languages';
import { linkTo } from '../../src/routes';

/**
 * The Worker's modules hold no article (src/content/article-files.ts): a new
 * isolate reads the articles' routes and cards from the build's files when a
 * request first needs them. Each case here is the first request of a fresh
 * instance of the bundle wrangler would upload, behind wrangler's asset
 * routing, so it meets that reading; the route table the tests know holds the
 * articles from the start (test/every-article.ts).
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const deployed = wranglerWorkerOptions();
const SITE_URL = deployed.bindings?.SITE_URL as string;
let script: string;
let mf: Miniflare | undefined;

beforeAll(async () => {
  // src/generated and dist/public must exist: `node build.mjs`.
  script = await bundleForWorkerd('src/index.ts', { root });
}, 120_000);
afterEach(async () => {
  await mf?.dispose();
  mf = undefined;
});

/** The answer of a fresh instance to its first request. */
async function firstAnswer(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  const { compatibilityDate, assets, bindings } = deployed;
  mf = startMiniflare({ modules: true, script, compatibilityDate, assets, bindings });
  const response = (await mf.dispatchFetch(SITE_URL + path, { redirect: 'manual', ...init })) as unknown as Response;
  return { response, body: await response.text() };
}

const [newest] = ARTICLE_ROUTE_TABLE;

describe('a new isolate, whose modules hold no article', () => {
  it('lists every article of every language in the sitemap it answers first', async () => {
    const { response, body } = await firstAnswer('/sitemap.xml');
    expect(response.status).toBe(200);
    for (const route of ARTICLE_ROUTE_TABLE) for (const language of LANGUAGES) expect(body).toContain(`${SITE_URL}${route.paths[language]}</loc>`);
  });

  it('redirects another spelling of an article to its address, and answers 404 for an article no file has', async () => {
    const { response } = await firstAnswer(`${newest.paths.en.toUpperCase()}/`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(newest.paths.en);
    const missing = await firstAnswer(`${newest.paths.fr}-inconnu`);
    expect(missing.response.status).toBe(404);
  });

  it('counts a page view of an article', async () => {
    const beacon = JSON.stringify({ route: newest.id, language: 'es', referrer: '', device: 'phone' });
    const { response } = await firstAnswer('/audience', { method: 'POST', headers: { 'content-type': 'text/plain', origin: SITE_URL }, body: beacon });
    expect(response.status).toBe(204);
  });

  it.each(LANGUAGES)('shows every article’s card on the %s blog it renders after a newsletter sign-up', async (language) => {
    const { response, body } = await firstAnswer(`${linkTo('blog', language)}?${NEWSLETTER_PARAM}=check-inbox`);
    expect(response.status).toBe(200);
    expect(response.headers.get('server-timing')).toContain('render');
    const titles = Object.values(ARTICLE_CARDS[language]).map((card) => (card as { title: string }).title);
    expect(titles.length).toBe(ARTICLE_ROUTE_TABLE.length);
    for (const title of titles) expect(body).toContain(escapeHtml(title));
  });
});

/** `text` as React writes it in an element. */
const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;');
