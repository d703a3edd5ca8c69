import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { articlePath, articlesIn } from '../../src/content/articles';
import { latestDate, PAGES_UPDATED } from '../../src/content/content-dates';
import { LANGUAGES, type Language } from '../../src/languages/languages';
import { routeEntry } from '../../src/content/language-content';
import { servedPaths, type Route } from '../../src/routes';
import { SITE_FILES } from '../../src/seo/site-files';
import { readPage } from './html';
import { EVERY_ARTICLE as ARTICLES, headOf } from './texts';
import { parseXml } from './xml';

const ORIGIN = 'https://example.com';

/** The pages search engines may list: all but those marked noindex (the pages reached by e-mailed links). */
const indexedPaths = () =>
  servedPaths().filter(
    (served) => !headOf(served, env.SITE_URL).noindex,
  );

interface SitemapUrl {
  loc: string;
  lastmod: string;
  'xhtml:link': { rel: string; hreflang: string; href: string }[];
}

async function sitemap(): Promise<SitemapUrl[]> {
  const response = await exports.default.fetch(`${ORIGIN}/sitemap.xml`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  const xml = parseXml(await response.text(), ['url', 'xhtml:link']);
  expect(xml.urlset.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  expect(xml.urlset['xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
  return xml.urlset.url;
}

/** When the content of a page last changed, read from the content itself. */
function contentDate(route: Route, language: Language, path: string): string {
  if (route.kind === 'article') return ARTICLES.find((article) => articlePath(article) === path)!.date;
  if (route.kind === 'legal') return routeEntry(route as Route & { kind: 'legal' }, language).updated;
  if (route.kind === 'home' || route.kind === 'blog') return latestDate(PAGES_UPDATED, articlesIn(language)[0]?.date);
  return PAGES_UPDATED;
}

describe('/sitemap.xml', () => {
  it('lists exactly the pages of the route table, each once, with the date of its content', async () => {
    const urls = await sitemap();
    const served = indexedPaths();
    const unlisted = servedPaths().filter((entry) => !served.some(({ path }) => path === entry.path));
    expect(new Set(unlisted.map(({ route }) => route.id))).toEqual(new Set(['newsletter-unsubscribe', 'newsletter-confirmation', 'booking-confirmation', 'booking-management']));
    expect(urls.map((url) => url.loc).sort()).toEqual(served.map(({ path }) => env.SITE_URL + path).sort());
    for (const { path, language, route } of served) {
      const url = urls.find((candidate) => candidate.loc === env.SITE_URL + path)!;
      expect(url.lastmod, path).toBe(contentDate(route, language, path));
    }
  });

  it('gives each page its language versions and x-default, every one listed back', async () => {
    const urls = await sitemap();
    const byLoc = new Map(urls.map((url) => [url.loc, url]));
    for (const { path, language, route } of indexedPaths()) {
      const url = byLoc.get(env.SITE_URL + path)!;
      const expected = LANGUAGES.map((lang) => [lang, env.SITE_URL + route.paths[lang]]);
      expected.push(['x-default', env.SITE_URL + route.paths.fr]);
      expect(url['xhtml:link'].map((link) => [link.hreflang, link.href])).toEqual(expected);
      for (const link of url['xhtml:link']) {
        expect(link.rel).toBe('alternate');
        const target = byLoc.get(link.href);
        expect(target, `${path} → ${link.href}`).toBeDefined();
        expect(target!['xhtml:link']).toContainEqual({ rel: 'alternate', hreflang: language, href: url.loc });
      }
    }
  });

  it('is not a page, nor are the other generated files', () => {
    const pages = new Set(servedPaths().map(({ path }) => path));
    for (const file of SITE_FILES) expect(pages.has(file.path), file.path).toBe(false);
  });
});

describe.each(servedPaths())('$path alternates in the head', ({ path, language }) => {
  it('each answer 200 and list the page back', async () => {
    const page = await readPage(await exports.default.fetch(ORIGIN + path));
    for (const [hreflang, href] of Object.entries(page.alternates)) {
      const response = await exports.default.fetch(ORIGIN + new URL(href).pathname);
      expect(response.status, href).toBe(200);
      const target = await readPage(response);
      expect(target.alternates[language], `${href} (${hreflang}) lists ${path} back`).toBe(env.SITE_URL + path);
    }
  });
});

describe('/robots.txt', () => {
  it('allows everything and names the sitemap by its absolute URL', async () => {
    const response = await exports.default.fetch(`${ORIGIN}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines.filter((line) => line.startsWith('Disallow:') && line.trim() !== 'Disallow:')).toEqual([]);
    expect(lines).toContain(`Sitemap: ${env.SITE_URL}/sitemap.xml`);
  });
});

describe('generated files', () => {
  it.each(SITE_FILES.map((file) => file.path))('%s answers HEAD without a body and other methods with 405', async (path) => {
    const head = await exports.default.fetch(ORIGIN + path, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const post = await exports.default.fetch(ORIGIN + path, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });
});
