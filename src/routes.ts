import type { PageKind } from './content/page-kinds';
import { FORMER_PATHS, ROUTE_TABLE, type RouteId } from './generated/routes';
import { DEFAULT_LANGUAGE, inEveryLanguage, LANGUAGES, type Language, type Localized } from './languages/languages';
import type { RouteEntry } from './route';

export type { PageKind };
/**
 * Every page of the site by name: one per content file's folder (or article)
 * and the fixed pages (src/fixed-routes.ts). A link to a page that does not
 * exist fails `tsc`.
 */
export type { RouteId };
export { SERVICE_IDS, type ServiceId } from './generated/routes';

/**
 * One page of the site, its kind and its path in each language: every page
 * exists in every language (the content build requires it). Hono routes,
 * canonical and alternate links, navigation, the language switch and the
 * sitemap are all derived from this table, which the content build writes
 * from the content files; nothing else lists paths.
 */
export interface Route extends RouteEntry {
  id: RouteId;
  kind: PageKind;
}

export const ROUTES: readonly Route[] = ROUTE_TABLE;

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

/** Every (path, language) pair the site serves (of `routes`, another table built from other texts, when given). */
export function servedPaths(routes: readonly Route[] = ROUTES): ServedPath[] {
  return routes.flatMap((route) => LANGUAGES.map((language) => ({ path: route.paths[language], language, route })));
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

/** The address a page has now, when `path` is one it had before (its file's `formerSlugs`). */
export function movedPagePath(path: string): string | undefined {
  return Object.hasOwn(FORMER_PATHS, path) ? FORMER_PATHS[path] : undefined;
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
