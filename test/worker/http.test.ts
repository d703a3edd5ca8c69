import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { canonicalPath } from '../../src/http/canonical-redirect';
import { buildFiles } from '../../src/http/build-files';
import { headFirst } from '../../src/render/head-first';
import { categoryOfRoute } from '../../src/content/blog-categories';
import { ARTICLE_CATEGORIES } from '../../src/languages/address-words';
import { LANGUAGE_SPECS, LANGUAGES } from '../../src/languages/languages';
import { routePage } from '../../src/render/render-route';
import { contactFormPath, FORMER_PATHS, linkTo, routeById, servedPath, servedPaths } from '../../src/routes';
import { queryAll } from './html';

const ORIGIN = 'https://example.com';
const fetchPage = (path: string, init?: RequestInit) => exports.default.fetch(ORIGIN + path, { redirect: 'manual', ...init });

const EXPECTED_HEADERS = {
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; media-src 'self'; connect-src 'self'; manifest-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'",
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'cross-origin-resource-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
};

function expectSecurityHeaders(response: Response): void {
  for (const [name, value] of Object.entries(EXPECTED_HEADERS)) expect(response.headers.get(name), name).toBe(value);
  expect(response.headers.get('content-security-policy')).not.toMatch(/unsafe-(inline|eval)/);
}

