import { CallToActionBlock } from '../components/CallToActionBlock';
import { FaqBlock } from '../components/FaqBlock';
import { PageIntro } from '../components/PageIntro';
import { ProjectShowcase } from '../components/ProjectShowcase';
import { Section } from '../components/Section';
import { PORTFOLIO_PAGE } from '../content/pages/portfolio-page';
import { PROJECTS } from '../content/projects';
import type { Page } from './page-context';

/** The four projects in full, other work, a call to action and the FAQ (French only). */
export const PortfolioPage: Page = {
  head: () => PORTFOLIO_PAGE.meta,
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
