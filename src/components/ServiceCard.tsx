import { ArrowRight } from 'lucide-react';
import type { Service } from '../content/services';
import { useLanguage } from '../i18n/language-context';
import { pageLink } from '../routes';
import { ServiceIllustration } from './ServiceIllustration';

/** A service's card: illustration, title, description and a link to its page. */
export function ServiceCard({ service }: { service: Service }) {
  const { language, t } = useLanguage();
  // The service's page in the reader's language, or in French where it has none yet.
  const link = pageLink(`service:${service.id}`, language);
  return (
    <article className="card service-card reveal">
      <ServiceIllustration service={service} />
      <div className="card-body">
        <h3>{service.title[language]}</h3>
        <p>{service.description[language]}</p>
        <a className="card-link" href={link?.href} hrefLang={link?.hrefLang}>
          {t('services.more')}
          <span className="visually-hidden"> : {service.title[language]}</span>
          <ArrowRight className="icon-inline" aria-hidden="true" focusable="false" />
        </a>
      </div>
    </article>
  );
}
