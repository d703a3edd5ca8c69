import { SERVICE_IDS, type ServiceId } from './content/services';
import { CONFIRMATION_ROUTE, HOME_ROUTE, UNSUBSCRIBE_ROUTE } from './fixed-routes';
import { CONTENT_ROUTES, type ContentRouteId } from './generated/content';
import { DEFAULT_LANGUAGE, inEveryLanguage, LANGUAGES, type Language, type Localized } from './i18n/languages';

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
 * Every page of the site by name: the two fixed pages and one per content
 * file's folder (src/content/…). A link to a page that does not exist fails `tsc`.
 */
export type RouteId = 'home' | 'newsletter-unsubscribe' | 'newsletter-confirmation' | ContentRouteId;

/**
 * One page of the site and its path in each language: every page exists in
 * every language (the content build requires it of content pages). Hono
 * routes, canonical and alternate links, navigation and the language switch
 * are all derived from this table; nothing else lists paths.
 */
export interface Route {
  /** Unique, stable name; navigation and links refer to pages by it. */
  id: RouteId;
  page: PageName;
  paths: Record<Language, string>;
}

/** A page with a content file: its paths are those of its files in each language (src/content/content-paths.ts). */
function contentRoute(id: ContentRouteId): Route {
  return { id, ...CONTENT_ROUTES[id] };
}

const serviceRoutes = (ids: readonly ServiceId[]) => ids.map((id) => contentRoute(`service:${id}`));

/** Translations of one article share a route, so each lists the others as alternates (newest first). */
const articleRoutes = () => (Object.keys(CONTENT_ROUTES) as ContentRouteId[]).filter((id) => id.startsWith('article:')).map(contentRoute);

export const ROUTES: readonly Route[] = [
  HOME_ROUTE,
  contentRoute('about'),
  contentRoute('services'),
  ...serviceRoutes(SERVICE_IDS),
  contentRoute('work'),
  contentRoute('testimonials'),
  contentRoute('blog'),
  contentRoute('faq'),
  contentRoute('contact'),
  contentRoute('legal-notice'),
  contentRoute('privacy'),
  contentRoute('terms'),
  UNSUBSCRIBE_ROUTE,
  CONFIRMATION_ROUTE,
  ...articleRoutes(),
];

const ROUTES_BY_ID = new Map(ROUTES.map((route) => [route.id, route]));

/** The page called `id`; the routes test checks that every id the type allows is in the table. */
export function routeById(id: RouteId): Route {
  const route = ROUTES_BY_ID.get(id);
  if (!route) throw new Error(`No page is called "${id}" in the route table.`);
  return route;
}

/** A page path the site serves, with its language and route. */
export interface ServedPath {
  path: string;
  language: Language;
  route: Route;
}

/** Every (path, language) pair the site serves. */
export function servedPaths(): ServedPath[] {
  return ROUTES.flatMap((route) => LANGUAGES.map((language) => ({ path: route.paths[language], language, route })));
}

/** The home page of a language: `/`, `/en` or `/es`. */
export function homePath(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '/' : `/${language}`;
}

/** Where a link to page `id` goes from a page in `language`: the page in that language. */
export function linkTo(id: RouteId, language: Language): string {
  return routeById(id).paths[language];
}

/**
 * Where the language menu leads from a page: the same page in each language;
 * each language's home from the 404 page, which has no route.
 */
export function equivalentPaths(route: Route | undefined): Localized {
  return route ? route.paths : inEveryLanguage(homePath);
}

const SERVED_BY_PATH = new Map(servedPaths().map((served) => [served.path, served]));

/** The served page at `path`, if any: looked up on every page request. */
export function servedPath(path: string): ServedPath | undefined {
  return SERVED_BY_PATH.get(path);
}

/** Where the message form lives in `language`, and so where it posts: the contact page of that language. */
export function contactFormPath(language: Language): string {
  return linkTo('contact', language);
}

/** The page whose newsletter box posts sign-ups in `language`: the blog of that language. */
export function newsletterPage(language: Language): ServedPath {
  return { path: linkTo('blog', language), language, route: routeById('blog') };
}

/**
 * The one path that is not a page: newsletter sign-ups are posted here from
 * the blog page's box (errors re-render the blog page); other methods get 405.
 */
export const NEWSLETTER_ENDPOINT = '/newsletter';
