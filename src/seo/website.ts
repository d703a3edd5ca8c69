import type { WebSite } from 'schema-dts';
import { AGENCY } from '../content/agency';
import { LANGUAGES } from '../languages/languages';
import { organizationId } from './organization';

export const websiteId = (siteUrl: string) => `${siteUrl}/#website`;

/** The site as a whole, in its three languages, published by the agency. */
export function websiteNode(siteUrl: string): Exclude<WebSite, string> {
  return {
    '@type': 'WebSite',
    '@id': websiteId(siteUrl),
    url: `${siteUrl}/`,
    name: AGENCY.name,
    inLanguage: [...LANGUAGES],
    publisher: { '@id': organizationId(siteUrl) },
  };
}
