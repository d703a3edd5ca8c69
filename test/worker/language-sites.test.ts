import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../src/languages/languages';
import { homePath, servedPaths, type ServedPath } from '../../src/routes';
import { queryAll, readPage, type PageFacts } from './html';
import { parseXml } from './xml';
import { headOf } from './texts';

const ORIGIN = 'https://example.com';

/** Pages search engines may list; the others (reached from e-mails only) say noindex. */
const indexable = ({ route, language }: ServedPath) =>
  !headOf({ route, language }, env.SITE_URL).noindex;

/** A page of the site as served, read once: its facts and every link outside the language menu. */
interface ReadPage {
  status: number;
  facts?: PageFacts;
  links: string[];
}

const cache = new Map<string, Promise<ReadPage>>();

function read(path: string): Promise<ReadPage> {
  let page = cache.get(path);
  if (!page) {
    page = (async () => {
      const response = await exports.default.fetch(ORIGIN + path);
      if (!response.headers.get('content-type')?.startsWith('text/html')) {
        await response.body?.cancel();
        return { status: response.status, links: [] };
      }
      const html = await response.text();
      const facts = await readPage(new Response(html, { headers: response.headers }));
      // The language menu is the one place allowed to change language: its links are taken out, once each.
      const links = [...facts.links];
      for (const { attributes } of await queryAll(html, '[data-language-menu] a[href]')) links.splice(links.indexOf(attributes.href!), 1);
      return { status: response.status, facts, links };
    })();
    cache.set(path, page);
  }
  return page;
}

/** The site's own page a link leads to (without its fragment), or nothing for other sites, files and same-page anchors. */
function pageTarget(href: string): string | undefined {
  if (!href.startsWith('/')) return undefined;
  const target = href.split('#')[0]!;
  if (/\.\w+$/.test(target.split('?')[0]!)) return undefined;
  return target;
}

describe.each(LANGUAGES.filter((language) => homePath(language) !== '/'))('the %s site, crawled from its home', (language: Language) => {
  it('reaches every page of its language and links into no other language outside the language menu', { timeout: 120_000 }, async () => {
    const seen = new Set<string>([homePath(language)]);
    const queue = [homePath(language)];
    const wrong: string[] = [];
    while (queue.length > 0) {
      const batch = queue.splice(0);
      const pages = await Promise.all(batch.map(async (path) => ({ path, page: await read(path) })));
      for (const { path, page } of pages) {
        for (const href of page.links) {
          const target = pageTarget(href);
          if (!target || seen.has(target)) continue;
          const linked = await read(target);
          expect(linked.status, `${path} links to ${href}`).toBe(200);
          if (linked.facts?.lang !== language) {
            wrong.push(`${path} → ${href} (${linked.facts?.lang})`);
            continue;
          }
          seen.add(target);
          queue.push(target);
        }
      }
    }
    expect(wrong).toEqual([]);
    const pagesOfLanguage = servedPaths()
      .filter((served) => served.language === language && indexable(served))
      .map((served) => served.path);
    const reached = [...seen].map((path) => path.split('?')[0]!);
    // Every page of the language but those only e-mails link to (unsubscribe, confirm a sign-up).
    expect(pagesOfLanguage.filter((path) => !reached.includes(path))).toEqual([]);
  });
});

describe('hreflang clusters', () => {
  it('are reciprocal on every page: each lists fr, en, es and x-default, every target answers 200 in its language and lists the same cluster', { timeout: 120_000 }, async () => {
    const served = servedPaths();
    const pages = await Promise.all(served.map(async ({ path }) => ({ path, page: await read(path) })));
    let complete = 0;
    for (const { path, page } of pages) {
      const alternates = page.facts!.alternates;
      expect(alternates[page.facts!.lang!], `${path} lists itself`).toBe(env.SITE_URL + path);
      if (Object.keys(alternates).sort().join() === 'en,es,fr,x-default') complete += 1;
      expect(alternates['x-default'], path).toBe(alternates.fr);
      for (const [hreflang, href] of Object.entries(alternates)) {
        const target = await read(new URL(href).pathname);
        expect(target.status, `${path}: ${hreflang} ${href}`).toBe(200);
        expect(target.facts!.lang, `${path}: ${hreflang} ${href}`).toBe(hreflang === 'x-default' ? 'fr' : hreflang);
        expect(target.facts!.alternates, `${href} lists back the cluster of ${path}`).toEqual(alternates);
      }
    }
    expect(complete).toBe(served.length);
  });

  it('are in the sitemap too: every entry lists every language and x-default', async () => {
    const xml = parseXml(await (await exports.default.fetch(`${ORIGIN}/sitemap.xml`)).text(), ['url', 'xhtml:link']);
    const urls: { loc: string; 'xhtml:link': { hreflang: string; href: string }[] }[] = xml.urlset.url;
    expect(urls.length).toBe(servedPaths().filter(indexable).length);
    for (const url of urls) {
      expect(url['xhtml:link'].map((link) => link.hreflang).sort(), url.loc).toEqual([...LANGUAGES, 'x-default'].sort());
      const page = await read(new URL(url.loc).pathname);
      expect(Object.fromEntries(url['xhtml:link'].map((link) => [link.hreflang, link.href])), url.loc).toEqual(page.facts!.alternates);
    }
  });
});
