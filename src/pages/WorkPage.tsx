import { breadcrumbTrail } from '../breadcrumbs';
import { CallToActionBlock } from '../components/CallToActionBlock';
import { FaqBlock } from '../components/FaqBlock';
import { PageIntro } from '../components/PageIntro';
import { ProjectShowcase } from '../components/ProjectShowcase';
import { Section } from '../components/Section';
import { headTexts } from '../content/page-content';
import { PROJECTS } from '../content/projects';
import { translate } from '../i18n/dictionary';
import type { Page } from './page-context';

/** The four projects in full, other work, a call to action and the FAQ */
export const WorkPage: Page<'work'> = {
  head: ({ route, language, entry }) => ({
    ...headTexts(entry),
    updated: route.updated[language],
    breadcrumb: breadcrumbTrail(route, language, translate(language, 'nav.work')),
    faq: entry.faq,
  }),
  Body({ language, entry: content }) {
    return (
      <>
        <PageIntro title={content.title} intro={content.intro} />
        <div className="container projects">
          {PROJECTS.map((project) => (
            <ProjectShowcase key={project.slug} project={project} />
          ))}
        </div>
        <Section id="other-work" title={content.otherWork.heading} tone="tinted">
          <ul className="check-list">
            {content.otherWork.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Section>
        <CallToActionBlock cta={content.cta} />
        <FaqBlock items={content.faq} />
      </>
    );
  },
};
