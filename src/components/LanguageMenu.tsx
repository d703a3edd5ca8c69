import { useLanguage } from '../i18n/language-context';
import { LANGUAGE_OPTIONS, LANGUAGES } from '../i18n/languages';
import { equivalentPath, type Route } from '../routes';
import { Icon } from './Icon';

/**
 * The language dropdown: plain links in a `<details>`, so it works without
 * JavaScript. Each goes to the same page in that language; from the 404
 * page, which has no route, to that language's home.
 */
export function LanguageMenu({ route }: { route?: Route }) {
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
              href={equivalentPath(route, option)}
              lang={option}
              hrefLang={option}
              aria-current={option === language ? 'true' : undefined}
            >
              <span className="flag" aria-hidden="true">
                {LANGUAGE_OPTIONS[option].flag}
              </span>
              {LANGUAGE_OPTIONS[option].name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
