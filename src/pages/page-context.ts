import type { ReactElement } from 'react';
import type { PageHead } from '../components/Document';
import type { FormState } from '../forms/form-state';
import type { Language } from '../i18n/languages';
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

/** A page: its head (title, description, structured data) and its body. */
export interface Page {
  head(context: PageContext): PageHead;
  Body(props: PageContext): ReactElement;
}
