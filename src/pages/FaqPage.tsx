import { breadcrumbTrail } from '../breadcrumbs';
import { Accordion } from '../components/Accordion';
import { Icon } from '../components/Icon';
import { PageIntro } from '../components/PageIntro';
import { Section } from '../components/Section';
import { FACTS } from '../facts/facts';
import { homeFaq } from '../content/faq';
import { headTexts, pageContent } from '../content/page-content';
import { translate } from '../i18n/dictionary';
import type { Language } from '../languages/languages';
import { linkTo } from '../routes';
import type { Page } from './page-context';

/** The home page's questions, then the FAQ page's own: the first accordion. */
const mainQuestions = (language: Language) => [...homeFaq(language), ...pageContent('faq', language).moreQuestions];

/** The full FAQ: main questions, practical information, links onward and a way to ask */
export const FaqPage: Page<'faq'> = {
  head: ({ route, language, entry }) => ({
    ...headTexts(entry),
    updated: route.updated[language],
    breadcrumb: breadcrumbTrail(route, language, translate(language, 'nav.faq')),
    faq: [...mainQuestions(language), ...entry.practical],
  }),
  Body({ language, entry: content }) {
    const contactPath = linkTo('contact', language);
    const { linkCards, closing } = content;
    const cards = [
      { page: 'services' as const, icon: 'layers' as const, ...linkCards.services },
      { page: 'work' as const, icon: 'briefcase' as const, ...linkCards.work },
      { page: 'testimonials' as const, icon: 'message-square-quote' as const, ...linkCards.testimonials },
      { page: 'contact' as const, icon: 'mail' as const, ...linkCards.contact },
    ];
    return (
      <>
        <PageIntro title={content.title} intro={content.intro}>
          <p>
            <a className="intro-link" href={contactPath}>{content.contactLinkText}</a>
          </p>
        </PageIntro>
        <Section id="main-questions" title={content.mainHeading}>
          <Accordion id="main-faq" items={mainQuestions(language)} />
        </Section>
        <Section id="practical" title={content.practicalHeading} tone="tinted">
          <Accordion id="practical-faq" items={content.practical} />
        </Section>
        <Section id="links" title={linkCards.heading}>
          <ul className="grid grid-4">
            {cards.map(({ page, icon, title, text }) => (
              <li key={page} className="card link-card reveal">
                <Icon name={icon} className="icon" />
                <h3>
                  <a href={linkTo(page, language)}>{title}</a>
                </h3>
                <p>{text}</p>
              </li>
            ))}
          </ul>
        </Section>
        <section className="container" aria-labelledby="closing-title">
          <div className="cta-box">
            <h2 id="closing-title">{closing.title}</h2>
            <p>{closing.text}</p>
            <p>
              <a className="button button-primary" href={linkTo('booking', language)}>
                {closing.button}
              </a>
            </p>
            <p>
              {closing.emailText} <a href={`mailto:${FACTS.email}`}>{FACTS.email}</a>
            </p>
          </div>
        </section>
      </>
    );
  },
};
