import type { Service } from '../content/services';
import { useLanguage } from '../i18n/language-context';
import { linkTo } from '../routes';
import { Icon } from './Icon';
import { ServiceIllustration } from './ServiceIllustration';

/** A service's card: illustration, title, description and a link to its page. */
export function ServiceCard({ service }: { service: Service }) {
  const { language, t } = useLanguage();
  return (
    <article className="card service-card reveal">
      <ServiceIllustration service={service} />
      <div className="card-body">
        <h3>{service.title[language]}</h3>
        <p>{service.description[language]}</p>
        <a className="card-link" href={linkTo(`service:${service.id}`, language)}>
          {t('services.more')}
          <span className="visually-hidden"> : {service.title[language]}</span>
          <Icon name="arrow-right" className="icon-inline" />
        </a>
      </div>
    </article>
  );
}
