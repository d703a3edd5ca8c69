import { createElement, type ReactElement, type ReactNode } from 'react';
import { Document } from './components/Document';
import { Layout } from './components/Layout';
import type { FormState } from './forms/form-state';
import { headFirst } from './http/head-first';
import { LanguageProvider } from './i18n/language-context';
import type { Language, Localized } from './i18n/languages';
import { loadLanguageContent, routeEntry } from './content/language-content';
import { pageOf } from './pages';
import type { PageContext } from './pages/page-context';
import { equivalentPaths, type Route, type ServedPath } from './routes';
import type { PageHead } from './seo/page-head';

/** What a document is made of: its language, its head, its body and, for a page of the route table, its path and route. */
export interface DocumentOptions {
  language: Language;
  head: PageHead;
  siteUrl: string;
  /** Absent on the 404 page. */
  path?: string;
  route?: Route;
  /** Where the language menu leads, when not to the same page in each language (the blog keeps its filter). */
  languagePaths?: Localized;
  body: ReactNode;
}

/** The whole document of a page: its language, the shell that owns `<head>`, the frame and the body. */
export function documentTree({ body, languagePaths, ...shell }: DocumentOptions): ReactElement {
  return (
    <LanguageProvider language={shell.language}>
      <Document {...shell}>
        <Layout languagePaths={languagePaths ?? equivalentPaths(shell.route)}>{body}</Layout>
      </Document>
    </LanguageProvider>
  );
}

/**
 * Renders a document as a stream: the whole shell (with its complete
 * `<head>`) is sent first, the rest follows as React renders it.
 */
export async function renderDocument(options: DocumentOptions): Promise<ReadableStream<Uint8Array>> {
  // Evaluated on the first render only: a new isolate that answers a page the
  // build rendered never runs React's renderer (the bundle keeps the import
  // as a call made when first needed).
  const [{ renderToReadableStream }] = await Promise.all([import('react-dom/server'), loadLanguageContent(options.language)]);
  const stream = await renderToReadableStream(documentTree(options), {
    onError(error) {
      console.error('Render error', error);
    },
  });
  return headFirst(stream);
}

export interface RouteRenderOptions {
  status?: number;
  query?: URLSearchParams;
  /** The state of the page's form after a submission. */
  form?: FormState;
}

/**
 * The page of the route table at `served.path`, resolved once: its cache
 * variant, and its document, built only when it is rendered (a page served
 * from the cache does not build its head and body for nothing).
 */
export function routePage({ path, language, route }: ServedPath, siteUrl: string, { query = new URLSearchParams(), form }: RouteRenderOptions = {}) {
  const page = pageOf(route.kind);
  const documentOptions = (): DocumentOptions => {
    const context: PageContext = { route, language, entry: routeEntry(route, language), siteUrl, query, form };
    return {
      language,
      siteUrl,
      route,
      path,
      head: page.head(context),
      languagePaths: page.languagePaths?.(context),
      body: createElement(page.Body, context),
    };
  };
  const stream = async () => {
    // The head and body read the texts of the page's language synchronously.
    await loadLanguageContent(language);
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
export function renderRoute(served: ServedPath, siteUrl: string, options: RouteRenderOptions = {}): Promise<Response> {
  return routePage(served, siteUrl, options).uncached(options.status);
}
