import { useLanguage } from '../i18n/language-context';
import type { Localized } from '../languages/languages';
import { homePath } from '../routes';
import { Icon } from './Icon';
import { LanguageMenu } from './LanguageMenu';
import { Logo } from './Logo';
import { NavigationList } from './NavigationList';

/** Logo, main navigation (a menu button on small screens) and language menu. */
export function SiteHeader({ languagePaths }: { languagePaths: Localized }) {
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
            <Icon name="menu" />
            <span>{t('nav.label')}</span>
          </summary>
          <nav aria-label={t('nav.label')}>
            <NavigationList className="nav-list" />
          </nav>
        </details>
        <LanguageMenu paths={languagePaths} />
      </div>
    </header>
  );
}
