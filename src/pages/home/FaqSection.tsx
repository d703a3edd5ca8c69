import { Accordion } from '../../components/Accordion';
import { MoreLink } from '../../components/MoreLink';
import { Section } from '../../components/Section';
import { HOME_FAQ } from '../../content/faq';
import { useLanguage } from '../../i18n/language-context';

export function FaqSection() {
  const { language, t } = useLanguage();
  return (
    <Section id="faq" title={t('faq.title')}>
      <Accordion id="home-faq" items={HOME_FAQ[language]} />
      <MoreLink page="faq" label="faq.more" />
    </Section>
  );
}
