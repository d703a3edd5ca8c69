import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { Document, type PageHead } from './components/Document';
import { Layout } from './components/Layout';
import { headFirst } from './http/head-first';
import { LanguageProvider } from './i18n/language-context';
import type { Language } from './i18n/languages';
import type { Route } from './routes';

export interface RenderOptions {
  language: Language;
  head: PageHead;
  siteUrl: string;
  path?: string;
  route?: Route;
  body: ReactNode;
}

/**
 * Renders a page in the site's frame as a stream: the whole document shell
 * (with its complete `<head>`) is flushed first, the rest follows as React
 * renders it.
 */
export async function renderPage({ body, ...shell }: RenderOptions): Promise<ReadableStream<Uint8Array>> {
  const stream = await renderToReadableStream(
    <LanguageProvider language={shell.language}>
      <Document {...shell}>
        <Layout route={shell.route}>{body}</Layout>
      </Document>
    </LanguageProvider>,
    {
      onError(error) {
        console.error('Render error', error);
      },
    },
  );
  return headFirst(stream);
}
