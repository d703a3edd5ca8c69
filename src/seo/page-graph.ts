import type { Graph, Thing } from 'schema-dts';
import type { PageHead } from './page-head';
import type { Language } from '../languages/languages';
import { breadcrumbListNode } from './breadcrumb-list';
import { faqPageNode } from './faq-page';
import { localBusinessNode, organizationNode } from './organization';
import { webPageNode } from './web-page';
import { websiteNode } from './website';

/**
 * The structured data of a page, as one JSON-LD graph whose nodes point to
 * each other by `@id`: the agency, the site, the page, and what the page
 * declared in its head (breadcrumb, main entity, questions).
 */
export function pageGraph(siteUrl: string, path: string, language: Language, head: PageHead): Graph {
  const pageUrl = siteUrl + path;
  const nodes: Thing[] = [
    organizationNode(siteUrl),
    localBusinessNode(siteUrl),
    websiteNode(siteUrl),
    webPageNode(siteUrl, pageUrl, language, head),
  ];
  if (head.breadcrumb) nodes.push(breadcrumbListNode(siteUrl, pageUrl, head.breadcrumb));
  if (head.mainEntity) nodes.push(head.mainEntity);
  if (head.faq?.length) nodes.push(faqPageNode(pageUrl, head.faq));
  return { '@context': 'https://schema.org', '@graph': nodes };
}
