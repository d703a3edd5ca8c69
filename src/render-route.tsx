import type { FormState } from './forms/form-state';
import { PAGES } from './pages';
import type { PageContext } from './pages/page-context';
import { renderPage } from './render';
import type { ServedPath } from './routes';

export interface RouteRenderOptions {
  status?: number;
  query?: URLSearchParams;
  /** The state of the page's form after a submission. */
  form?: FormState;
}

/**
 * Streams the page of the route table served at `served.path`. A page showing
 * a submitted form holds the visitor's input: no cache may keep it.
 */
export async function renderRoute(
  { path, language, route }: ServedPath,
  siteUrl: string,
  { status, query = new URLSearchParams(), form }: RouteRenderOptions = {},
): Promise<Response> {
  const page = PAGES[route.page];
  const context: PageContext = { route, language, siteUrl, query, form };
  const response = await renderPage({ ...context, path, status, head: page.head(context), body: <page.Body {...context} /> });
  if (form) response.headers.set('cache-control', 'no-store');
  return response;
}
