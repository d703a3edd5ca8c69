import { breadcrumbTrail } from '../breadcrumbs';
import { ContactDetails } from '../components/ContactDetails';
import { ContactForm } from '../components/ContactForm';
import { FaqBlock } from '../components/FaqBlock';
import { Icon } from '../components/Icon';
import { PageIntro } from '../components/PageIntro';
import { Section } from '../components/Section';
import { SocialLinks } from '../components/SocialLinks';
import { FACTS } from '../facts/facts';
import { headTexts, pageContent } from '../content/page-content';
import { translate } from '../i18n/dictionary';
import type { Language } from '../languages/languages';
import { contactFormPath, linkTo } from '../routes';
import type { Page } from './page-context';

/** E-mail with a prefilled appointment request, in the words of the contact page in `language`. */
export const appointmentMailto = (language: Language) => {
  const { mailSubject, mailBody } = pageContent('contact', language).appointment;
  return `mailto:${FACTS.email}?subject=${encodeURIComponent(mailSubject)}&body=${encodeURIComponent(mailBody)}`;
};

/** Coordinates, social links, the message form, the way to book the first call (or to ask for it by e-mail) and the FAQ */
export const ContactPage: Page<'contact'> = {
  head: ({ route, language, entry }) => ({
    ...headTexts(entry),
    updated: route.updated[language],
    breadcrumb: breadcrumbTrail(route, language, translate(language, 'nav.contact')),
    faq: entry.faq,
  }),
  Body({ language, form, entry: content }) {
    const { appointment } = content;
    return (
      <>
        <PageIntro title={content.title} intro={content.intro}>
          <ul className="promises banner">
            {content.banner.map((item) => (
              <li key={item} className="promise">
                <Icon name="check" className="icon-inline" />
                {item}
              </li>
            ))}
          </ul>
        </PageIntro>
        <Section id="coordinates" title={content.coordinatesHeading}>
          <ContactDetails />
          <h3 className="social-title">{content.socialHeading}</h3>
          <SocialLinks />
        </Section>
        <Section id="message" title={content.formHeading} tone="tinted">
          <div className="contact-layout">
            <ContactForm action={contactFormPath(language)} state={form?.form === 'contact' ? form : undefined} />
            <aside className="cta-box appointment" aria-labelledby="appointment-title">
              <Icon name="calendar-check" className="icon icon-on-dark" />
              <h3 id="appointment-title">{appointment.title}</h3>
              <p>{appointment.text}</p>
              <p>
                <a className="button button-primary" href={linkTo('booking', language)}>
                  {appointment.button}
                </a>
              </p>
              <p>{appointment.emailText}</p>
              <p>
                <a className="button button-secondary" href={appointmentMailto(language)}>
                  {appointment.emailButton}
                </a>
              </p>
            </aside>
          </div>
        </Section>
        <FaqBlock items={content.faq} />
      </>
    );
  },
};
