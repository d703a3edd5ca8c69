import type { Language } from '../languages/languages';
import { routeEntry } from './language-content';
import { routeById } from '../routes';
import type { EntryOf, SinglePageKind } from './page-kinds';

/** The content of another single page in `language` (pages/<kind>/<language>.md), for a page that shows some of it. */
export function pageContent<Kind extends SinglePageKind>(kind: Kind, language: Language): EntryOf<Kind> {
  return routeEntry(routeById(kind) as ReturnType<typeof routeById> & { kind: Kind }, language);
}

/** A content file's head texts, as a page's `head()` returns them. */
export function headTexts(content: { metaTitle: string; metaDescription: string }): { title: string; description: string } {
  return { title: content.metaTitle, description: content.metaDescription };
}
