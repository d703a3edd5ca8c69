import { isInMainMenu, type MainMenuKind } from './content/page-kinds';
import type { DictionaryKey } from './i18n/dictionary';
import type { Language } from './languages/languages';
import { ROUTES, type Route } from './routes';

/** The header and footer navigation: the pages src/content/page-kinds.ts puts in the main menu, in its order. */
const MAIN_MENU = ROUTES.filter((route): route is Route & { kind: MainMenuKind } => isInMainMenu(route.kind));

/** A menu page's label: a kind put in the menu without its `nav.<kind>` in the dictionaries fails `tsc` here. */
export const menuLabel = (kind: MainMenuKind): DictionaryKey => `nav.${kind}`;

/** Each main-menu page's link in `language`, labelled `nav.<page>` in the dictionaries. */
export function navigationLinks(language: Language): { href: string; label: DictionaryKey }[] {
  return MAIN_MENU.map((route) => ({ href: route.paths[language], label: menuLabel(route.kind) }));
}
