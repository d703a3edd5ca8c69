import { LANGUAGES, type Language } from '../i18n/languages';
import type { Route } from '../routes';

/** One `hreflang` alternate of a page: a language code or `x-default`. */
export interface Alternate {
  hreflang: Language | 'x-default';
  path: string;
}

/**
 * The versions of a page in each language it exists in, plus `x-default`:
 * the first of them in LANGUAGES order, so the French one when there is one.
 * The page's `<head>` and the sitemap both list exactly these, so the
 * alternates are reciprocal.
 */
export function alternatesOf(route: Route): Alternate[] {
  const alternates: Alternate[] = LANGUAGES.flatMap((language) => {
    const path = route.paths[language];
    return path ? [{ hreflang: language, path }] : [];
  });
  const first = alternates[0];
  return first ? [...alternates, { hreflang: 'x-default', path: first.path }] : [];
}
