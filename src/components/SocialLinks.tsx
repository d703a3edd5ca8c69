import { AGENCY } from '../content/agency';
import { useLanguage } from '../i18n/language-context';

/** The agency's LinkedIn, Facebook and Instagram pages, each opening in a new tab. */
export function SocialLinks() {
  const { t } = useLanguage();
  return (
    <ul className="social-links">
      {AGENCY.social.map((profile) => (
        <li key={profile.name}>
          <a className="button button-secondary" href={profile.url} target="_blank" rel="noopener noreferrer">
            {profile.name}
            <span className="visually-hidden"> ({t('common.newTab')})</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
