import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../languages/languages';
import type { Route } from '../routes';

/** One `hreflang` alternate of a page: a language code or `x-default`. */
export interface Alternate {
  hreflang: Language | 'x-default';
  path: string;
}

/**
 * The versions of a page in each language, plus `x-default`: the French one.
 * The page's `<head>` and the sitemap both list exactly these, so the
 * alternates are reciprocal.
 */
export function alternatesOf(route: Route): Alternate[] {
  const alternates: Alternate[] = LANGUAGES.map((language) => ({ hreflang: language, path: route.paths[language] }));
  return [...alternates, { hreflang: 'x-default', path: route.paths[DEFAULT_LANGUAGE] }];
}
