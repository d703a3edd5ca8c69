import { breadcrumbTrail } from '../breadcrumbs';
import { FounderPortrait } from '../components/FounderPortrait';
import { CallToActionBlock } from '../components/CallToActionBlock';
import { FaqBlock } from '../components/FaqBlock';
import { PageIntro } from '../components/PageIntro';
import { RichText } from '../components/RichText';
import { Section } from '../components/Section';
import { PAGES_UPDATED } from '../content/content-dates';
import { ABOUT_PAGE } from '../content/pages/about-page';
import { translate } from '../i18n/dictionary';
import type { Page } from './page-context';

/** The agency, its founder, its values and its FAQ (French only). */
export const AboutPage: Page = {
  head: ({ route, language }) => ({
    ...ABOUT_PAGE.meta,
    updated: PAGES_UPDATED,
    breadcrumb: breadcrumbTrail(route, language, translate(language, 'nav.about')),
    faq: ABOUT_PAGE.faq,
  }),
  Body() {
    const { founder, values } = ABOUT_PAGE;
    return (
      <>
        <PageIntro title={ABOUT_PAGE.title} intro={ABOUT_PAGE.intro} />
        <Section id="story" title={ABOUT_PAGE.story.heading}>
          <div className="prose-columns">
            <RichText blocks={ABOUT_PAGE.story.blocks} />
          </div>
        </Section>
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
        <FaqBlock items={ABOUT_PAGE.faq} />
        <CallToActionBlock cta={ABOUT_PAGE.cta} />
      </>
    );
  },
};
