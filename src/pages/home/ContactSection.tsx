import { ContactDetails } from '../../components/ContactDetails';
import { Section } from '../../components/Section';
import { useLanguage } from '../../i18n/language-context';
import { routeById } from '../../routes';

/** How to reach the agency, and the way to the contact page where it exists. */
export function ContactSection() {
  const { language, t } = useLanguage();
  const contactPage = routeById('contact')?.paths[language];
  return (
    <Section id="contact" title={t('contact.title')} lead={t('contact.lead')}>
      <ContactDetails />
      {contactPage && (
        <p className="more-link">
          <a className="button button-primary" href={contactPage}>
            {t('contact.cta')}
          </a>
        </p>
      )}
    </Section>
  );
}
