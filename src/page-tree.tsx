import type { ReactElement, ReactNode } from 'react';
import { Document, type PageHead } from './components/Document';
import { Layout } from './components/Layout';
import { LanguageProvider } from './i18n/language-context';
import type { Language } from './i18n/languages';
import type { Route } from './routes';

export interface PageTreeOptions {
  language: Language;
  head: PageHead;
  siteUrl: string;
  path?: string;
  route?: Route;
  body: ReactNode;
}

/** The whole document of a page: its language, the shell that owns `<head>`, the frame and the body. */
export function pageTree({ body, ...shell }: PageTreeOptions): ReactElement {
  return (
    <LanguageProvider language={shell.language}>
      <Document {...shell}>
        <Layout route={shell.route}>{body}</Layout>
      </Document>
    </LanguageProvider>
  );
}
