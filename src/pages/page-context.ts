import type { ReactElement } from 'react';
import type { EntryOf, PageKind } from '../content/page-kinds';
import type { FormState } from '../forms/form-state';
import type { Language, Localized } from '../languages/languages';
import type { Route } from '../routes';
import type { PageHead } from '../seo/page-head';

/** What a page of kind `Kind` is given to render itself. */
export interface PageContext<Kind extends PageKind = PageKind> {
  route: Route & { kind: Kind };
  language: Language;
  /** What its content file says in `language` (src/content/…): the route's entry. */
  entry: EntryOf<Kind>;
  siteUrl: string;
  /** The request's query string; only the pages that read a link's token do. */
  query: URLSearchParams;
  /** The state of the page's form, when it was just submitted. */
  form?: FormState;
}

/** The page's absolute URL, which its structured-data ids start with. */
export function pageUrl({ siteUrl, route, language }: Pick<PageContext, 'siteUrl' | 'route' | 'language'>): string {
  return siteUrl + route.paths[language];
}

/** A page of kind `Kind`: its head (title, description, structured data) and its body. */
export interface Page<Kind extends PageKind = PageKind> {
  head(context: PageContext<Kind>): PageHead;
  Body(props: PageContext<Kind>): ReactElement;
  /**
   * What, besides its path, changes the page's HTML. Rendered pages are
   * cached per path and variant; without this, a page has one variant
   * whatever the query string (a page whose content depends on something
   * else has an address of its own, as each blog category has). Null: the
   * page depends on its request (the unsubscribe link's token) and is
   * rendered every time.
   */
  variant?(context: Pick<PageContext<Kind>, 'route' | 'language' | 'query'>): string | null;
  /** Where the language menu leads in each language, when not simply to this page there. */
  languagePaths?(context: PageContext<Kind>): Localized;
}
