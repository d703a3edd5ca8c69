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

/** What the page of the route table at `served.path` renders, with its context. */
export function routePage({ path, language, route }: ServedPath, siteUrl: string, { query = new URLSearchParams(), form }: RouteRenderOptions = {}) {
  const page = PAGES[route.page];
  const context: PageContext = { route, language, siteUrl, query, form };
  const options: RenderOptions = { ...context, path, head: page.head(context), body: createElement(page.Body, context) };
  return { page, context, options };
}

/**
 * Streams a page showing a submitted form. It holds the visitor's input: it is
 * never cached, by the worker or anyone else.
 */
export async function renderRoute(served: ServedPath, siteUrl: string, options: RouteRenderOptions = {}): Promise<Response> {
  const stream = await renderPage(routePage(served, siteUrl, options).options);
  return new Response(stream, {
    status: options.status ?? 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
