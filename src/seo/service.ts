import type { Service as ServiceNode } from 'schema-dts';
import type { Service } from '../content/services';
import type { Language } from '../i18n/languages';
import { organizationId, serviceArea } from './organization';
import { webPageId } from './web-page';

/** One of the agency's services, provided by the agency across its service area, described by the page at `pageUrl` in `language`. */
export function serviceNode(siteUrl: string, pageUrl: string, service: Service, language: Language): Exclude<ServiceNode, string> {
  return {
    '@type': 'Service',
    '@id': `${pageUrl}#service`,
    name: service.title[language],
    serviceType: service.title[language],
    description: service.description[language],
    url: pageUrl,
    provider: { '@id': organizationId(siteUrl) },
    areaServed: serviceArea(),
    mainEntityOfPage: { '@id': webPageId(pageUrl) },
  };
}
