import type { Crumb } from '../breadcrumbs';
import { useLanguage } from '../i18n/language-context';

/** Where the page sits in the site, as an ordered list in a labelled navigation landmark. */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useLanguage();
  return (
    <nav className="breadcrumb" aria-label={t('breadcrumb.label')}>
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.label}>
            {crumb.href ? <a href={crumb.href}>{crumb.label}</a> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
