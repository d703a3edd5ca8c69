import { breadcrumbTrail } from '../breadcrumbs';
import { CallToActionBlock } from '../components/CallToActionBlock';
import { PageIntro } from '../components/PageIntro';
import { RichText } from '../components/RichText';
import { Section } from '../components/Section';
import { ServiceCard } from '../components/ServiceCard';
import { PAGES_UPDATED } from '../content/content-dates';
import { SERVICES_PAGE } from '../content/pages/services-page';
import { SERVICES } from '../content/services';
import { translate } from '../i18n/dictionary';
import { useLanguage } from '../i18n/language-context';
import type { Page } from './page-context';

/** The six services, each linking to its page, and how a collaboration runs (French only). */
export const ServicesPage: Page = {
  head: ({ route, language }) => ({
    ...SERVICES_PAGE.meta,
    updated: PAGES_UPDATED,
    breadcrumb: breadcrumbTrail(route, language, translate(language, 'nav.services')),
  }),
  Body() {
    const { t } = useLanguage();
    return (
      <>
        <PageIntro title={SERVICES_PAGE.title} intro={SERVICES_PAGE.intro} />
        <Section id="services" title={t('services.title')}>
          <div className="grid grid-3 grid-slow">
            {SERVICES.map((service) => (
              <ServiceCard key={service.id} service={service} />
            ))}
          </div>
        </Section>
        <Section id="approach" title={SERVICES_PAGE.approach.heading} tone="tinted">
          <div className="prose-columns">
            <RichText blocks={SERVICES_PAGE.approach.blocks} />
          </div>
        </Section>
        <CallToActionBlock cta={SERVICES_PAGE.cta} />
      </>
    );
  },
};