describe('security headers', () => {
  it.each(servedPaths().map((entry) => entry.path))('are on %s, whose scripts and stylesheets carry integrity', async (path) => {
    const response = await fetchPage(path);
    expectSecurityHeaders(response);
    const html = await response.text();
    const resources = [...(await queryAll(html, 'script[src]')), ...(await queryAll(html, 'link[rel="stylesheet"]'))];
    expect(resources).toHaveLength(2);
    for (const resource of resources) expect(resource.attributes.integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    expect(html).not.toMatch(/\sstyle=/);
    expect(html).not.toMatch(/<script(?![^>]*(src=|type="application\/ld\+json"))/);
  });

  it.each([
    ['a 404', '/nope', {}],
    ['a 405', '/services', { method: 'DELETE' }],
    ['a redirect', '/services/', {}],
    ['a 304', '/', { headers: { 'if-none-match': '*' } }],
  ])('are on %s', async (_, path, init) => {
    const response = await fetchPage(path, init);
    expectSecurityHeaders(response);
    await response.body?.cancel();
  });

  it('are on static files too, from the generated _headers', async () => {
    const response = await env.ASSETS.fetch(`${ORIGIN}/images/logo.svg`);
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
    await response.body?.cancel();
  });
});

describe('caching', () => {
  it('gives pages a strong ETag, must-revalidate caching, and 304 on a match', async () => {
    const first = await fetchPage('/services/coaching-formation');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{40}"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const body = await first.text();

    const second = await fetchPage('/services/coaching-formation');
    expect(second.headers.get('etag')).toBe(etag);
    expect(await second.text()).toBe(body);

    const revalidated = await fetchPage('/services/coaching-formation', { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(await revalidated.text()).toBe('');

    const stale = await fetchPage('/services/coaching-formation', { headers: { 'if-none-match': '"0000"' } });
    expect(stale.status).toBe(200);
    await stale.body?.cancel();
  });

  it.each(LANGUAGES.map(contactFormPath))(
    'serves %s, whose form carries a key of its own, privately and never as a 304 that would keep an old key',
    async (path) => {
      const first = await fetchPage(path);
      expect(first.headers.get('cache-control')).toBe('private, no-cache');
      expect(first.headers.get('etag')).toBeNull();
      const key = (await queryAll(await first.text(), 'input[name="idempotency_key"]'))[0]!.attributes.value;
      for (const ifNoneMatch of ['*', '"anything"', 'W/"anything"']) {
        const again = await fetchPage(path, { headers: { 'if-none-match': ifNoneMatch } });
        expect(again.status).toBe(200);
        const newKey = (await queryAll(await again.text(), 'input[name="idempotency_key"]'))[0]!.attributes.value;
        expect(newKey).toMatch(/^[0-9a-f-]{36}$/);
        expect(newKey).not.toBe(key);
      }
    },
  );

  it.each(LANGUAGES.flatMap((language) => [linkTo('newsletter-unsubscribe', language), linkTo('newsletter-confirmation', language)]))(
    'serves %s, which holds the token of its link, with no-store and no ETag, never as a 304',
    async (path) => {
      const first = await fetchPage(`${path}?token=abc`);
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('no-store');
      expect(first.headers.get('etag')).toBeNull();
      await first.body?.cancel();
      for (const ifNoneMatch of ['*', '"anything"']) {
        const again = await fetchPage(`${path}?token=abc`, { headers: { 'if-none-match': ifNoneMatch } });
        expect(again.status, ifNoneMatch).toBe(200);
        await again.body?.cancel();
      }
    },
  );

  it('renders each form outcome once, like any page variant, whatever the query holds', async () => {
    // The newsletter box's outcome: a shared page with its own strong ETag, revalidated with 304.
    const outcome = await fetchPage('/blog?newsletter=check-inbox');
    const etag = outcome.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{40}"$/);
    expect(outcome.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const html = await outcome.text();
    expect((await queryAll(html, '[data-newsletter-outcome]')).length).toBe(1);
    expect(await (await fetchPage('/blog?newsletter=check-inbox&utm_source=mail')).text()).toBe(html);
    expect((await fetchPage('/blog?newsletter=check-inbox', { headers: { 'if-none-match': etag } })).status).toBe(304);
    // An unknown outcome is ignored: the plain page.
    expect(await (await fetchPage('/blog?newsletter=<b>')).text()).toBe(await (await fetchPage('/blog')).text());

    // The thank-you state holds nothing of the visitor's: one page for every value of `sent`, with no database read.
    await env.DB.exec('ALTER TABLE contact_messages RENAME TO contact_messages_elsewhere');
    try {
      const responses = await Promise.all([crypto.randomUUID(), 'x'].map((sent) => fetchPage(`/contact?sent=${sent}`)));
      for (const response of responses) expect(response.headers.get('cache-control')).toBe('private, no-cache');
      const [first, second] = await Promise.all(responses.map((response) => response.text()));
      expect(second).toBe(first);
      expect((await queryAll(first!, '[data-contact-sent]')).length).toBe(1);
    } finally {
      await env.DB.exec('ALTER TABLE contact_messages_elsewhere RENAME TO contact_messages');
    }
  });

  it('keeps one cached page per path, whatever other query strings say', async () => {
    const all = await (await fetchPage('/blog')).text();
    expect(await (await fetchPage('/blog?utm_source=newsletter')).text()).toBe(all);
    expect(await (await fetchPage('/blog?categorie=inconnue')).text()).toBe(all);
    expect(await (await fetchPage('/faq?x=<script>')).text()).toBe(await (await fetchPage('/faq')).text());
  });

  it('flushes the whole head in the first chunk of a rendered page', async () => {
    // The render stream itself: over the network the runtime may cut chunks smaller.
    const route = routeById('service:print');
    const stream = await routePage({ path: route.paths.fr, language: 'fr', route }, env.SITE_URL, { files: buildFiles(env) }).stream();
    const reader = stream.getReader();
    const firstChunk = new TextDecoder().decode((await reader.read()).value);
    expect(firstChunk).toMatch(/^<!DOCTYPE html><html lang="fr"><head>/);
    expect(firstChunk).toContain('</head>');
    expect((await reader.read()).done).toBe(false);
    await reader.cancel();
  });

  it('holds the head back until its closing tag, even when the tag is cut between two chunks', async () => {
    const chunks = ['<!DOCTYPE html><html><head><title>Sillage</title></he', 'ad><body><p>Bonjour', '</p></body></html>'];
    const encoder = new TextEncoder();
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    });
    const received: string[] = [];
    for await (const chunk of headFirst(source)) received.push(new TextDecoder().decode(chunk));
    expect(received).toEqual([chunks[0]! + chunks[1]!, chunks[2]]);
  });

  it('serves content-hashed bundles as immutable for a year, and a 304 of one too', async () => {
    const html = await (await fetchPage('/')).text();
    const bundles = [...(await queryAll(html, 'script[src]')), ...(await queryAll(html, 'link[rel="stylesheet"]'))];
    for (const path of bundles.map((bundle) => bundle.attributes.src ?? bundle.attributes.href!)) {
      const response = await fetchPage(path);
      expect([path, response.status, response.headers.get('cache-control')]).toEqual([path, 200, 'public, max-age=31536000, immutable']);
      expectSecurityHeaders(response);
      const body = await response.arrayBuffer();
      expect(body.byteLength).toBeGreaterThan(1000);
      const revalidated = await fetchPage(path, { headers: { 'if-none-match': response.headers.get('etag')! } });
      expect([revalidated.status, revalidated.headers.get('cache-control')]).toEqual([304, 'public, max-age=31536000, immutable']);
    }
  });

  it('never marks an error answer under the bundles\' folder immutable', async () => {
    const html = await (await fetchPage('/')).text();
    const [script] = await queryAll(html, 'script[src]');
    const answers = [
      await fetchPage(script!.attributes.src!, { method: 'POST', headers: { origin: ORIGIN } }),
      await fetchPage(script!.attributes.src!, { method: 'PUT' }),
      await fetchPage('/build/app.MISSING0.js'),
    ];
    const seen = await Promise.all(
      answers.map(async (response) => [response.status, response.headers.get('allow'), response.headers.get('cache-control'), (await response.text()).includes('<main')]),
    );
    expect(seen).toEqual([
      [405, 'GET, HEAD', expect.not.stringContaining('immutable'), true],
      [405, 'GET, HEAD', expect.not.stringContaining('immutable'), true],
      [404, null, expect.not.stringContaining('immutable'), true],
    ]);
  });
});

describe('canonical URLs', () => {
  it.each([
    ['/services/', '/services'],
    ['/en/', '/en'],
    ['/fr', '/'],
    ['/fr/', '/'],
    ['/fr/mentions-legales', '/mentions-legales'],
    ['/FAQ', '/faq'],
    ['/En/Terms', '/en/terms'],
    ['/index.html', '/'],
    ['/en/index.html', '/en'],
    ['/fr/blog/cartes-visite-rendez-vous/', '/fr/blog/cartes-visite-rendez-vous'],
    ['/Blog?ref=carte', '/blog?ref=carte'],
    // The blog filtered through its query, as its category links were before each category had a page: in one redirect, other parameters kept.
    ['/Blog?categorie=coaching', '/blog/categorie/coaching'],
    ['/blog/?categorie=marketing', '/blog/categorie/marketing'],
    ['/blog?categorie=seo-local', '/blog/categorie/seo-local'],
    ['/blog?utm_source=lettre&categorie=coaching', '/blog/categorie/coaching?utm_source=lettre'],
    ['/blog?categorie=coaching&utm_source=lettre&page=2', '/blog/categorie/coaching?utm_source=lettre&page=2'],
    ['/en/blog?category=local-seo', '/en/blog/category/local-seo'],
    ['/es/blog?categoria=diseno-web', '/es/blog/categoria/diseno-web'],
    ['/es/blog?newsletter=subscribed&categoria=comunicacion', '/es/blog/categoria/comunicacion?newsletter=subscribed'],
    ['/contact/?ref=carte', '/contact?ref=carte'],
    // Percent-encoded letters, digits, - . _ ~ are those characters (RFC 3986, 6.2.2.2); doubled slashes are one.
    ['/%63ontact', '/contact'],
    ['/%43ONTACT', '/contact'],
    ['/en/%74erms', '/en/terms'],
    ['/en//contact', '/en/contact'],
    ['//contact', '/contact'],
    ['/fr//blog///cartes-visite-rendez-vous', '/fr/blog/cartes-visite-rendez-vous'],
    ['/es/servicios//estrategia%2Dmarketing', '/es/servicios/estrategia-marketing'],
  ])('%s answers 301 to %s', async (path, target) => {
    const response = await fetchPage(path);
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get('location')!, ORIGIN).pathname + new URL(response.headers.get('location')!, ORIGIN).search).toBe(target);
  });

  it('redirects HEAD too, and leaves other methods and unknown paths alone', async () => {
    expect((await fetchPage('/services/', { method: 'HEAD' })).status).toBe(301);
    expect((await fetchPage('/services/', { method: 'POST' })).status).toBe(404);
    expect((await fetchPage('/fr/inconnu')).status).toBe(404);
  });

  it('sends each address a page had before to the page, in any spelling, query kept; the page itself answers 200', async () => {
    expect(FORMER_PATHS.size).toBeGreaterThan(0);
    for (const [former, path] of FORMER_PATHS) {
      expect(servedPath(path), `${former} leads to ${path}, which the route table serves`).toBeDefined();
      for (const spelling of [former, `${former}/`, former.toUpperCase()]) {
        const response = await fetchPage(`${spelling}?ref=card`, { method: 'HEAD' });
        expect(response.status, spelling).toBe(301);
        expect(new URL(response.headers.get('location')!, ORIGIN).pathname + new URL(response.headers.get('location')!, ORIGIN).search, spelling).toBe(`${path}?ref=card`);
      }
      expect((await fetchPage(former, { method: 'POST' })).status, `POST ${former}`).toBe(404);
      const page = await fetchPage(path);
      expect(page.status).toBe(200);
      await page.body?.cancel();
    }
  });

  it('sends the blog filtered through its query to each category’s page in every language, and keeps the blog for an unknown or another language’s category', async () => {
    const categories = servedPaths().filter((served) => served.route.kind === 'blogCategory');
    expect(categories).toHaveLength(LANGUAGES.length * ARTICLE_CATEGORIES.length);
    for (const { path, language, route } of categories) {
      const { formerParam, slugs } = LANGUAGE_SPECS[language].blogCategories;
      const former = `${linkTo('blog', language)}?${formerParam}=${slugs[categoryOfRoute(route.id)]}`;
      for (const method of ['GET', 'HEAD']) {
        const response = await fetchPage(former, { method });
        expect([former, method, response.status, response.headers.get('location')]).toEqual([former, method, 301, path]);
      }
    }
    for (const path of ['/blog?categorie=inconnue', '/blog?categorie=', '/blog?Categorie=coaching', '/en/blog?categorie=seo-local', '/es/blog?category=local-seo']) {
      const response = await fetchPage(path);
      expect([path, response.status]).toEqual([path, 200]);
      expect((await queryAll(await response.text(), '.blog-list article')).length, path).toBe(5);
    }
  });

  it('maps only to served paths', () => {
    const served = new Set(['/', '/services', '/fr/blog/a']);
    const isServed = (path: string) => served.has(path);
    expect(canonicalPath('/services', isServed)).toBeNull();
    expect(canonicalPath('/fr/blog/a', isServed)).toBeNull();
    expect(canonicalPath('/SERVICES/', isServed)).toBe('/services');
    expect(canonicalPath('/nothing/', isServed)).toBeNull();
  });
});
