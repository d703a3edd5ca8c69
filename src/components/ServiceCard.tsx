import type { ServicePageContent } from '../content/schemas/service-page';
import { useLanguage } from '../i18n/language-context';
import { linkTo } from '../routes';
import { Icon } from './Icon';
import { ServiceIllustration } from './ServiceIllustration';

/** A service's card: illustration, title, summary and a link to its page. */
export function ServiceCard({ service }: { service: ServicePageContent }) {
  const { language, t } = useLanguage();
  return (
    <article className="card service-card reveal">
      <ServiceIllustration service={service.id} />
      <div className="card-body">
        <h3>{service.card.title}</h3>
        <p>{service.card.summary}</p>
        <a className="card-link" href={linkTo(`service:${service.id}`, language)}>
          {t('services.more')}
          <span className="visually-hidden">
            {t('services.moreNameSeparator')}
            {service.card.title}
          </span>
          <Icon name="arrow-right" className="icon-inline" />
        </a>
      </div>
    </article>
  );
}
