import type { WebPage } from 'schema-dts';
import { documentTitle, type PageHead } from './page-head';
import type { Language } from '../languages/languages';
import { breadcrumbListId } from './breadcrumb-list';
import { websiteId } from './website';

export const webPageId = (pageUrl: string) => `${pageUrl}#webpage`;

/** The page itself: what it says about itself, its language, its site and its breadcrumb. */
export function webPageNode(siteUrl: string, pageUrl: string, language: Language, head: PageHead): Exclude<WebPage, string> {
  return {
    '@type': 'WebPage',
    '@id': webPageId(pageUrl),
    url: pageUrl,
    name: documentTitle(head),
    description: head.description,
    inLanguage: language,
    dateModified: head.updated,
    isPartOf: { '@id': websiteId(siteUrl) },
    ...(head.breadcrumb && { breadcrumb: { '@id': breadcrumbListId(pageUrl) } }),
    ...(head.mainEntity && { mainEntity: { '@id': head.mainEntity['@id']! } }),
  };
}
