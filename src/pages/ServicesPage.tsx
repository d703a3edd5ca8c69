import { breadcrumbTrail } from '../breadcrumbs';
import { CallToActionBlock } from '../components/CallToActionBlock';
import { PageIntro } from '../components/PageIntro';
import { RichText } from '../components/RichText';
import { Section } from '../components/Section';
import { ServiceCard } from '../components/ServiceCard';
import { headTexts } from '../content/page-content';
import { servicesIn } from '../content/services';
import { translate } from '../i18n/dictionary';
import { useLanguage } from '../i18n/language-context';
import type { Page } from './page-context';

/** The services, each linking to its page, and how a collaboration runs */
export const ServicesPage: Page<'services'> = {
  head: ({ route, language, entry }) => ({
    ...headTexts(entry),
    updated: route.updated[language],
    breadcrumb: breadcrumbTrail(route, language, translate(language, 'nav.services')),
  }),
  Body({ language, entry: content }) {
    const { t } = useLanguage();
    return (
      <>
        <PageIntro title={content.title} intro={content.intro} />
        <Section id="services" title={t('services.title')}>
          <div className="grid grid-3 grid-slow">
            {servicesIn(language).map((service) => (
              <ServiceCard key={service.id} service={service} />
            ))}
          </div>
        </Section>
        {content.sections.map((section) => (
          <Section key={section.heading} id="approach" title={section.heading} tone="tinted">
            <div className="prose-columns">
              <RichText blocks={section.blocks} />
            </div>
          </Section>
        ))}
        <CallToActionBlock cta={content.cta} />
      </>
    );
  },
};
