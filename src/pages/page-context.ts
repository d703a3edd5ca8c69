import type { ReactElement } from 'react';
import type { PageHead } from '../seo/page-head';
import type { FormState } from '../forms/form-state';
import type { Language, Localized } from '../i18n/languages';
import type { Route } from '../routes';

/** What every page is given to render itself. */
export interface PageContext {
  route: Route;
  language: Language;
  siteUrl: string;
  /** The request's query string; only the blog filter reads it. */
  query: URLSearchParams;
  /** The state of the page's form, when it was just submitted. */
  form?: FormState;
}

/** The page's absolute URL, which its structured-data ids start with. */
export function pageUrl({ siteUrl, route, language }: PageContext): string {
  return siteUrl + route.paths[language];
}

/** A page: its head (title, description, structured data) and its body. */
export interface Page {
  head(context: PageContext): PageHead;
  Body(props: PageContext): ReactElement;
  /**
   * What, besides its path, changes the page's HTML (the blog's category
   * filter). Rendered pages are cached per path and variant; without this, a
   * page has one variant whatever the query string. Null: the page depends on
   * its request (the unsubscribe link's token) and is rendered every time.
   */
  variant?(context: PageContext): string | null;
  /**
   * Where the language menu leads in each language, when not simply to this
   * page there: the blog leads to the same category filter in each language.
   */
  languagePaths?(context: PageContext): Localized;
}
