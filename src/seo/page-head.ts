import type { BlogPosting, Service } from 'schema-dts';
import type { Crumb } from '../breadcrumbs';
import { AGENCY } from '../content/agency';
import type { FaqItem } from '../content/faq';

/** What a page declares about itself; the document shell turns it into `<head>`. */
export interface PageHead {
  /** The page's own title, unique; `documentTitle` adds the agency's name (≤ 60 characters in all). */
  title: string;
  /** Where the agency's name goes: after the title (by default), its short form after it (articles, whose titles are longer), or first (the home). */
  brand?: 'short' | 'first';
  /** 70–160 characters, unique. */
  description: string;
  /** ISO date the page's content last changed: the sitemap's lastmod and the page's dateModified. */
  updated: string;

  // Structured data: the shell builds the page's JSON-LD graph from these (src/seo/page-graph.ts).
  /** From the home to this page, the page last; every page below the home has one. */
  breadcrumb?: readonly Crumb[];
  /** What the page is about (a service, an article), with an `@id`. */
  mainEntity?: Exclude<Service | BlogPosting, string>;
  /** The questions shown on the page, published as a FAQPage. */
  faq?: readonly FaqItem[];

  /** The image shown when the page is shared, when not its kind's (src/seo/share-images.ts): an article's own picture. */
  shareImage?: { path: string; width: number; height: number; alt: string; type: 'image/jpeg' };
  /** ISO date of publication: makes the page an Open Graph article. */
  published?: string;
  /** Path of the RSS feed of the articles this page lists. */
  feed?: string;
  /** Keeps the page out of search results (the newsletter's unsubscribe page). */
  noindex?: boolean;

  // Loading: what the browser should fetch with the HTML.
  /** The page's largest image in the first viewport (its LCP element): preloaded with high priority. */
  preloadImage?: string;
}

/** The `<title>` (and `og:title`, and the WebPage's name): the page's title with the agency's name, added here only. */
export function documentTitle({ title, brand }: Pick<PageHead, 'title' | 'brand'>): string {
  if (brand === 'first') return `${AGENCY.name} | ${title}`;
  return `${title} | ${brand === 'short' ? AGENCY.shortName : AGENCY.name}`;
}
