import { breadcrumbTrail } from '../breadcrumbs';
import { FounderPortrait } from '../components/FounderPortrait';
import { CallToActionBlock } from '../components/CallToActionBlock';
import { FaqBlock } from '../components/FaqBlock';
import { PageIntro } from '../components/PageIntro';
import { RichText } from '../components/RichText';
import { Section } from '../components/Section';
import { headTexts } from '../content/page-content';
import { translate } from '../i18n/dictionary';
import type { Page } from './page-context';

/** The agency, its founder, its values and its FAQ */
export const AboutPage: Page<'about'> = {
  head: ({ route, language, entry }) => ({
    ...headTexts(entry),
    updated: route.updated[language],
    breadcrumb: breadcrumbTrail(route, language, translate(language, 'nav.about')),
    faq: entry.faq,
  }),
  Body({ language, entry: content }) {
    const { founder, values } = content;
    return (
      <>
        <PageIntro title={content.title} intro={content.intro} />
        {content.sections.map((section) => (
          <Section key={section.heading} id="story" title={section.heading}>
            <div className="prose-columns">
              <RichText blocks={section.blocks} />
            </div>
          </Section>
        ))}
        <Section id="founder" title={founder.heading} tone="tinted">
          <div className="about-grid">
            <FounderPortrait />
            <div>
              <p className="founder-name">{founder.name}</p>
              <p className="meta">{founder.role}</p>
              {founder.bio.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
        </Section>
        <Section id="values" title={values.heading}>
          <ul className="grid grid-4">
            {values.items.map((value) => (
              <li key={value.title} className="card reveal">
                <h3>{value.title}</h3>
                <p>{value.text}</p>
              </li>
            ))}
          </ul>
        </Section>
        <FaqBlock items={content.faq} />
        <CallToActionBlock cta={content.cta} />
      </>
    );
  },
};
