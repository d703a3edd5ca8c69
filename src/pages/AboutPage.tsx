import { CallToActionBlock } from '../components/CallToActionBlock';
import { FaqBlock } from '../components/FaqBlock';
import { PageIntro } from '../components/PageIntro';
import { RichText } from '../components/RichText';
import { Section } from '../components/Section';
import { ABOUT_PAGE } from '../content/pages/about-page';
import { useLanguage } from '../i18n/language-context';
import type { Page } from './page-context';

/** The agency, its founder, its values and its FAQ (French only). */
export const AboutPage: Page = {
  head: () => ABOUT_PAGE.meta,
  Body() {
    const { t } = useLanguage();
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
            <img
              className="portrait"
              src="/images/portrait-maia.svg"
              width={480}
              height={600}
              alt={t('about.portraitAlt')}
              loading="lazy"
              decoding="async"
            />
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
