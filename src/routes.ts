import type { PageKind } from './content/page-kinds';
import { ARTICLES_INDEX, SITE_FORMER_PATHS, SITE_ROUTE_TABLE, type RouteId } from './generated/routes';
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

/** The articles' routes and former addresses, as the content build writes them (src/content/article-files.ts). */
export interface ArticleRouteTable {
  routes: readonly RouteEntry[];
  formerPaths: Readonly<Record<string, string>>;
}

const routes: Route[] = [...SITE_ROUTE_TABLE];

/**
 * Every page of the site, in the order of src/content/page-kinds.ts. The
 * articles join it once read (`addArticleRoutes`): the Worker's modules hold
 * every other page, and a new isolate reads the articles' from a file of the
 * build's only when a request needs them (src/content/article-index.ts); the
 * build, the tests and the editor's preview know them from the start
 * (src/every-article.ts).
 */
export const ROUTES: readonly Route[] = routes;

const ROUTES_BY_ID = new Map(ROUTES.map((route) => [route.id, route]));
const formerPaths = new Map(Object.entries(SITE_FORMER_PATHS));

/** The addresses pages had before (their files' `formerSlugs`), each with the page's address now; the articles' once read. */
export const FORMER_PATHS: ReadonlyMap<string, string> = formerPaths;
let articlesAdded = false;

/** Whether the articles' routes are in the table yet. */
export const hasArticleRoutes = () => articlesAdded;

/** Adds the articles' routes and former addresses to the table, once. */
export function addArticleRoutes(table: ArticleRouteTable): void {
  if (articlesAdded) return;
  articlesAdded = true;
  const articles = table.routes as readonly Route[];
  // Where the content build puts them among the kinds of page, in its order.
  routes.splice(ARTICLES_INDEX === -1 ? routes.length : ARTICLES_INDEX, 0, ...articles);
  for (const route of articles) {
    ROUTES_BY_ID.set(route.id, route);
    for (const served of servedPaths([route])) SERVED_BY_PATH.set(served.path, served);
  }
  for (const [former, path] of Object.entries(table.formerPaths)) formerPaths.set(former, path);
}

/** Whether `id` names a page of the table. */
export const isRouteId = (id: string): id is RouteId => ROUTES_BY_ID.has(id as RouteId);

/** The page called `id`; the routes test checks that every id the type allows is in the table. */
export function routeById(id: RouteId): Route {
  const route = ROUTES_BY_ID.get(id);
  if (!route) throw new Error(`No page is called "${id}" in the route table${articlesAdded ? '' : ' (its articles not read yet)'}.`);
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
  return FORMER_PATHS.get(path);
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
