import type { Service as ServiceNode } from 'schema-dts';
import type { Service } from '../content/services';
import { organizationId, serviceArea } from './organization';
import { webPageId } from './web-page';

/** One of the agency's services, provided by the agency across its service area, described by the page at `pageUrl`. */
export function serviceNode(siteUrl: string, pageUrl: string, service: Service): Exclude<ServiceNode, string> {
  return {
    '@type': 'Service',
    '@id': `${pageUrl}#service`,
    name: service.title.fr,
    serviceType: service.title.fr,
    description: service.description.fr,
    url: pageUrl,
    provider: { '@id': organizationId(siteUrl) },
    areaServed: serviceArea(),
    mainEntityOfPage: { '@id': webPageId(pageUrl) },
  };
}
