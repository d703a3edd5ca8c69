import { serviceIn } from '../content/services';
import { useLanguage } from '../i18n/language-context';
import { linkTo, type ServiceId } from '../routes';

/** The services a project drew on, each a tag leading to its page, named as its card names it. */
export function ServiceTags({ services }: { services: readonly ServiceId[] }) {
  const { language, t } = useLanguage();
  return (
    <ul className="service-tags" aria-label={t('nav.services')}>
      {services.map((id) => (
        <li key={id}>
          <a className="badge" href={linkTo(`service:${id}`, language)}>
            {serviceIn(id, language).card.title}
          </a>
        </li>
      ))}
    </ul>
  );
}
