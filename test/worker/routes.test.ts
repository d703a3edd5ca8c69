import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PAGES } from '../../src/pages';
import { LANGUAGES } from '../../src/i18n/languages';
import { routeById, ROUTES, servedPaths, type RouteId } from '../../src/routes';
import { readPage } from './html';

const ORIGIN = 'https://example.com';

describe.each(servedPaths())('$path', ({ path, language, route }) => {
  it('answers 200 with its language, head texts, canonical and alternates', async () => {
    const response = await SELF.fetch(ORIGIN + path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await readPage(response);

    const head = PAGES[route.page].head({ route, language, siteUrl: env.SITE_URL, query: new URLSearchParams() });
    expect(page.lang).toBe(language);
    expect(page.title).toBe(head.title);
    expect(page.title.length).toBeGreaterThan(10);
    expect(page.description).toBeTruthy();
    expect(page.canonical).toBe(env.SITE_URL + path);

    const expected: Record<string, string> = {};
    for (const lang of LANGUAGES) {
      const target = route.paths[lang];
      if (target) expected[lang] = env.SITE_URL + target;
    }
    expected['x-default'] = env.SITE_URL + (route.paths.fr ?? Object.values(route.paths)[0]);
    expect(page.alternates).toEqual(expected);
  });

  it('has alternates that all answer 200', async () => {
    const page = await readPage(await SELF.fetch(ORIGIN + path));
    for (const href of Object.values(page.alternates)) {
      const response = await SELF.fetch(ORIGIN + new URL(href).pathname);
      expect(response.status, href).toBe(200);
      await response.body?.cancel();
    }
  });
});

describe('route table', () => {
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

  // Renders every page and fetches every link: seconds of work, more while the browser tests share the CPU.
  it('links every internal page link to a page that answers 200', { timeout: 30_000 }, async () => {
    const checked = new Set<string>();
    for (const { path } of servedPaths()) {
      const page = await readPage(await SELF.fetch(ORIGIN + path));
      for (const href of page.links) {
        if (!href.startsWith('/')) continue;
        const target = href.split('#')[0]!.split('?')[0]!;
        if (checked.has(target)) continue;
        checked.add(target);
        // Files (with an extension) come from the static assets, pages from the worker.
        const fetcher = /\.\w+$/.test(target) ? env.ASSETS : SELF;
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
    expect(routeById(unknown)).toBeUndefined();
    for (const route of ROUTES) expect(routeById(route.id)).toBe(route);
  });
});
