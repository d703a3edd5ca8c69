import type { DictionaryKey } from '../i18n/dictionary';
import { useLanguage } from '../i18n/language-context';
import { linkTo, type RouteId } from '../routes';
import { Icon } from './Icon';

/** A link to the page that develops a home section, in the page's language. */
export function MoreLink({ page, label }: { page: RouteId; label: DictionaryKey }) {
  const { language, t } = useLanguage();
  return (
    <p className="more-link">
      <a className="button button-secondary" href={linkTo(page, language)}>
        {t(label)}
        <Icon name="arrow-right" className="icon-inline" />
      </a>
    </p>
  );
}
