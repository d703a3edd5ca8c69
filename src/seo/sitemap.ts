import { pageKind } from '../content/page-kinds';
import { ROUTES, servedPaths, type Route } from '../routes';
import { alternatesOf } from './alternates';
import { escapeXml } from './xml';

export const SITEMAP_PATH = '/sitemap.xml';

/**
 * The sitemap: every page of the route table in every language it exists in
 * (except those kept out of search results), with the date its content last
 * changed and its language alternates. `routes` is the site's; another table
 * built from other texts, for the editor's test of what publishing adds.
 */
export function sitemapXml(siteUrl: string, routes: readonly Route[] = ROUTES): string {
  const urls = servedPaths(routes).flatMap(({ path, language, route }) => {
    if (pageKind(route.kind).noindex) return [];
    const alternates = alternatesOf(route).map(
      (alternate) =>
        `<xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeXml(siteUrl + alternate.path)}"/>`,
    );
    return [
      `<url>
<loc>${escapeXml(siteUrl + path)}</loc>
<lastmod>${route.updated[language]}</lastmod>
${alternates.join('\n')}
</url>`,
    ];
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}
