import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { articlePath } from '../../src/content/articles';
import { homePath, routeById, servedPaths } from '../../src/routes';
import { queryAll, readPage } from './html';
import { EVERY_ARTICLE as ARTICLES, SERVICES_FR } from './texts';

type Node = Record<string, any>;

const ORIGIN = 'https://example.com';
const ORGANIZATION_ID = `${env.SITE_URL}/#organization`;

async function graphOf(path: string): Promise<{ html: string; graph: Node[] }> {
  const html = await (await exports.default.fetch(ORIGIN + path)).text();
  const page = await readPage(new Response(html, { headers: { 'content-type': 'text/html' } }));
  expect(page.jsonLd, path).toHaveLength(1);
  const data = JSON.parse(page.jsonLd[0]!);
  expect(data['@context']).toBe('https://schema.org');
  return { html, graph: data['@graph'] };
}

const ofType = (graph: Node[], type: string) => graph.filter((node) => node['@type'] === type);

/** Every `{ "@id": … }` reference anywhere in a node tree. */
function references(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(references);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 1 && entries[0]![0] === '@id') return [entries[0]![1] as string];
    return entries.flatMap(([, child]) => references(child));
  }
  return [];
}

/** Every `@id` a node of the graph declares, nested nodes included. */
function declaredIds(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(declaredIds);
  if (value && typeof value === 'object') {
    const own = Object.keys(value).length > 1 && '@id' in value ? [(value as Node)['@id'] as string] : [];
    return [...own, ...Object.values(value).flatMap(declaredIds)];
  }
  return [];
}

describe.each(servedPaths())('$path', ({ path, language, route }) => {
  it('has one graph linking the agency, the site, the page and its breadcrumb by @id', async () => {
    const { graph } = await graphOf(path);
    const url = env.SITE_URL + path;
    expect(ofType(graph, 'Organization')).toHaveLength(1);
    expect(ofType(graph, 'LocalBusiness')).toHaveLength(1);
    const [website] = ofType(graph, 'WebSite');
    expect(website!.publisher).toEqual({ '@id': ORGANIZATION_ID });
    const [webPage] = ofType(graph, 'WebPage');
    expect(webPage).toMatchObject({ url, inLanguage: language, isPartOf: { '@id': website!['@id'] } });
    expect(webPage!.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const ids = new Set(declaredIds(graph));
    for (const reference of references(graph)) expect(ids, `${path} points to ${reference}`).toContain(reference);

    const breadcrumbs = ofType(graph, 'BreadcrumbList');
    if (route.id === 'home') {
      expect(breadcrumbs).toHaveLength(0);
      return;
    }
    expect(breadcrumbs).toHaveLength(1);
    expect(webPage!.breadcrumb).toEqual({ '@id': breadcrumbs[0]!['@id'] });
    const items: Node[] = breadcrumbs[0]!.itemListElement;
    expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
    expect(items[0]!.item).toBe(env.SITE_URL + homePath(language));
    expect(items.at(-1)!.item).toBe(url);
  });

  it('publishes the questions it shows as a FAQPage', async () => {
    const { html, graph } = await graphOf(path);
    const shown = (await queryAll(html, '.accordion-question')).map((question) => question.text);
    const faqPages = ofType(graph, 'FAQPage');
    if (shown.length === 0) {
      expect(faqPages).toHaveLength(0);
      return;
    }
    expect(faqPages).toHaveLength(1);
    const published = faqPages[0]!.mainEntity.map((question: Node) => question.name);
    // The home publishes its first two questions only, as the specification asks.
    expect(published).toEqual(route.id === 'home' ? shown.slice(0, 2) : shown);
    for (const question of faqPages[0]!.mainEntity) expect(question.acceptedAnswer.text.length).toBeGreaterThan(20);
  });
});

describe.each(SERVICES_FR.map((service) => [service.path, service] as const))('%s', (path, service) => {
  it('has a Service provided by the agency and a BreadcrumbList matching the visible breadcrumb', async () => {
    const { html, graph } = await graphOf(path);
    const [node] = ofType(graph, 'Service');
    expect(node).toMatchObject({
      name: service.card.title,
      provider: { '@id': ORGANIZATION_ID },
      areaServed: { '@type': 'GeoCircle', geoRadius: 200_000 },
      mainEntityOfPage: { '@id': ofType(graph, 'WebPage')[0]!['@id'] },
    });
    expect(ofType(graph, 'WebPage')[0]!.mainEntity).toEqual({ '@id': node!['@id'] });

    const visible = await queryAll(html, 'nav.breadcrumb li');
    const links = await queryAll(html, 'nav.breadcrumb a');
    const items: Node[] = ofType(graph, 'BreadcrumbList')[0]!.itemListElement;
    expect(items.map((item) => item.name)).toEqual(['Accueil', 'Services', service.card.title]);
    expect(items.map((item) => item.name)).toEqual(visible.map((crumb) => crumb.text));
    expect(items.slice(0, -1).map((item) => item.item)).toEqual(links.map((link) => env.SITE_URL + link.attributes.href));
  });
});

describe.each(ARTICLES.map((article) => [articlePath(article), article] as const))('%s', (path, article) => {
  it('has a BlogPosting by the founder, in its language, as the main entity of the page', async () => {
    const { graph } = await graphOf(path);
    const [posting] = ofType(graph, 'BlogPosting');
    const [webPage] = ofType(graph, 'WebPage');
    expect(posting).toMatchObject({
      headline: article.title,
      description: article.excerpt,
      datePublished: article.date,
      inLanguage: article.language,
      author: { '@type': 'Person', name: 'Maïa Etcheverry' },
      publisher: { '@id': ORGANIZATION_ID },
      mainEntityOfPage: { '@id': webPage!['@id'] },
    });
    expect(posting!.image).toMatch(new RegExp(`^${env.SITE_URL}/images/share/blog-${article.language}\\.png$`));
    expect(webPage!.mainEntity).toEqual({ '@id': posting!['@id'] });
  });
});
