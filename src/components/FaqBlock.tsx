import type { FaqItem } from '../content/faq';
import { useLanguage } from '../i18n/language-context';
import { Accordion } from './Accordion';
import { Section } from './Section';

/** A page's own questions, under the usual FAQ heading. */
export function FaqBlock({ id = 'faq', items }: { id?: string; items: readonly FaqItem[] }) {
  const { t } = useLanguage();
  return (
    <Section id={id} title={t('faq.title')}>
      <Accordion id={`${id}-list`} items={items} />
    </Section>
  );
}
