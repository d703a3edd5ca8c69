import { useLanguage } from '../i18n/language-context';
import { linkTo } from '../routes';
import { Icon } from './Icon';

/**
 * The cookie consent banner. Rendered hidden: the client script shows it when
 * no recent choice is stored, so without JavaScript it never appears (and
 * nothing is stored). A labelled region, not a dialog: it traps no focus.
 */
export function CookieBanner() {
  const { language, t } = useLanguage();
  return (
    <section className="cookie-banner" aria-labelledby="cookie-banner-title" data-cookie-banner hidden>
      <div className="cookie-banner-inner">
        <h2 id="cookie-banner-title">{t('cookies.title')}</h2>
        <p>
          {t('cookies.text')} <a href={linkTo('privacy', language)}>{t('cookies.learnMore')}</a>
        </p>
        <p className="cookie-actions">
          <button type="button" className="button button-choice" data-cookie-accept>
            {t('cookies.accept')}
          </button>
          <button type="button" className="button button-choice" data-cookie-reject>
            {t('cookies.reject')}
          </button>
        </p>
        <button type="button" className="cookie-close" aria-label={t('cookies.close')} data-cookie-close>
          <Icon name="x" />
        </button>
      </div>
    </section>
  );
}
