import { LANGUAGES } from '../languages/languages';
import { ROBOTS_PATH, robotsTxt } from './robots';
import { feedPath, rssFeed } from './rss';
import { SITEMAP_PATH, sitemapXml } from './sitemap';
import { WEB_MANIFEST_PATH, webManifest } from './web-manifest';

/**
 * A file the worker writes from the route table and the content. Files are
 * not pages: they have no HTML, no language menu, and are not in the route
 * table or the sitemap.
 */
export interface SiteFile {
  path: string;
  contentType: string;
  render(siteUrl: string): string;
}

export const SITE_FILES: readonly SiteFile[] = [
  { path: SITEMAP_PATH, contentType: 'application/xml; charset=utf-8', render: sitemapXml },
  { path: ROBOTS_PATH, contentType: 'text/plain; charset=utf-8', render: robotsTxt },
  { path: WEB_MANIFEST_PATH, contentType: 'application/manifest+json; charset=utf-8', render: webManifest },
  ...LANGUAGES.map(
    (language): SiteFile => ({
      path: feedPath(language),
      contentType: 'application/rss+xml; charset=utf-8',
      render: (siteUrl) => rssFeed(siteUrl, language),
    }),
  ),
];
