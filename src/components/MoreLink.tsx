import { ArrowRight } from 'lucide-react';
import type { DictionaryKey } from '../i18n/dictionary';
import { useLanguage } from '../i18n/language-context';
import { routeById } from '../routes';

/**
 * A link to the page that develops a home section: in the page language when
 * it exists there, otherwise the French page (its label says so). Renders
 * nothing while the page does not exist at all.
 */
export function MoreLink({ page, label }: { page: string; label: DictionaryKey }) {
  const { language, t } = useLanguage();
  const paths = routeById(page)?.paths;
  const href = paths?.[language] ?? paths?.fr;
  if (!href) return null;
  return (
    <p className="more-link">
      <a className="button button-secondary" href={href} hrefLang={paths?.[language] ? undefined : 'fr'}>
        {t(label)}
        <ArrowRight className="icon-inline" aria-hidden="true" focusable="false" />
      </a>
    </p>
  );
}
