import type { ReactNode } from 'react';
import { CLIENT_ASSETS } from '../generated/client-assets';
import { LANGUAGES, type Language } from '../i18n/languages';
import type { Route } from '../routes';
import { JsonLd } from './JsonLd';

/** What a page declares about itself; the document shell turns it into `<head>`. */
export interface PageHead {
  title: string;
  description: string;
  /** Structured data for the page, serialised as one JSON-LD script. */
  jsonLd?: object;
  /** Keeps the page out of search results (the newsletter's unsubscribe page). */
  noindex?: boolean;
}

interface DocumentProps {
  language: Language;
  head: PageHead;
  /** Absolute origin of the site, without a trailing slash. */
  siteUrl: string;
  /** Path of this page, for the canonical link. Absent on the 404 page. */
  path?: string;
  /** The route, for alternate-language links. Absent on the 404 page. */
  route?: Route;
  children: ReactNode;
}

/** The one HTML shell: owns `<html lang>`, the whole `<head>` and the client assets. */
export function Document({ language, head, siteUrl, path, route, children }: DocumentProps) {
  const alternates = route ? LANGUAGES.filter((lang) => route.paths[lang]) : [];
  const xDefault = route ? (route.paths.fr ?? route.paths[alternates[0]!]) : undefined;
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        {head.noindex && <meta name="robots" content="noindex" />}
        {path !== undefined && <link rel="canonical" href={siteUrl + path} />}
        {alternates.map((lang) => (
          <link key={lang} rel="alternate" hrefLang={lang} href={siteUrl + route!.paths[lang]} />
        ))}
        {xDefault && <link rel="alternate" hrefLang="x-default" href={siteUrl + xDefault} />}
        <link rel="icon" href="/images/logo-mark.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={CLIENT_ASSETS.style.src} integrity={CLIENT_ASSETS.style.integrity} />
        <script type="module" src={CLIENT_ASSETS.script.src} integrity={CLIENT_ASSETS.script.integrity} />
        {head.jsonLd && <JsonLd data={head.jsonLd} />}
      </head>
      <body>{children}</body>
    </html>
  );
}
