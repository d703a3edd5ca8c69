import { translate, type DictionaryKey } from './i18n/dictionary';
import type { Language } from './i18n/languages';
import { homePath, linkTo, type PageName, type Route, type RouteId } from './routes';

export interface Crumb {
  label: string;
  /** Absent on the last crumb, the current page. */
  href?: string;
}

/** The page each kind of page sits under, when that page exists in the language. */
const PARENTS: Partial<Record<PageName, { id: RouteId; label: DictionaryKey }>> = {
  service: { id: 'services', label: 'nav.services' },
  article: { id: 'blog', label: 'nav.blog' },
};

/**
 * Where a page sits in the site, from the home to the page itself (named
 * `label`, without a link). The visible breadcrumb and the BreadcrumbList of
 * the structured data both read it.
 *
 * @example breadcrumbTrail(route, 'fr', 'Coaching & formation')
 * // [{ label: 'Accueil', href: '/' }, { label: 'Services', href: '/services' }, { label: 'Coaching & formation' }]
 */
export function breadcrumbTrail(route: Route, language: Language, label: string): Crumb[] {
  const crumbs: Crumb[] = [{ label: translate(language, 'nav.home'), href: homePath(language) }];
  const parent = PARENTS[route.page];
  if (parent) crumbs.push({ label: translate(language, parent.label), href: linkTo(parent.id, language) });
  crumbs.push({ label });
  return crumbs;
}
