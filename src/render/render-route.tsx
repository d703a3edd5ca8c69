import { createElement } from 'react';
import type { BuildFileReader } from '../content/page-texts';
import { loadRouteTexts, routeEntry } from '../content/language-content';
import { hasFailed, type FormState } from '../forms/form-state';
import { translate } from '../i18n/dictionary';
import { pageOf } from '../pages';
import type { PageContext } from '../pages/page-context';
import type { ServedPath } from '../routes';
import { renderDocument, type DocumentOptions } from './render-document';

export interface RouteRenderOptions {
  status?: number;
  query?: URLSearchParams;
  /** The state of the page's form after a submission. */
  form?: FormState;
  /** Reads the build's files: what only an article's or a legal document's page shows, and the articles' cards. */
  files: BuildFileReader;
}

/**
 * The page of the route table at `served.path`, resolved once: its cache
 * variant, and its document, built only when it is rendered (a page served
 * from the cache does not build its head and body for nothing).
 */
export function routePage({ path, language, route }: ServedPath, siteUrl: string, { query = new URLSearchParams(), form, files }: RouteRenderOptions) {
  const page = pageOf(route.kind);
  const documentOptions = (): DocumentOptions => {
    const context: PageContext = { route, language, entry: routeEntry(route, language), siteUrl, query, form };
    const head = page.head(context);
    return {
      language,
      siteUrl,
      route,
      path,
      // A failed submission says so from the tab's title, the first thing a screen reader announces.
      head: form && hasFailed(form) ? { ...head, title: `${translate(language, 'form.errorPrefix')} ${head.title}` } : head,
      languagePaths: page.languagePaths?.(context),
      body: createElement(page.Body, context),
    };
  };
  const stream = async () => {
    // The head and body read the texts of the page's language synchronously.
    await loadRouteTexts(route, language, files);
    return renderDocument(documentOptions());
  };
  return {
    /**
     * What, besides its path and a form's outcome, changes the page's HTML.
     * Null when it must not be cached: it depends on its request.
     */
    variant: page.variant ? page.variant({ route, language, query }) : '',
    documentOptions,
    stream,
    /** The page rendered for this request only: never cached, by the worker or anyone else. */
    async uncached(status = 200): Promise<Response> {
      return new Response(await stream(), {
        status,
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
      });
    },
  };
}

/** Streams a page showing a submitted form: it holds the visitor's input, so it is never cached. */
export function renderRoute(served: ServedPath, siteUrl: string, options: RouteRenderOptions): Promise<Response> {
  return routePage(served, siteUrl, options).uncached(options.status);
}
