import { useLanguage } from '../i18n/language-context';
import { LANGUAGE_SPECS, LANGUAGES, type Localized } from '../languages/languages';
import { Icon } from './Icon';

/**
 * The language dropdown: plain links in a `<details>`, so it works without
 * JavaScript. Each goes to `paths` in its language: the same page there (the
 * booking page with the same week and zone), or that language's home from the 404 page.
 */
export function LanguageMenu({ paths }: { paths: Localized }) {
  const { language, t } = useLanguage();
  return (
    <details className="language-menu" data-language-menu>
      <summary>
        <Icon name="languages" />
        <span className="visually-hidden">{t('language.label')} </span>
        {language.toUpperCase()}
      </summary>
      <ul className="language-list">
        {LANGUAGES.map((option) => (
          <li key={option}>
            <a
              href={paths[option]}
              lang={option}
              hrefLang={option}
              aria-current={option === language ? 'true' : undefined}
            >
              <span className="flag" aria-hidden="true">
                {LANGUAGE_SPECS[option].flag}
              </span>
              {LANGUAGE_SPECS[option].name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
