import type { BreadcrumbList } from 'schema-dts';
import type { Crumb } from '../breadcrumbs';

export const breadcrumbListId = (pageUrl: string) => `${pageUrl}#breadcrumb`;

/** The page's breadcrumb trail; the last crumb, which has no link, is the page itself. */
export function breadcrumbListNode(siteUrl: string, pageUrl: string, crumbs: readonly Crumb[]): Exclude<BreadcrumbList, string> {
  return {
    '@type': 'BreadcrumbList',
    '@id': breadcrumbListId(pageUrl),
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: crumb.href ? siteUrl + crumb.href : pageUrl,
    })),
  };
}
