import { breadcrumbTrail } from '../breadcrumbs';
import { CallToActionBlock } from '../components/CallToActionBlock';
import { FaqBlock } from '../components/FaqBlock';
import { PageIntro } from '../components/PageIntro';
import { Section } from '../components/Section';
import { TestimonialCard } from '../components/TestimonialCard';
import { headTexts } from '../content/page-content';
import { TESTIMONIALS } from '../content/testimonials';
import { translate } from '../i18n/dictionary';
import { useLanguage } from '../i18n/language-context';
import type { Page } from './page-context';

/** All six testimonials, the results tiles, a call to action and the FAQ */
export const TestimonialsPage: Page<'testimonials'> = {
  head: ({ route, language, entry }) => ({
    ...headTexts(entry),
    updated: route.updated[language],
    breadcrumb: breadcrumbTrail(route, language, translate(language, 'nav.testimonials')),
    faq: entry.faq,
  }),
  Body({ language, entry: content }) {
    const { t } = useLanguage();
    const { results } = content;
    return (
      <>
        <PageIntro title={content.title} intro={content.intro} />
        <Section id="testimonials" title={t('testimonials.title')}>
          <div className="grid grid-3 grid-slow">
            {TESTIMONIALS.map((testimonial) => (
              <TestimonialCard key={testimonial.author} testimonial={testimonial} />
            ))}
          </div>
        </Section>
        <Section id="results" title={results.heading} tone="tinted">
          <dl className="grid grid-3 results">
            {results.tiles.map((tile) => (
              <div key={tile.value} className="card result-tile reveal">
                <dt>{tile.label}</dt>
                <dd>{tile.value}</dd>
              </div>
            ))}
          </dl>
        </Section>
        <CallToActionBlock cta={content.cta} />
        <FaqBlock items={content.faq} />
      </>
    );
  },
};
