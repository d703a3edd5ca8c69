import { ContactDetails } from '../../components/ContactDetails';
import { ContactForm } from '../../components/ContactForm';
import { Section } from '../../components/Section';
import type { FormState } from '../../forms/form-state';
import { useLanguage } from '../../i18n/language-context';
import { contactFormPath, routeById } from '../../routes';

/**
 * How to reach the agency: the way to the contact page where it exists,
 * otherwise the message form itself (English and Spanish).
 */
export function ContactSection({ form }: { form?: FormState }) {
  const { language, t } = useLanguage();
  const contactPage = routeById('contact')?.paths[language];
  return (
    <Section id="contact" title={t('contact.title')} lead={t('contact.lead')}>
      <ContactDetails />
      {contactPage ? (
        <p className="more-link">
          <a className="button button-primary" href={contactPage}>
            {t('contact.cta')}
          </a>
        </p>
      ) : (
        <ContactForm action={contactFormPath(language)} state={form?.form === 'contact' ? form : undefined} />
      )}
    </Section>
  );
}
