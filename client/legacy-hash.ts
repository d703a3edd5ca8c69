/** Old one-page addresses (`/#services`…) and the pages that replaced them. */
const LEGACY_TARGETS: Record<string, string> = {
  '#about': '/a-propos',
  '#services': '/services',
  '#work': '/realisations',
  '#testimonials': '/temoignages',
  '#blog': '/blog',
  '#faq': '/faq',
  '#contact': '/contact',
};

/**
 * On the French home only, a hash from the old one-page site sends the visitor
 * to the page that replaced it; any other hash goes to `/` without it. The
 * history entry is replaced, so Back does not return to the old address.
 */
export function redirectLegacyHash(): void {
  if (location.pathname !== '/' || !location.hash) return;
  location.replace(LEGACY_TARGETS[location.hash] ?? '/');
}
