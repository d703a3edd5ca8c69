import type { ReactElement, ReactNode } from 'react';
import { Document } from '../components/Document';
import { Layout } from '../components/Layout';
import { LanguageProvider } from '../i18n/language-context';
import type { Language, Localized } from '../languages/languages';
import { loadLanguageContent } from '../content/language-content';
import { equivalentPaths, type Route } from '../routes';
import type { PageHead } from '../seo/page-head';
import { headFirst } from './head-first';

/** What a document is made of: its language, its head, its body and, for a page of the route table, its path and route. */
export interface DocumentOptions {
  language: Language;
  head: PageHead;
  siteUrl: string;
  /** Absent on the 404 page. */
  path?: string;
  route?: Route;
  /** Where the language menu leads, when not to the same page in each language (the booking page keeps its week and zone). */
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
