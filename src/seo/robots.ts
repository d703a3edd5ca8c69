import { SITEMAP_PATH } from './sitemap';

export const ROBOTS_PATH = '/robots.txt';

/** Every crawler may read everything; the sitemap is named by its absolute URL. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}${SITEMAP_PATH}\n`;
}
