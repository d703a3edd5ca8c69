import { ARTICLES, articlePath } from './content/articles';
import { SERVICES } from './content/services';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './i18n/languages';

/** The kinds of page the site renders; each has one component in `src/pages/`. */
export type PageName =
  | 'home'
  | 'about'
  | 'services'
  | 'service'
  | 'portfolio'
  | 'testimonials'
  | 'blog'
  | 'article'
  | 'faq'
  | 'contact'
  | 'legal'
  | 'unsubscribe'
  | 'confirmation';

/**
 * One page of the site and its path in each language that has it. Hono
 * routes, canonical and alternate links, navigation and the language switch
 * are all derived from this table; nothing else lists paths.
 */
export interface Route {
  /** Unique, stable name; navigation and links refer to pages by it. */
  id: string;
  page: PageName;
  paths: Partial<Record<Language, string>>;
}

const STATIC_ROUTES: readonly Route[] = [
  { id: 'home', page: 'home', paths: { fr: '/', en: '/en', es: '/es' } },
  { id: 'about', page: 'about', paths: { fr: '/a-propos' } },
  { id: 'services', page: 'services', paths: { fr: '/services' } },
  ...SERVICES.map((service): Route => ({
    id: `service:${service.id}`,
    page: 'service',
    paths: { fr: `/services/${service.slug}` },
  })),
  { id: 'work', page: 'portfolio', paths: { fr: '/realisations' } },
  { id: 'testimonials', page: 'testimonials', paths: { fr: '/temoignages' } },
  { id: 'blog', page: 'blog', paths: { fr: '/blog' } },
  { id: 'faq', page: 'faq', paths: { fr: '/faq' } },
  { id: 'contact', page: 'contact', paths: { fr: '/contact' } },
  {
    id: 'legal-notice',
    page: 'legal',
    paths: { fr: '/mentions-legales', en: '/en/legal-notice', es: '/es/aviso-legal' },
  },
  {
    id: 'privacy',
    page: 'legal',
    paths: { fr: '/politique-confidentialite', en: '/en/privacy-policy', es: '/es/politica-privacidad' },
  },
  { id: 'terms', page: 'legal', paths: { fr: '/conditions-generales', en: '/en/terms', es: '/es/terminos' } },
  // Reached from the link in each newsletter; its form posts to the same path.
  { id: 'newsletter-unsubscribe', page: 'unsubscribe', paths: { fr: '/newsletter/unsubscribe' } },
  // Reached from the link of the e-mail that confirms a newsletter sign-up, in
  // the visitor's language; its form posts to the same path.
  {
    id: 'newsletter-confirmation',
    page: 'confirmation',
    paths: { fr: '/newsletter/confirmation', en: '/en/newsletter/confirm', es: '/es/newsletter/confirmar' },
  },
];

/** Translations of one article share a route, so each lists the others as alternates. */
function articleRoutes(): Route[] {
  const byKey = new Map<string, Route>();
  for (const article of ARTICLES) {
    const id = `article:${article.translationKey}`;
    const route = byKey.get(id) ?? { id, page: 'article', paths: {} };
    route.paths[article.language] = articlePath(article);
    byKey.set(id, route);
  }
  return [...byKey.values()];
}

export const ROUTES: readonly Route[] = [...STATIC_ROUTES, ...articleRoutes()];

const ROUTES_BY_ID = new Map(ROUTES.map((route) => [route.id, route]));

export function routeById(id: string): Route | undefined {
  return ROUTES_BY_ID.get(id);
}

/** A page path the site serves, with its language and route. */
export interface ServedPath {
  path: string;
  language: Language;
  route: Route;
}

/** Every (path, language) pair the site serves. */
export function servedPaths(): ServedPath[] {
  return ROUTES.flatMap((route) =>
    LANGUAGES.flatMap((language) => {
      const path = route.paths[language];
      return path ? [{ path, language, route }] : [];
    }),
  );
}

/** The home page of a language: `/`, `/en` or `/es`. */
export function homePath(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '/' : `/${language}`;
}

/**
 * Where a link to page `id` goes in `language`: the page itself when it exists
 * in that language, otherwise the matching section of that language's home
 * (English and Spanish have no separate about, services… pages).
 */
export function linkTo(id: string, language: Language, homeSection?: string): string {
  const path = routeById(id)?.paths[language];
  if (path) return path;
  const home = homePath(language);
  return homeSection ? `${home}#${homeSection}` : home;
}

/** The language switch: the same page in `target` when it exists, otherwise that language's home. */
export function equivalentPath(route: Route | undefined, target: Language): string {
  return route?.paths[target] ?? homePath(target);
}

/** The served page at `path`, if any. */
export function servedPath(path: string): ServedPath | undefined {
  return servedPaths().find((served) => served.path === path);
}

/**
 * Where the message form lives in `language`, and so where it posts: the
 * contact page where it exists, otherwise the contact section of that
 * language's home (English and Spanish have no contact page).
 */
export function contactFormPath(language: Language): string {
  return routeById('contact')?.paths[language] ?? homePath(language);
}

/** The page whose newsletter box posts sign-ups in `language`: the blog, French where it has no translation. */
export function newsletterPage(language: Language): ServedPath {
  const route = routeById('blog')!;
  const shown = route.paths[language] ? language : DEFAULT_LANGUAGE;
  return { path: route.paths[shown]!, language: shown, route };
}

/**
 * The one path that is not a page: newsletter sign-ups are posted here from
 * the blog page's box (errors re-render the blog page); other methods get 405.
 */
export const NEWSLETTER_ENDPOINT = '/newsletter';
