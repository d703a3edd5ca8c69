import type { Service as ServiceNode } from 'schema-dts';
import type { ServicePageContent } from '../content/schemas/service-page';
import { organizationId, serviceArea } from './organization';
import { webPageId } from './web-page';

/** One of the agency's services, provided by the agency across its service area, described by its page at `pageUrl`. */
export function serviceNode(siteUrl: string, pageUrl: string, service: ServicePageContent): Exclude<ServiceNode, string> {
  return {
    '@type': 'Service',
    '@id': `${pageUrl}#service`,
    name: service.card.title,
    serviceType: service.card.title,
    description: service.card.summary,
    url: pageUrl,
    provider: { '@id': organizationId(siteUrl) },
    areaServed: serviceArea(),
    mainEntityOfPage: { '@id': webPageId(pageUrl) },
  };
}
