import type { FAQPage } from 'schema-dts';
import type { FaqItem } from '../content/faq';

/** A FAQPage node for questions shown on the page. */
export function faqPageNode(id: string, items: readonly FaqItem[]): Exclude<FAQPage, string> {
  return {
    '@type': 'FAQPage',
    '@id': id,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
