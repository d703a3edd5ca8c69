import { pageKind } from './content/page-kinds';
import type { DictionaryKey } from './i18n/dictionary';
import type { Language } from './i18n/languages';
import { ROUTES } from './routes';

/** The header and footer navigation: the pages src/content/page-kinds.ts puts in the main menu, in its order. */
const MAIN_MENU = ROUTES.filter((route) => pageKind(route.kind).menu === 'main');

/** Each main-menu page's link in `language`, labelled `nav.<page>` in the dictionaries. */
export function navigationLinks(language: Language): { href: string; label: DictionaryKey }[] {
  return MAIN_MENU.map((route) => ({ href: route.paths[language], label: `nav.${route.id}` as DictionaryKey }));
}
