import type { DictionaryKey } from './i18n/dictionary';
import type { Language } from './i18n/languages';
import { linkTo, type RouteId } from './routes';

/** The header and footer navigation: pages of the route table, in the reader's language. */
const NAV_ITEMS: readonly { page: RouteId; label: DictionaryKey }[] = [
  { page: 'about', label: 'nav.about' },
  { page: 'services', label: 'nav.services' },
  { page: 'work', label: 'nav.work' },
  { page: 'testimonials', label: 'nav.testimonials' },
  { page: 'blog', label: 'nav.blog' },
  { page: 'contact', label: 'nav.contact' },
];

export function navigationLinks(language: Language): { href: string; label: DictionaryKey }[] {
  return NAV_ITEMS.map((item) => ({ href: linkTo(item.page, language), label: item.label }));
}

export const LEGAL_PAGES = ['legal-notice', 'privacy', 'terms'] as const;
