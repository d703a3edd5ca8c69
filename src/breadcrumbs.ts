import { parentOf } from './content/page-kinds';
import { translate } from './i18n/dictionary';
import type { Language } from './languages/languages';
import { homePath, linkTo, type Route } from './routes';

export interface Crumb {
  label: string;
  /** Absent on the last crumb, the current page. */
  href?: string;
}

/**
 * Where a page sits in the site, from the home to the page itself (named
 * `label`, without a link), through its kind's parent page
 * (src/content/page-kinds.ts), named as the menu names it. The visible
 * breadcrumb and the BreadcrumbList of the structured data both read it.
 *
 * @example breadcrumbTrail(route, 'fr', 'Coaching & formation')
 * // [{ label: 'Accueil', href: '/' }, { label: 'Services', href: '/services' }, { label: 'Coaching & formation' }]
 */
export function breadcrumbTrail(route: Route, language: Language, label: string): Crumb[] {
  const crumbs: Crumb[] = [{ label: translate(language, 'nav.home'), href: homePath(language) }];
  // A parent without its `nav.<kind>` label, or that is no page of the route table, fails `tsc` here.
  const parent = parentOf(route.kind);
  if (parent) crumbs.push({ label: translate(language, `nav.${parent}`), href: linkTo(parent, language) });
  crumbs.push({ label });
  return crumbs;
}
