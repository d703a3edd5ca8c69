import { ArrowRight } from 'lucide-react';
import type { DictionaryKey } from '../i18n/dictionary';
import { useLanguage } from '../i18n/language-context';
import { pageLink, type RouteId } from '../routes';

/**
 * A link to the page that develops a home section: in the page language when
 * it exists, otherwise the French page (its `hreflang` says so).
 */
export function MoreLink({ page, label }: { page: RouteId; label: DictionaryKey }) {
  const { language, t } = useLanguage();
  const link = pageLink(page, language);
  if (!link) return null;
  return (
    <p className="more-link">
      <a className="button button-secondary" href={link.href} hrefLang={link.hrefLang}>
        {t(label)}
        <ArrowRight className="icon-inline" aria-hidden="true" focusable="false" />
      </a>
    </p>
  );
}
