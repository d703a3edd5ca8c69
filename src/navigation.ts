import type { DictionaryKey } from './i18n/dictionary';
import type { Language } from './i18n/languages';
import { linkTo, type RouteId } from './routes';

/**
 * The header and footer navigation. Each item names a page of the route table
 * and the home section that stands in for it where the page does not exist
 * in the current language.
 */
const NAV_ITEMS: readonly { page: RouteId; section: string; label: DictionaryKey }[] = [
  { page: 'about', section: 'about', label: 'nav.about' },
  { page: 'services', section: 'services', label: 'nav.services' },
  { page: 'work', section: 'work', label: 'nav.work' },
  { page: 'testimonials', section: 'testimonials', label: 'nav.testimonials' },
  { page: 'blog', section: 'blog', label: 'nav.blog' },
  { page: 'contact', section: 'contact', label: 'nav.contact' },
];

export function navigationLinks(language: Language): { href: string; label: DictionaryKey }[] {
  return NAV_ITEMS.map((item) => ({ href: linkTo(item.page, language, item.section), label: item.label }));
}

export const LEGAL_PAGES = ['legal-notice', 'privacy', 'terms'] as const;
