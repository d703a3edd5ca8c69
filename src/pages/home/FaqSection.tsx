import { Accordion } from '../../components/Accordion';
import { MoreLink } from '../../components/MoreLink';
import { Section } from '../../components/Section';
import { homeFaq } from '../../content/faq';
import { useLanguage } from '../../i18n/language-context';

export function FaqSection() {
  const { language, t } = useLanguage();
  return (
    <Section id="faq" title={t('faq.title')}>
      <Accordion id="home-faq" items={homeFaq(language)} />
      <MoreLink page="faq" label="faq.more" />
    </Section>
  );
}
