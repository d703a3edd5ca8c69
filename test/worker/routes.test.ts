import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/languages/languages';
import { FIXED_ROUTES } from '../../src/fixed-routes';
import { PAGE_KIND_NAMES } from '../../src/content/page-kinds';
import { ARTICLE_ROUTE_TABLE } from '../../src/generated/article-index';
import { routeById, ROUTES, servedPaths, type RouteId } from '../../src/routes';
import { documentTitle } from '../../src/seo/page-head';
import { readPage } from './html';
import { headOf } from './texts';

const ORIGIN = 'https://example.com';

describe.each(servedPaths())('$path', ({ path, language, route }) => {
  it('answers 200 with its language, head texts, canonical and alternates', async () => {
    const response = await exports.default.fetch(ORIGIN + path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await readPage(response);

    const head = headOf({ route, language }, env.SITE_URL);
    expect(page.lang).toBe(language);
    expect(page.title).toBe(documentTitle(head));
    // The agency's name is added by the document shell alone.
    expect(head.title).not.toMatch(/\| Sillage/);
    expect(page.title.length).toBeGreaterThan(10);
    expect(page.description).toBeTruthy();
    expect(page.canonical).toBe(env.SITE_URL + path);

    const expected = Object.fromEntries(LANGUAGES.map((lang) => [lang, env.SITE_URL + route.paths[lang]]));
    expect(page.alternates).toEqual({ ...expected, 'x-default': env.SITE_URL + route.paths.fr });
  });

  it('has alternates that all answer 200', async () => {
    const page = await readPage(await exports.default.fetch(ORIGIN + path));
    for (const href of Object.values(page.alternates)) {
      const response = await exports.default.fetch(ORIGIN + new URL(href).pathname);
      expect(response.status, href).toBe(200);
      await response.body?.cancel();
    }
  });
});

describe('route table', () => {
  it('holds its pages in the order of the kinds of page, the articles, read apart, among them', () => {
    const order = ROUTES.map((route) => PAGE_KIND_NAMES.indexOf(route.kind));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(ROUTES.filter((route) => route.kind === 'article').map((route) => route.id)).toEqual(ARTICLE_ROUTE_TABLE.map((route) => route.id));
  });

  it('lists each path once', () => {
    const paths = servedPaths().map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has the home in three languages and the nine legal pages', () => {
    const byId = Object.fromEntries(ROUTES.map((route) => [route.id, route.paths]));
    expect(byId.home).toEqual({ fr: '/', en: '/en', es: '/es' });
    expect(byId['legal-notice']).toEqual({ fr: '/mentions-legales', en: '/en/legal-notice', es: '/es/aviso-legal' });
    expect(byId.privacy).toEqual({
      fr: '/politique-confidentialite',
      en: '/en/privacy-policy',
      es: '/es/politica-privacidad',
    });
    expect(byId.terms).toEqual({ fr: '/conditions-generales', en: '/en/terms', es: '/es/terminos' });
  });

  it('has every page of the specification in three languages, at the addresses of the glossary', () => {
    const byId = Object.fromEntries(ROUTES.map((route) => [route.id, route.paths]));
    expect(byId).toMatchObject({
      about: { fr: '/a-propos', en: '/en/about', es: '/es/sobre-nosotros' },
      services: { fr: '/services', en: '/en/services', es: '/es/servicios' },
      'service:strategy': { fr: '/services/strategie-marketing', en: '/en/services/marketing-strategy', es: '/es/servicios/estrategia-marketing' },
      'service:print': { fr: '/services/print-identite-visuelle', en: '/en/services/print-visual-identity', es: '/es/servicios/diseno-grafico-identidad-visual' },
      'service:social-web': { fr: '/services/reseaux-sociaux-sites-web', en: '/en/services/social-media-websites', es: '/es/servicios/redes-sociales-sitios-web' },
      'service:google-business': { fr: '/services/google-business-avis', en: '/en/services/google-business-reviews', es: '/es/servicios/google-business-resenas' },
      'service:international': { fr: '/services/developpement-international', en: '/en/services/international-development', es: '/es/servicios/desarrollo-internacional' },
      'service:coaching': { fr: '/services/coaching-formation', en: '/en/services/coaching-training', es: '/es/servicios/coaching-formacion' },
      work: { fr: '/realisations', en: '/en/work', es: '/es/proyectos' },
      testimonials: { fr: '/temoignages', en: '/en/testimonials', es: '/es/opiniones' },
      blog: { fr: '/blog', en: '/en/blog', es: '/es/blog' },
      faq: { fr: '/faq', en: '/en/faq', es: '/es/preguntas-frecuentes' },
      contact: { fr: '/contact', en: '/en/contact', es: '/es/contacto' },
      'article:coaching-pitch-salon-30-minutes': { fr: '/fr/blog/coaching-pitch-salon-30-minutes', en: '/en/blog/trade-show-pitch-in-30-minutes', es: '/es/blog/pitch-feria-en-30-minutos' },
      'article:site-web-simple-efficace': { fr: '/fr/blog/site-web-simple-efficace', en: '/en/blog/simple-effective-website', es: '/es/blog/web-simple-eficaz' },
    });
    // Every page is in every language, the newsletter's unsubscribe and confirmation pages included.
    expect(ROUTES.filter((route) => LANGUAGES.some((language) => !route.paths[language])).map((route) => route.id)).toEqual([]);
  });

  it('answers 404 for a French slug under /en or /es', async () => {
    for (const path of ['/en/a-propos', '/es/a-propos', '/en/services/coaching-formation', '/es/services/coaching-formacion', '/en/realisations', '/es/contact']) {
      const response = await exports.default.fetch(ORIGIN + path);
      expect(response.status, path).toBe(404);
      await response.body?.cancel();
    }
  });

  // Renders every page and fetches every link: seconds of work, more while the browser tests share the CPU.
  it('links every internal page link to a page that answers 200', { timeout: 120_000 }, async () => {
    const checked = new Set<string>();
    const pages = await Promise.all(servedPaths().map(async ({ path }) => ({ path, page: await readPage(await exports.default.fetch(ORIGIN + path)) })));
    for (const { path, page } of pages) {
      for (const href of page.links) {
        if (!href.startsWith('/')) continue;
        const target = href.split('#')[0]!.split('?')[0]!;
        if (checked.has(target)) continue;
        checked.add(target);
        // Files (with an extension) come from the static assets, pages from the worker.
        const fetcher = /\.\w+$/.test(target) ? env.ASSETS : exports.default;
        const response = await fetcher.fetch(ORIGIN + target);
        expect(response.status, `${path} links to ${href}`).toBe(200);
        await response.body?.cancel();
      }
    }
    expect(checked.size).toBeGreaterThan(10);
  });

  it('names pages by a typed id, so a link to a page that does not exist does not compile', () => {
    // @ts-expect-error: no page is called "nowhere" (npm run typecheck fails if this line compiles).
    const unknown: RouteId = 'nowhere';
    expect(() => routeById(unknown)).toThrow('No page is called "nowhere" in the route table.');
    for (const route of ROUTES) expect(routeById(route.id)).toBe(route);
    // The fixed pages are in the table, each once.
    for (const fixed of FIXED_ROUTES) expect(ROUTES.filter((route) => route.id === fixed.id)).toHaveLength(1);
  });
});
