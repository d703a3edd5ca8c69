import { ArrowLeft, Check } from 'lucide-react';
import { breadcrumbTrail, type Crumb } from '../breadcrumbs';
import { Breadcrumb } from '../components/Breadcrumb';
import { CallToActionBlock } from '../components/CallToActionBlock';
import { FaqBlock } from '../components/FaqBlock';
import { PageIntro } from '../components/PageIntro';
import { RichText } from '../components/RichText';
import { Section } from '../components/Section';
import { ServiceIllustration, serviceIllustrationPath } from '../components/ServiceIllustration';
import { PAGES_UPDATED } from '../content/content-dates';
import { SERVICE_PAGES } from '../content/pages/service-pages';
import { SERVICES, type Service } from '../content/services';
import { useLanguage } from '../i18n/language-context';
import { linkTo, type Route } from '../routes';
import { serviceNode } from '../seo/service';
import { pageUrl, type Page } from './page-context';

/** The service a `service:<id>` route shows. */
function serviceOf(route: Route): Service {
  const service = SERVICES.find((candidate) => route.id === `service:${candidate.id}`);
  if (!service) throw new Error(`No service for route ${route.id}`);
  return service;
}

/** Accueil › Services › the service: shown on the page and published as its BreadcrumbList. */
function serviceCrumbs(route: Route): Crumb[] {
  return breadcrumbTrail(route, 'fr', serviceOf(route).title.fr);
}

/** The offerings string, one item per middle-dot-separated part. */
export function splitOfferings(offerings: string): string[] {
  return offerings
    .split('·')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** One of the six service pages, all built from typed content (French only). */
export const ServicePage: Page = {
  head(context) {
    const service = serviceOf(context.route);
    const content = SERVICE_PAGES[service.id];
    return {
      ...content.meta,
      updated: PAGES_UPDATED,
      breadcrumb: serviceCrumbs(context.route),
      mainEntity: serviceNode(context.siteUrl, pageUrl(context), service),
      faq: content.faq,
      preloadImage: serviceIllustrationPath(service),
    };
  },
  Body({ route }) {
    const { t } = useLanguage();
    const service = serviceOf(route);
    const content = SERVICE_PAGES[service.id];
    const servicesPath = linkTo('services', 'fr', 'services');
    return (
      <>
        <PageIntro
          title={content.title}
          intro={content.intro}
          before={<Breadcrumb crumbs={serviceCrumbs(route)} />}
          art={<ServiceIllustration service={service} priority />}
        >
          <p className="page-actions">
            <a className="button button-primary" href={linkTo('contact', 'fr', 'contact')}>
              {content.cta.button}
            </a>
            <a className="back-link" href={servicesPath}>
              <ArrowLeft className="icon-inline" aria-hidden="true" focusable="false" />
              {t('service.back')}
            </a>
          </p>
        </PageIntro>
        <Section id="offerings" title={t('service.offerings')} tone="tinted">
          <ul className="offerings" data-offerings>
            {splitOfferings(content.offerings).map((offering) => (
              <li key={offering}>
                <Check className="icon-inline" aria-hidden="true" focusable="false" />
                {offering}
              </li>
            ))}
          </ul>
        </Section>
        {content.sections.map((section, index) => (
          <Section key={section.heading} id={`section-${index + 1}`} title={section.heading} tone={index % 2 ? 'tinted' : 'plain'}>
            <div className="prose-columns">
              <RichText blocks={section.blocks} />
            </div>
          </Section>
        ))}
        <FaqBlock items={content.faq} />
        <CallToActionBlock cta={content.cta} />
      </>
    );
  },
};
