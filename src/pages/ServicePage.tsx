import { breadcrumbTrail, type Crumb } from '../breadcrumbs';
import { Breadcrumb } from '../components/Breadcrumb';
import { CallToActionBlock } from '../components/CallToActionBlock';
import { FaqBlock } from '../components/FaqBlock';
import { Icon } from '../components/Icon';
import { PageIntro } from '../components/PageIntro';
import { ProseSections } from '../components/ProseSections';
import { Section } from '../components/Section';
import { ServiceIllustration, serviceIllustrationPath } from '../components/ServiceIllustration';
import type { ServicePageContent } from '../content/schemas/service-page';
import { useLanguage } from '../i18n/language-context';
import type { Language } from '../languages/languages';
import { linkTo, type Route } from '../routes';
import { serviceNode } from '../seo/service';
import { pageUrl, type Page } from './page-context';

/** Home › Services › the service: shown on the page and published as its BreadcrumbList. */
function serviceCrumbs(route: Route, language: Language, service: ServicePageContent): Crumb[] {
  return breadcrumbTrail(route, language, service.card.title);
}

/** A service's page (services/<id>/<language>.md). */
export const ServicePage: Page<'service'> = {
  head(context) {
    const { route, language, entry: content } = context;
    return {
      title: content.metaTitle,
      description: content.metaDescription,
      updated: route.updated[language],
      breadcrumb: serviceCrumbs(route, language, content),
      mainEntity: serviceNode(context.siteUrl, pageUrl(context), content),
      faq: content.faq,
      preloadImage: serviceIllustrationPath(content.id),
    };
  },
  Body({ route, language, entry: content }) {
    const { t } = useLanguage();
    const servicesPath = linkTo('services', language);
    return (
      <>
        <PageIntro
          title={content.title}
          intro={content.intro}
          before={<Breadcrumb crumbs={serviceCrumbs(route, language, content)} />}
          art={<ServiceIllustration service={content.id} priority />}
        >
          <p className="page-actions">
            <a className="button button-primary" href={linkTo('booking', language)}>
              {content.cta.button}
            </a>
            <a className="back-link" href={servicesPath}>
              <Icon name="arrow-left" className="icon-inline" />
              {t('service.back')}
            </a>
          </p>
        </PageIntro>
        <Section id="offerings" title={t('service.offerings')} tone="tinted">
          <ul className="offerings" data-offerings>
            {content.offerings.map((offering) => (
              <li key={offering}>
                <Icon name="check" className="icon-inline" />
                {offering}
              </li>
            ))}
          </ul>
        </Section>
        <ProseSections sections={content.sections} />
        <FaqBlock items={content.faq} />
        <CallToActionBlock cta={content.cta} />
      </>
    );
  },
};
