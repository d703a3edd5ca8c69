import { factText } from '../facts/fact-text';
import { FACTS } from '../facts/facts';
import { useLanguage } from '../i18n/language-context';
import { Icon } from './Icon';

/** E-mail (with a prefilled information request), phone, service area and hours. */
export function ContactDetails() {
  const { language, t } = useLanguage();
  const mailto = `mailto:${FACTS.email}?subject=${encodeURIComponent(t('contact.infoSubject'))}&body=${encodeURIComponent(t('contact.infoBody'))}`;
  return (
    <ul className="grid grid-4 contact-cards">
      <li className="card contact-card">
        <Icon name="mail" className="icon" />
        <h3>{t('contact.email')}</h3>
        <a href={mailto}>{FACTS.email}</a>
      </li>
      <li className="card contact-card">
        <Icon name="phone" className="icon" />
        <h3>{t('contact.phone')}</h3>
        <a href={`tel:${FACTS.phone}`}>{factText(language, 'phone')}</a>
      </li>
      <li className="card contact-card">
        <Icon name="map-pin" className="icon" />
        <h3>{t('contact.area')}</h3>
        <p>{t('contact.areaValue')}</p>
      </li>
      <li className="card contact-card">
        <Icon name="clock" className="icon" />
        <h3>{t('contact.hours')}</h3>
        <p>{t('footer.hours')}</p>
      </li>
    </ul>
  );
}
