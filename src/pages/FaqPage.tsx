import { Briefcase, Layers, Mail, MessageSquareQuote } from 'lucide-react';
import { breadcrumbTrail } from '../breadcrumbs';
import { Accordion } from '../components/Accordion';
import { PageIntro } from '../components/PageIntro';
import { Section } from '../components/Section';
import { AGENCY } from '../content/agency';
import { PAGES_UPDATED } from '../content/content-dates';
import { HOME_FAQ } from '../content/faq';
import { FAQ_PAGE } from '../content/pages/faq-page';
import { translate } from '../i18n/dictionary';
import { linkTo } from '../routes';
import type { Page } from './page-context';

/** The five home questions, then the French-only ones: the first accordion. */
const MAIN_QUESTIONS = [...HOME_FAQ.fr, ...FAQ_PAGE.moreQuestions];

/** The full FAQ: main questions, practical information, links onward and a way to ask (French only). */
export const FaqPage: Page = {
  head: ({ route, language }) => ({
    ...FAQ_PAGE.meta,
    updated: PAGES_UPDATED,
    breadcrumb: breadcrumbTrail(route, language, translate(language, 'nav.faq')),
    faq: [...MAIN_QUESTIONS, ...FAQ_PAGE.practical],
  }),
  Body() {
    const contactPath = linkTo('contact', 'fr', 'contact');
    const { linkCards, closing } = FAQ_PAGE;
    const cards = [
      { page: 'services', icon: Layers, ...linkCards.services },
      { page: 'work', icon: Briefcase, ...linkCards.work },
      { page: 'testimonials', icon: MessageSquareQuote, ...linkCards.testimonials },
      { page: 'contact', icon: Mail, ...linkCards.contact },
    ];
    return (
      <>
        <PageIntro title={FAQ_PAGE.title} intro={FAQ_PAGE.intro}>
          <p>
            <a href={contactPath}>{FAQ_PAGE.contactLinkText}</a>
          </p>
        </PageIntro>
        <Section id="main-questions" title={FAQ_PAGE.mainHeading}>
          <Accordion id="main-faq" items={MAIN_QUESTIONS} />
        </Section>
        <Section id="practical" title={FAQ_PAGE.practicalHeading} tone="tinted">
          <Accordion id="practical-faq" items={FAQ_PAGE.practical} />
        </Section>
        <Section id="links" title={linkCards.heading}>
          <ul className="grid grid-4">
            {cards.map(({ page, icon: Icon, title, text }) => (
              <li key={page} className="card link-card reveal">
                <Icon className="icon" aria-hidden="true" focusable="false" />
                <h3>
                  <a href={linkTo(page, 'fr')}>{title}</a>
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
              <a className="button button-primary" href={contactPath}>
                {closing.button}
              </a>
            </p>
            <p>
              {closing.emailText} <a href={`mailto:${AGENCY.email}`}>{AGENCY.email}</a>
            </p>
          </div>
        </section>
      </>
    );
  },
};
