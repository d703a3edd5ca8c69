import type { ReactNode } from 'react';
import { CLIENT_ASSETS } from '../generated/build';
import { translate } from '../i18n/dictionary';
import type { Language } from '../languages/languages';
import type { Route } from '../routes';
import { alternatesOf } from '../seo/alternates';
import { pageGraph } from '../seo/page-graph';
import { documentTitle, type PageHead } from '../seo/page-head';
import { JsonLd } from './JsonLd';
import { ShareMeta } from './ShareMeta';
import { SiteIcons } from './SiteIcons';

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
  const alternates = route ? alternatesOf(route) : [];
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{documentTitle(head)}</title>
        <meta name="description" content={head.description} />
        {head.noindex && <meta name="robots" content="noindex" />}
        {path !== undefined && <link rel="canonical" href={siteUrl + path} />}
        {alternates.map((alternate) => (
          <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={siteUrl + alternate.path} />
        ))}
        <SiteIcons />
        {/* The font file and the largest image of the first viewport load with the stylesheet, not after it. */}
        <link rel="preload" href={CLIENT_ASSETS.font.src} as="font" type="font/woff2" crossOrigin="" />
        {head.preloadImage && <link rel="preload" href={head.preloadImage} as="image" fetchPriority="high" />}
        <link rel="stylesheet" href={CLIENT_ASSETS.style.src} integrity={CLIENT_ASSETS.style.integrity} />
        {/* Behaviour only (every page works without it): fetched after the stylesheet, the font and the hero, which the first paint needs. */}
        <script type="module" src={CLIENT_ASSETS.script.src} integrity={CLIENT_ASSETS.script.integrity} fetchPriority="low" />
        {/* Sharing, feed and structured data: only real pages (the 404 page has no path). */}
        {route && path !== undefined && (
          <>
            <ShareMeta head={head} language={language} route={route} siteUrl={siteUrl} url={siteUrl + path} />
            {head.feed && (
              <link rel="alternate" type="application/rss+xml" title={translate(language, 'feed.title')} href={head.feed} />
            )}
            <JsonLd data={pageGraph(siteUrl, path, language, head)} />
          </>
        )}
      </head>
      {/* The route id tells the audience beacon which page this is: the same for every visitor, so cached pages share it. */}
      <body data-route={route?.id}>{children}</body>
    </html>
  );
}
