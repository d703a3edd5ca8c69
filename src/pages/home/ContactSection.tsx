import { ContactDetails } from '../../components/ContactDetails';
import { Section } from '../../components/Section';
import { useLanguage } from '../../i18n/language-context';
import { linkTo } from '../../routes';

/** How to reach the agency, and the way to book the free first call. */
export function ContactSection() {
  const { language, t } = useLanguage();
  return (
    <Section id="contact" title={t('contact.title')} lead={t('contact.lead')}>
      <ContactDetails />
      <p className="more-link">
        <a className="button button-primary" href={linkTo('booking', language)}>
          {t('contact.cta')}
        </a>
      </p>
    </Section>
  );
}
