import { createElement } from 'react';
import type { FormState } from './forms/form-state';
import { PAGES } from './pages';
import type { PageContext } from './pages/page-context';
import { renderPage, type RenderOptions } from './render';
import type { ServedPath } from './routes';

export interface RouteRenderOptions {
  status?: number;
  query?: URLSearchParams;
  /** The state of the page's form after a submission. */
  form?: FormState;
}

/**
 * The page of the route table at `served.path` with its context. Its head and
 * body are built only by `renderOptions()`, so a page served from the cache
 * does not build them for nothing.
 */
export function routePage({ path, language, route }: ServedPath, siteUrl: string, { query = new URLSearchParams(), form }: RouteRenderOptions = {}) {
  const page = PAGES[route.page];
  const context: PageContext = { route, language, siteUrl, query, form };
  const renderOptions = (): RenderOptions => ({ ...context, path, head: page.head(context), body: createElement(page.Body, context) });
  return { page, context, renderOptions };
}

/**
 * Streams a page showing a submitted form. It holds the visitor's input: it is
 * never cached, by the worker or anyone else.
 */
export async function renderRoute(served: ServedPath, siteUrl: string, options: RouteRenderOptions = {}): Promise<Response> {
  const stream = await renderPage(routePage(served, siteUrl, options).renderOptions());
  return new Response(stream, {
    status: options.status ?? 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
