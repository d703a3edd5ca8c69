import { factText } from '../facts/fact-text';
import { FACTS } from '../facts/facts';
import { useLanguage } from '../i18n/language-context';
import { LEGAL_ROUTES, legalTitle } from '../content/legal';
import { linkTo } from '../routes';
import { Logo } from './Logo';
import { NavigationList } from './NavigationList';

/** Tagline, location, navigation, contact lines, legal links and copyright. */
export function SiteFooter() {
  const { language, t } = useLanguage();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <p className="logo">
            <Logo />
          </p>
          <p>{t('site.tagline')}</p>
          <p className="footer-location">{t('site.location')}</p>
        </div>
        <nav aria-label={t('footer.navigation')}>
          <h2 className="footer-title">{t('footer.navigation')}</h2>
          <NavigationList />
        </nav>
        <div>
          <h2 className="footer-title">{t('footer.contact')}</h2>
          <ul>
            <li>
              <a href={`mailto:${FACTS.email}`}>{FACTS.email}</a>
            </li>
            <li>
              <a href={`tel:${FACTS.phone}`}>{factText(language, 'phone')}</a>
            </li>
            <li>{t('footer.hours')}</li>
          </ul>
        </div>
        <nav aria-label={t('footer.legal')}>
          <h2 className="footer-title">{t('footer.legal')}</h2>
          <ul>
            {LEGAL_ROUTES.map((route) => (
              <li key={route.id}>
                <a href={route.paths[language]}>{legalTitle(route, language)}</a>
              </li>
            ))}
            <li>
              {/* Without JavaScript the privacy policy explains cookies; with it, this reopens the banner. */}
              <a href={linkTo('privacy', language)} data-cookie-settings>
                {t('cookies.settings')}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <p className="container copyright">{t('footer.copyright')}</p>
    </footer>
  );
}
