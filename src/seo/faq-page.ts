import type { FAQPage } from 'schema-dts';
import type { FaqItem } from '../content/faq';
import { webPageId } from './web-page';

/** A FAQPage node for the questions shown on the page at `pageUrl`, part of that page. */
export function faqPageNode(pageUrl: string, items: readonly FaqItem[]): Exclude<FAQPage, string> {
  return {
    '@type': 'FAQPage',
    '@id': `${pageUrl}#faq`,
    isPartOf: { '@id': webPageId(pageUrl) },
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
