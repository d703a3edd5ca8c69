import { useLanguage } from '../i18n/language-context';
import { navigationLinks } from '../navigation';

/** The main navigation's links in the page language, shared by the header and the footer. */
export function NavigationList({ className }: { className?: string }) {
  const { language, t } = useLanguage();
  return (
    <ul className={className}>
      {navigationLinks(language).map((link) => (
        <li key={link.href}>
          <a href={link.href}>{t(link.label)}</a>
        </li>
      ))}
    </ul>
  );
}
