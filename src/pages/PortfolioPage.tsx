import { breadcrumbTrail } from '../breadcrumbs';
import { CallToActionBlock } from '../components/CallToActionBlock';
import { FaqBlock } from '../components/FaqBlock';
import { PageIntro } from '../components/PageIntro';
import { ProjectShowcase } from '../components/ProjectShowcase';
import { Section } from '../components/Section';
import { PAGES_UPDATED } from '../content/content-dates';
import { PORTFOLIO_PAGE } from '../content/pages/portfolio-page';
import { PROJECTS } from '../content/projects';
import { translate } from '../i18n/dictionary';
import type { Page } from './page-context';

/** The four projects in full, other work, a call to action and the FAQ (French only). */
export const PortfolioPage: Page = {
  head: ({ route, language }) => ({
    ...PORTFOLIO_PAGE.meta,
    updated: PAGES_UPDATED,
    breadcrumb: breadcrumbTrail(route, language, translate(language, 'nav.work')),
    faq: PORTFOLIO_PAGE.faq,
  }),
  Body() {
    return (
      <>
        <PageIntro title={PORTFOLIO_PAGE.title} intro={PORTFOLIO_PAGE.intro} />
        <div className="container projects">
          {PROJECTS.map((project) => (
            <ProjectShowcase key={project.slug} project={project} />
          ))}
        </div>
        <Section id="other-work" title={PORTFOLIO_PAGE.otherWork.heading} tone="tinted">
          <ul className="check-list">
            {PORTFOLIO_PAGE.otherWork.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Section>
        <CallToActionBlock cta={PORTFOLIO_PAGE.cta} />
        <FaqBlock items={PORTFOLIO_PAGE.faq} />
      </>
    );
  },
};
