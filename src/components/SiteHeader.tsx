import { Menu } from 'lucide-react';
import { useLanguage } from '../i18n/language-context';
import { navigationLinks } from '../navigation';
import { homePath, type Route } from '../routes';
import { LanguageMenu } from './LanguageMenu';
import { Logo } from './Logo';

/** Logo, main navigation (a menu button on small screens) and language menu. */
export function SiteHeader({ route }: { route?: Route }) {
  const { language, t } = useLanguage();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('site.skipToContent')}
      </a>
      <div className="container header-bar">
        <a className="logo" href={homePath(language)} aria-label={t('nav.logoLabel')}>
          <Logo />
        </a>
        <details className="nav-menu" data-nav-menu>
          <summary className="nav-toggle">
            <Menu aria-hidden="true" focusable="false" />
            <span>{t('nav.label')}</span>
          </summary>
          <nav aria-label={t('nav.label')}>
            <ul className="nav-list">
              {navigationLinks(language).map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{t(link.label)}</a>
                </li>
              ))}
            </ul>
          </nav>
        </details>
        <LanguageMenu route={route} />
      </div>
    </header>
  );
}
