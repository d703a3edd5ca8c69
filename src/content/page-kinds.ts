import type * as v from 'valibot';
import type { TextSection } from './rich-text';
import { articleSchema, type Article } from './schemas/article';
import { homeSchema } from './schemas/home';
import { legalDocumentSchema } from './schemas/legal-document';
import { PAGE_SCHEMAS, textPageSchema } from './schemas/pages';
import { servicePageSchema, type ServicePageContent } from './schemas/service-page';

/** Groups of pages that share one Open Graph image (assets/images/share/<family>-<language>.png). */
export type ShareImageFamily = 'home' | 'services' | 'work' | 'blog' | 'agency' | 'legal';

/** Where the files of a kind of page are, below src/content/. */
export type ContentSource =
  /** pages/<kind>/<language>.md: one page, whose route id is the kind's name. */
  | 'page'
  /** services/<service>/<language>.md, legal/<document>/<language>.md: one page per folder. */
  | 'services'
  | 'legal'
  /** blog/<language>/<slug>.md: one page per translationKey. */
  | 'blog'
  /** home/<language>.md, at the fixed paths of src/fixed-routes.ts. */
  | 'home'
  /** No content file: a page of src/fixed-routes.ts, whose texts are interface strings. */
  | 'none'
  /**
   * No content file: one page per article category (src/languages/address-words.ts),
   * below the blog's address in each language's words (src/content/blog-categories.ts),
   * showing the blog's texts and that category's articles.
   */
  | 'categories';

export interface PageKindSpec {
  source: ContentSource;
  /** What the frontmatter must hold. */
  schema?: v.GenericSchema;
  /** What the body below the frontmatter holds: nothing, `##` sections, or an article's blocks. */
  body?: 'none' | 'sections' | 'blocks';
  share: ShareImageFamily;
  /** The page a page of this kind sits under in the breadcrumb: a page of source `page`, named by its kind. */
  parent?: string;
  /** Where the header and footer link to it: the main menu (labelled `nav.<kind>`) or the legal links (labelled by its title). */
  menu?: 'main' | 'legal';
  /** Kept out of search results and the sitemap. */
  noindex?: true;
  /** Lists the latest articles, so its text changes when one is published. */
  listsArticles?: true;
}

/**
 * Every kind of page the site has, in the order of the route table (and so of
 * the sitemap and the menus). A kind's component is `PAGES[kind]`
 * (src/pages/index.ts), which `tsc` requires unless its schema is
 * textPageSchema; the content build reads the rest. A new single page is its
 * three files in pages/<name>/, one line here and, unless it is a page of
 * text, its component.
 */
export const PAGE_KINDS = {
  home: { source: 'home', schema: homeSchema, body: 'none', share: 'home', listsArticles: true },
  about: { source: 'page', schema: PAGE_SCHEMAS.about, body: 'sections', share: 'agency', menu: 'main' },
  services: { source: 'page', schema: textPageSchema, body: 'sections', share: 'services', menu: 'main' },
  service: { source: 'services', schema: servicePageSchema, body: 'sections', share: 'services', parent: 'services' },
  work: { source: 'page', schema: PAGE_SCHEMAS.work, body: 'none', share: 'work', menu: 'main' },
  testimonials: { source: 'page', schema: PAGE_SCHEMAS.testimonials, body: 'none', share: 'work', menu: 'main' },
  blog: { source: 'page', schema: PAGE_SCHEMAS.blog, body: 'none', share: 'blog', menu: 'main', listsArticles: true },
  blogCategory: { source: 'categories', share: 'blog', parent: 'blog', listsArticles: true },
  faq: { source: 'page', schema: PAGE_SCHEMAS.faq, body: 'none', share: 'agency' },
  contact: { source: 'page', schema: PAGE_SCHEMAS.contact, body: 'none', share: 'agency', menu: 'main' },
  booking: { source: 'page', schema: PAGE_SCHEMAS.booking, body: 'none', share: 'agency' },
  legal: { source: 'legal', schema: legalDocumentSchema, body: 'sections', share: 'legal', menu: 'legal' },
  unsubscribe: { source: 'none', share: 'home', noindex: true },
  confirmation: { source: 'none', share: 'home', noindex: true },
  bookingConfirmation: { source: 'none', share: 'agency', noindex: true },
  bookingManagement: { source: 'none', share: 'agency', noindex: true },
  article: { source: 'blog', schema: articleSchema, body: 'blocks', share: 'blog', parent: 'blog' },
} as const satisfies Record<string, PageKindSpec>;

export type PageKind = keyof typeof PAGE_KINDS;
export const PAGE_KIND_NAMES = Object.keys(PAGE_KINDS) as PageKind[];

/** The kinds of the single pages, pages/<kind>/: each is one route, called by the kind's name. */
export type SinglePageKind = { [Kind in PageKind]: (typeof PAGE_KINDS)[Kind]['source'] extends 'page' ? Kind : never }[PageKind];

/** The kinds whose files are pages of text (textPageSchema), which src/pages/TextPage.tsx renders unless src/pages/index.ts names another component. */
export type TextPageKind = { [Kind in PageKind]: (typeof PAGE_KINDS)[Kind] extends { schema: typeof textPageSchema } ? Kind : never }[PageKind];

/** The kinds in the main menu, each labelled `nav.<kind>` in the dictionaries: src/navigation.ts makes `tsc` require the label. */
export type MainMenuKind = { [Kind in PageKind]: (typeof PAGE_KINDS)[Kind] extends { menu: 'main' } ? Kind : never }[PageKind];

export const isInMainMenu = (kind: PageKind): kind is MainMenuKind => pageKind(kind).menu === 'main';

/** The pages other kinds sit under in the breadcrumb, each named `nav.<kind>` like the menu's: src/breadcrumbs.ts makes `tsc` require it. */
export type ParentKind = { [Kind in PageKind]: (typeof PAGE_KINDS)[Kind] extends { parent: infer Parent extends string } ? Parent : never }[PageKind];

/** The page a page of `kind` sits under in the breadcrumb, if any. */
export function parentOf(kind: PageKind): ParentKind | undefined {
  const spec = PAGE_KINDS[kind];
  return 'parent' in spec ? spec.parent : undefined;
}

/** Whether pages of `kind` have a content file of their own, whose entry they are given to render. */
export const hasContentFile = (kind: PageKind): boolean => pageKind(kind).source !== 'none' && pageKind(kind).source !== 'categories';

/** The spec of a kind, widened for code that reads any kind's optional fields. */
export function pageKind(kind: PageKind): PageKindSpec {
  return PAGE_KINDS[kind];
}

/**
 * What a page of kind `Kind` is given to render itself in one language (its
 * route's entry): its frontmatter, with its body as `sections` or, for an
 * article, as blocks; nothing for a page without a content file.
 */
export type EntryOf<Kind extends PageKind> = Kind extends 'article'
  ? Article
  : Kind extends 'service'
    ? ServicePageContent
    : (typeof PAGE_KINDS)[Kind] extends { schema: infer Schema extends v.GenericSchema; body: infer Body }
      ? v.InferOutput<Schema> & (Body extends 'sections' ? { sections: readonly TextSection[] } : unknown)
      : undefined;
