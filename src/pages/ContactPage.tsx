import { CalendarCheck, Check } from 'lucide-react';
import { breadcrumbTrail } from '../breadcrumbs';
import { ContactDetails } from '../components/ContactDetails';
import { ContactForm } from '../components/ContactForm';
import { FaqBlock } from '../components/FaqBlock';
import { PageIntro } from '../components/PageIntro';
import { Section } from '../components/Section';
import { SocialLinks } from '../components/SocialLinks';
import { AGENCY } from '../content/agency';
import { PAGES_UPDATED } from '../content/content-dates';
import { CONTACT_PAGE } from '../content/pages/contact-page';
import { translate } from '../i18n/dictionary';
import { contactFormPath } from '../routes';
import type { Page } from './page-context';

/** E-mail with a prefilled appointment request. */
export const appointmentMailto = () =>
  `mailto:${AGENCY.email}?subject=${encodeURIComponent(CONTACT_PAGE.appointment.mailSubject)}&body=${encodeURIComponent(CONTACT_PAGE.appointment.mailBody)}`;

/** Coordinates, social links, the message form, an appointment request and the FAQ (French only). */
export const ContactPage: Page = {
  head: ({ route, language }) => ({
    ...CONTACT_PAGE.meta,
    updated: PAGES_UPDATED,
    breadcrumb: breadcrumbTrail(route, language, translate(language, 'nav.contact')),
    faq: CONTACT_PAGE.faq,
  }),
  Body({ language, form }) {
    const { appointment } = CONTACT_PAGE;
    return (
      <>
        <PageIntro title={CONTACT_PAGE.title} intro={CONTACT_PAGE.intro}>
          <ul className="promises banner">
            {CONTACT_PAGE.banner.map((item) => (
              <li key={item} className="promise">
                <Check className="icon-inline" aria-hidden="true" focusable="false" />
                {item}
              </li>
            ))}
          </ul>
        </PageIntro>
        <Section id="coordinates" title={CONTACT_PAGE.coordinatesHeading}>
          <ContactDetails />
          <h3 className="social-title">{CONTACT_PAGE.socialHeading}</h3>
          <SocialLinks />
        </Section>
        <Section id="message" title={CONTACT_PAGE.formHeading} tone="tinted">
          <div className="contact-layout">
            <ContactForm action={contactFormPath(language)} state={form?.form === 'contact' ? form : undefined} />
            <aside className="cta-box appointment" aria-labelledby="appointment-title">
              <CalendarCheck className="icon icon-on-dark" aria-hidden="true" focusable="false" />
              <h3 id="appointment-title">{appointment.title}</h3>
              <p>{appointment.text}</p>
              <p>
                <a className="button button-primary" href={appointmentMailto()}>
                  {appointment.button}
                </a>
              </p>
            </aside>
          </div>
        </Section>
        <FaqBlock items={CONTACT_PAGE.faq} />
      </>
    );
  },
};
