import { DEFAULT_LANGUAGE, LANGUAGE_SPECS, type Language } from '../languages/languages';

/** The collections whose files are pages of the site, each at a path made from its slug. */
export type RoutedCollection = 'pages' | 'services' | 'legal' | 'blog';

/**
 * Where a content file is served, from its collection, language and slug:
 * /a-propos, /en/legal-notice, /services/coaching-formation, /fr/blog/… (articles
 * are always language-prefixed, French included).
 */
export function contentPath(collection: RoutedCollection, language: Language, slug: string): string {
  const prefix = language === DEFAULT_LANGUAGE ? '' : `/${language}`;
  switch (collection) {
    case 'pages':
    case 'legal':
      return `${prefix}/${slug}`;
    case 'services':
      return `${prefix}/${LANGUAGE_SPECS[language].servicesSegment}/${slug}`;
    case 'blog':
      return `/${language}/blog/${slug}`;
  }
}
