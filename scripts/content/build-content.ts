import { access, readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { latestDate, PAGES_UPDATED } from '../../src/content/content-dates';
import { contentPath, type RoutedCollection } from '../../src/content/content-paths';
import { factTexts, type FactTexts } from '../../src/facts/fact-texts';
import { FACTS, type Facts } from '../../src/facts/facts';
import { LEGAL_NOTICE_FACTS } from '../../src/facts/legal-identifiers';
import { PAGE_KIND_NAMES, pageKind, type PageKind } from '../../src/content/page-kinds';
import { countWords } from '../../src/content/rich-text';
import { hasPageTexts, PAGE_ONLY_FIELDS } from '../../src/content/page-only-fields';
import { ARTICLE_WORDS } from '../../src/content/schemas/article';
import { pageTextsFile } from '../../src/content/page-texts-file';
import { ARTICLE_ROUTES_FILE, articleCardsFile } from '../../src/content/article-files';
import { FIXED_ROUTES } from '../../src/fixed-routes';
import { categoryPath, categoryRouteId } from '../../src/content/blog-categories';
import { ARTICLE_CATEGORIES, type ArticleCategory } from '../../src/languages/address-words';
import { DEFAULT_LANGUAGE, inEveryLanguage, LANGUAGES, type Language, type Localized } from '../../src/languages/languages';
import type { RouteEntry } from '../../src/route';
import { checkFacts } from './check-facts';
import { type Entry, list, pageEntry, readText, resolvedBlocks, routeIdOf, SINGLE_PAGE_KINDS } from '../../src/content/reading/content-entry';
import { ContentError } from '../../src/content/reading/content-error';
import { captionTexts } from './captions';
import { checkLanguageFiles } from './language-files';
import { publishedAddresses } from './published-addresses';
import { checkTranslatedFigures } from './translated-figures';
import type { RawInline } from '../../src/content/reading/markdown';
import { preparePicture, type PictureJob, type PreparedPicture } from './pictures';
import type { ProseText } from './prose/prose-text';

/** Reads one file below `root` (content-entry.ts, readText). */
export function readEntry(root: string, path: string, written: string, texts: Localized<FactTexts>): Entry {
  return readText(relative(process.cwd(), path), relative(root, path).split(sep), written, texts);
}

/** A service's illustration: assets/images/services/<service>.svg, drawn 8:5 (src/components/ServiceIllustration.tsx). */
export const serviceIllustrationFile = (service: string) => `assets/images/services/${service}.svg`;

/** The folder of the style guide and glossary (style/guide.md is for writers, not a page). */
const STYLE_FOLDER = 'style';

async function markdownFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md') && relative(root, entry.parentPath).split(sep)[0] !== STYLE_FOLDER)
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

export interface ContentBuild {
  /**
   * The modules to write below src/generated/, by path: routes.ts (the route
   * table, part of the Worker's main module), build-date.ts (the build's
   * year) and, per language, content/<language>.js with the texts (but what
   * only their own pages show) and its types.
   */
  files: Record<string, string>;
  /**
   * What only their own pages show (src/content/page-only-fields.ts: an
   * article's body, title and description for search engines, a legal
   * document's sections), as JSON by the static file the build writes it to,
   * one per language (src/content/page-texts-file.ts): the build renders
   * those pages, so the Worker's texts leave them out and do not grow with the blog.
   */
  pageTexts: Record<string, string>;
  /**
   * What the Worker knows of the articles, as JSON by the static file the
   * build writes it to (src/content/article-files.ts): their routes and former
   * addresses, and each language's cards. Not in the Worker's modules, which
   * would grow with the blog.
   */
  articleFiles: Record<string, string>;
  /** The ledger of published addresses with today's added, to write back as src/content/published-addresses.json (published-addresses.ts). */
  ledger: string;
  /** What the modules export, by name. */
  exports: { ROUTE_TABLE: (RouteEntry & { kind: PageKind })[]; ARTICLE_ROUTE_TABLE: (RouteEntry & { kind: PageKind })[]; SERVICE_IDS: string[]; FORMER_PATHS: Record<string, string>; ENTRIES: Record<Language, Record<string, unknown>> };
  /** How many files each collection has. */
  counts: Record<string, number>;
  /** The texts visitors read, with their files, for the prose checks (prose/check-prose.ts): the Markdown's and the video's captions. */
  prose: ProseText[];
  /** The articles' pictures to make, each once, into the sizes and formats their pages name (./pictures.ts, made by build.mjs). */
  pictures: PictureJob[];
}

/** Where the content build reads, and the facts it fills in: tests change them. */
export interface ContentSources {
  /** The folder whose `images/services/<id>.svg` are the services' illustrations. */
  assets?: string;
  facts?: Facts;
  /** The build's date, whose year the footer's copyright shows: now, or a date a test sets. */
  now?: Date;
}

/** The year `date` falls in where the agency works: a build on New Year's Eve after 23:00 in London is already in the next year in Périgueux. */
function agencyYear(date: Date): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: FACTS.agencyTimeZone, year: 'numeric' }).format(date));
}

/**
 * Reads every Markdown file under `root`, checks it, and returns the typed
 * modules the worker imports: the route table, made of the fixed routes and
 * one route per content page, and each language's texts, with the facts
 * filled in. Throws a ContentError naming the first broken file and what is
 * wrong with it.
 */
export async function buildContent(root = 'src/content', { assets = 'assets', facts = FACTS, now = new Date() }: ContentSources = {}): Promise<ContentBuild> {
  await checkFacts(facts);
  // What the texts count, from the content itself: each folder of services/ is a service.
  const servicesCount = (await readdir(join(root, 'services'), { withFileTypes: true })).filter((entry) => entry.isDirectory()).length;
  const buildYear = agencyYear(now);
  const texts = inEveryLanguage((language) => factTexts(language, facts, { servicesCount, buildYear }));
  const entries: Entry[] = [];
  for (const path of await markdownFiles(root)) entries.push(readEntry(root, path, await readFile(path, 'utf8'), texts));
  // Before any check of one file against another, every file each language still lacks, named at once.
  await checkLanguageFiles(assets, entries, (french, language) =>
    french.collection === 'blog'
      ? `${root}/blog/${language}/<its slug>.md, with translationKey "${french.id}"`
      : french.collection === 'home'
        ? `${root}/home/${language}.md`
        : `${root}/${french.collection}/${french.id}/${language}.md`,
  );

  // The content pages: one route per page, with its path in each language that has a file.
  const routes = new Map<string, { kind: PageKind; paths: Partial<Record<Language, string>>; entries: Partial<Record<Language, Entry>> }>();
  const byPath = new Map<string, { routeId: string; language: Language; file: string }>();
  for (const fixed of FIXED_ROUTES) {
    for (const language of LANGUAGES) byPath.set(fixed.paths[language], { routeId: fixed.id, language, file: `src/languages/specs/${language}.ts` });
  }
  const seen = new Map<string, string>();
  for (const entry of entries) {
    const key = `${entry.collection}/${entry.id}/${entry.language}`;
    const other = seen.get(key);
    if (other) {
      const what = entry.collection === 'blog' ? `translationKey "${entry.id}"` : `"${entry.id}"`;
      throw new ContentError(entry.file, `duplicate ${what} in language "${entry.language}": ${other} has it already`);
    }
    seen.set(key, entry.file);
    if (entry.collection === 'home') continue;
    const routeId = routeIdOf(entry);
    const path = contentPath(entry.collection, entry.language, entry.slug!);
    const taken = byPath.get(path);
    if (taken) throw new ContentError(entry.file, `field "slug": the path ${path} is already ${taken.file}'s; choose another slug`);
    byPath.set(path, { routeId, language: entry.language, file: entry.file });
    const route = routes.get(routeId) ?? { kind: entry.kind, paths: {}, entries: {} };
    route.paths[entry.language] = path;
    route.entries[entry.language] = entry;
    routes.set(routeId, route);
  }

  // A page's former addresses, each leading to it: none may be a page's address or another page's former one.
  const formerPaths = new Map<string, { path: string; file: string; isArticle: boolean }>();
  for (const entry of entries) {
    for (const former of (entry.data.formerSlugs as string[] | undefined) ?? []) {
      const path = contentPath(entry.collection as RoutedCollection, entry.language, former);
      const taken = byPath.get(path)?.file ?? formerPaths.get(path)?.file;
      if (taken) throw new ContentError(entry.file, `field "formerSlugs": ${path} is ${taken === entry.file ? 'this page\'s own path' : `already ${taken}'s`}; a former slug must lead to one page only`);
      formerPaths.set(path, { path: contentPath(entry.collection as RoutedCollection, entry.language, entry.slug!), file: entry.file, isArticle: entry.collection === 'blog' });
    }
  }
  const formerPathsOf = (articles: boolean) => Object.fromEntries([...formerPaths].filter(([, { isArticle }]) => isArticle === articles).map(([former, { path }]) => [former, path]));
  const FORMER_PATHS = formerPathsOf(false);
  const ARTICLE_FORMER_PATHS = formerPathsOf(true);

  // Every single page of the registry and the home exist, in French (and the home in every language).
  for (const kind of SINGLE_PAGE_KINDS) {
    if (!seen.has(`pages/${kind}/${DEFAULT_LANGUAGE}`)) throw new ContentError(`${root}/pages/${kind}/${DEFAULT_LANGUAGE}.md`, `missing: the page "${kind}" of src/content/page-kinds.ts must exist in French`);
  }
  for (const language of LANGUAGES) {
    if (!seen.has(`home/home/${language}`)) throw new ContentError(`${root}/home/${language}.md`, 'missing: the home page exists in every language');
  }
  // A page of the registry with no content file must be a fixed route, or nothing would serve it.
  for (const kind of PAGE_KIND_NAMES) {
    const { source } = pageKind(kind);
    if ((source === 'none' || source === 'home') && !FIXED_ROUTES.some((route) => route.kind === kind)) {
      throw new ContentError('src/fixed-routes.ts', `the page kind "${kind}" (src/content/page-kinds.ts) has no content file, so it needs a route here`);
    }
  }
  // The legal notice publishes, in every language, what the law requires of its publisher (LCEN, articles 1-1 and 19) from the facts.
  checkLegalNotice(entries, texts, `${root}/legal/${LEGAL_NOTICE}/${DEFAULT_LANGUAGE}.md`);
  // Every translation carries the figures of its French file.
  checkTranslatedFigures(entries.map((entry) => ({ ...entry, independent: entry.data.independentTranslation === true })));
  // A file with no French original (an article written in English, say) would be a page the other languages lack.
  for (const route of routes.values()) {
    const missing = LANGUAGES.filter((language) => !route.paths[language]);
    if (missing.length === 0) continue;
    const written = Object.values(route.entries)[0]!;
    if (written.collection !== 'blog') throw new ContentError(`${root}/${written.collection}/${written.id}/${missing[0]}.md`, `missing: every page exists in every language, and ${written.file} has no version in "${missing[0]}"`);
    throw new ContentError(written.file, `missing: every page exists in every language; write its version in ${missing.map((language) => `"${language}"`).join(' and ')}`);
  }

  // A page for each category of the blog, below the blog's address in each language's words.
  const blogPaths = routes.get('blog')!.paths as Localized;
  for (const category of ARTICLE_CATEGORIES) {
    const paths = inEveryLanguage((language) => categoryPath(blogPaths[language], language, category));
    for (const language of LANGUAGES) {
      const file = `src/languages/specs/${language}.ts`;
      const taken = byPath.get(paths[language]);
      if (taken) throw new ContentError(taken.file, `the path ${paths[language]} is also the page of the blog's category "${category}" (${file}, blogCategories); choose another slug`);
      byPath.set(paths[language], { routeId: categoryRouteId(category), language, file });
    }
    routes.set(categoryRouteId(category), { kind: 'blogCategory', paths, entries: {} });
  }

  // The services, in the order of their French files' `order`, which the translations repeat; each has its illustration.
  const services = entries.filter((entry) => entry.collection === 'services');
  const orderOf = (id: string) => services.find((entry) => entry.id === id && entry.language === DEFAULT_LANGUAGE)!.data.order as number;
  for (const entry of services) {
    const french = orderOf(entry.id);
    if (entry.data.order !== french) throw new ContentError(entry.file, `field "order": ${entry.data.order}, where the French file has ${french}; the service is at one place in every language`);
  }
  for (const entry of services.filter((service) => service.language === DEFAULT_LANGUAGE)) {
    const twin = services.find((other) => other.language === entry.language && other.id !== entry.id && other.data.order === entry.data.order);
    if (twin) throw new ContentError(entry.file, `field "order": ${twin.file} has the same order; give each service its own`);
  }
  const serviceIds = [...new Set(services.map((entry) => entry.id))].sort((a, b) => orderOf(a) - orderOf(b));
  for (const id of serviceIds) {
    const illustration = join(assets, 'images', 'services', `${id}.svg`);
    await access(illustration).catch(() => {
      throw new ContentError(`${root}/services/${id}/${DEFAULT_LANGUAGE}.md`, `the service "${id}" has no illustration: draw it as ${illustration} (8:5, like the others)`);
    });
  }

  // The articles' pictures: one file for every translation, the French one's, and each checked once.
  const pictures = new Map<string, PreparedPicture>();
  for (const route of routes.values()) {
    const french = route.entries[DEFAULT_LANGUAGE];
    if (route.kind !== 'article' || !french) continue;
    for (const entry of Object.values(route.entries)) {
      if (entry.data.picture !== french.data.picture) {
        const where = french.data.picture === undefined ? 'has none' : `has ${french.data.picture as string}`;
        throw new ContentError(entry.file, `field "picture": ${(entry.data.picture as string | undefined) ?? 'none'}, where the French file ${where}: an article has the same picture in every language (the text editor copies the French file's)`);
      }
    }
    const field = french.data.picture as string | undefined;
    if (field !== undefined && !pictures.has(field)) pictures.set(field, await preparePicture(root, french.file, field));
  }

  // After the checks of the files themselves, which name a missing twin as such:
  // every address ever published still answers, as a page or as a redirect.
  const ledger = await publishedAddresses(root, new Set([...byPath.keys(), ...formerPaths.keys()]));

  /** What a page is given to render itself; an article within its length. */
  const shape = (entry: Entry): Record<string, unknown> => {
    const blocks = resolvedBlocks(entry, (path) => {
      const target = byPath.get(path);
      return target && { ...target, paths: routes.get(target.routeId)!.paths as Localized };
    });
    if (pageKind(entry.kind).body === 'blocks') {
      const words = countWords(blocks);
      if (words < ARTICLE_WORDS.min || words > ARTICLE_WORDS.max) {
        throw new ContentError(entry.file, `the article has ${words} words: an article has ${ARTICLE_WORDS.min} to ${ARTICLE_WORDS.max}, long enough to answer its question and short enough to be read through`);
      }
    }
    return pageEntry(entry, blocks, (field) => pictures.get(field)!.picture);
  };

  // The route table, in the registry's order: within a kind, services by `order`, articles newest first, others by id.
  const articles = entries
    .filter((entry) => entry.collection === 'blog')
    .sort((a, b) => (b.data.date as string).localeCompare(a.data.date as string) || LANGUAGES.indexOf(a.language) - LANGUAGES.indexOf(b.language));
  const articleOrder = [...new Set(articles.map(routeIdOf))];
  const rank = (id: string, kind: PageKind) =>
    kind === 'service'
      ? serviceIds.indexOf(id.slice('service:'.length))
      : kind === 'article'
        ? articleOrder.indexOf(id)
        : kind === 'blogCategory'
          ? ARTICLE_CATEGORIES.indexOf(id.slice('category:'.length) as ArticleCategory)
          : 0;
  /** The date of the newest article in `language` (of `category`, if given). */
  const newestArticle = (language: Language, category?: string) =>
    articles.find((article) => article.language === language && (category === undefined || article.data.category === category))?.data.date as string | undefined;
  /** When a page's text last changed: an article's or legal document's own date; pages listing articles change with the newest they list. */
  const updatedOf = (id: string, kind: PageKind, entry: Entry | undefined, language: Language): string => {
    if (kind === 'article') return entry!.data.date as string;
    if (kind === 'legal') return entry!.data.updated as string;
    if (kind === 'blogCategory') return latestDate(PAGES_UPDATED, newestArticle(language, id.slice('category:'.length)));
    if (pageKind(kind).listsArticles) return latestDate(PAGES_UPDATED, newestArticle(language));
    return PAGES_UPDATED;
  };
  const table: (RouteEntry & { kind: PageKind })[] = [
    ...FIXED_ROUTES.map((route) => ({ id: route.id, kind: route.kind, paths: { ...route.paths } })),
    ...[...routes].map(([id, route]) => ({ id, kind: route.kind, paths: route.paths as Record<Language, string> })),
  ]
    .sort((a, b) => PAGE_KIND_NAMES.indexOf(a.kind) - PAGE_KIND_NAMES.indexOf(b.kind) || rank(a.id, a.kind) - rank(b.id, b.kind) || a.id.localeCompare(b.id))
    .map((route) => ({
      ...route,
      updated: Object.fromEntries(LANGUAGES.map((language) => [language, updatedOf(route.id, route.kind, routes.get(route.id)?.entries[language], language)])) as Record<Language, string>,
    }));

  // Each language's texts: every content page's entry by route id (the home's as "home"), and its articles' ids, newest first.
  const ENTRIES = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      Object.fromEntries([
        ...entries.filter((entry) => entry.collection === 'home' && entry.language === language).map((entry) => ['home', shape(entry)]),
        ...table.flatMap((route) => {
          const entry = routes.get(route.id)?.entries[language];
          return entry ? [[route.id, shape(entry)]] : [];
        }),
      ]),
    ]),
  ) as Record<Language, Record<string, unknown>>;

  const json = (value: unknown) => JSON.stringify(value);
  // The articles' routes apart from the others': they grow with the blog.
  const siteTable = table.filter((route) => route.kind !== 'article');
  const articleTable = table.filter((route) => route.kind === 'article');
  const articlesIndex = siteTable.findIndex((route) => PAGE_KIND_NAMES.indexOf(route.kind) > PAGE_KIND_NAMES.indexOf('article'));
  const files: Record<string, string> = {
    'routes.ts': `// Written by scripts/content/build-content.ts (run by build.mjs) from src/content/**/*.md and src/fixed-routes.ts. Do not edit: edit those files.
import type { RouteEntry } from '../route';
import type { ArticleRouteId } from './article-index';

/** The services, in the order of their \`order\` field: each is the folder src/content/services/<id>/. */
export const SERVICE_IDS = ${json(serviceIds)} as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

/**
 * Every page of the site but the articles, in the order of src/content/page-kinds.ts, with its path in each
 * language and when its text last changed. The articles' are in ./article-index.ts and, for the Worker, a file of the build's.
 */
export const SITE_ROUTE_TABLE = ${json(siteTable)} as const satisfies readonly RouteEntry[];

/** Every page of the site by name: a link to a page that does not exist fails \`tsc\`. */
export type RouteId = (typeof SITE_ROUTE_TABLE)[number]['id'] | ArticleRouteId;

/** Where the articles' routes go in SITE_ROUTE_TABLE, in the order of the kinds of page: before the route at this index. */
export const ARTICLES_INDEX = ${articlesIndex};

/** The addresses pages but articles had before (their files' \`formerSlugs\`), each with the page's address now: answered with a permanent redirect. */
export const SITE_FORMER_PATHS: Readonly<Record<string, string>> = ${json(FORMER_PATHS)};
`,
    'build-date.ts': `// Written by scripts/content/build-content.ts (run by build.mjs) from the build's date. Do not edit: build again.

/** The year the site was built in, in the agency's time zone: \`{buildYear}\`, the footer's copyright. */
export const BUILD_YEAR = ${buildYear};
`,
  };
  // The texts of each language in a module of its own, loaded by the Worker
  // when a request first needs that language (src/content/language-content.ts): plain
  // JavaScript, as Workers upload additional modules as they are, and a
  // JSON.parse of one string, which V8 reads faster than the same object literal.
  const pageTextFiles: Record<string, string> = {};
  const articleCards: Partial<Record<Language, Record<string, unknown>>> = {};
  const articleFiles: Record<string, string> = { [ARTICLE_ROUTES_FILE]: json({ routes: articleTable, formerPaths: ARTICLE_FORMER_PATHS }) };
  const kindOf = new Map(table.map((route) => [route.id, route.kind]));
  for (const language of LANGUAGES) {
    const languageEntries: Record<string, unknown> = {};
    // The cards of the articles, newest first (articles of one day in the order of their files' names in this language).
    const cards: Record<string, unknown> = {};
    const pages: Record<string, unknown> = {};
    for (const [id, entry] of Object.entries(ENTRIES[language])) {
      const kind = kindOf.get(id);
      if (kind === undefined || !hasPageTexts(kind)) {
        languageEntries[id] = entry;
        continue;
      }
      const pageOnly: readonly string[] = PAGE_ONLY_FIELDS[kind];
      const fields = (onItsPage: boolean) => Object.fromEntries(Object.entries(entry as Record<string, unknown>).filter(([field]) => pageOnly.includes(field) === onItsPage));
      (kind === 'article' ? cards : languageEntries)[id] = fields(false);
      pages[id] = fields(true);
    }
    pageTextFiles[pageTextsFile(language)] = json(pages);
    articleCards[language] = Object.fromEntries(articles.filter((article) => article.language === language).map((article) => [routeIdOf(article), cards[routeIdOf(article)]]));
    articleFiles[articleCardsFile(language)] = json(articleCards[language]);
    files[`content/${language}.js`] = `// Written by scripts/content/build-content.ts from src/content/**/${language}.md. Do not edit: edit the Markdown files.
export const CONTENT = JSON.parse(${json(json({ entries: languageEntries }))});
`;
    files[`content/${language}.d.ts`] = `import type { RouteId } from '../routes';
export declare const CONTENT: {
  /** Every page's texts but the articles' (src/content/article-files.ts). */
  entries: Partial<Record<RouteId, unknown>>;
};
`;
  }
  // What the build, the tests and the editor's preview know of the articles from the start.
  files['article-index.ts'] = `// Written by scripts/content/build-content.ts (run by build.mjs) from src/content/blog/**/*.md. Do not edit: edit those files.
// Not imported by the Worker, whose modules would grow with the blog: it reads the same from files of the build's
// (src/content/article-files.ts). The build, the tests and the editor's preview read it here (src/every-article.ts).
import type { Language } from '../languages/languages';
import type { RouteEntry } from '../route';

/** The articles' pages, newest first, with their path in each language and their date. */
export const ARTICLE_ROUTE_TABLE = ${json(articleTable)} as const satisfies readonly RouteEntry[];

export type ArticleRouteId = (typeof ARTICLE_ROUTE_TABLE)[number]['id'];

/** The addresses articles had before (their files' \`formerSlugs\`), each with the article's address now. */
export const ARTICLE_FORMER_PATHS: Readonly<Record<string, string>> = ${json(ARTICLE_FORMER_PATHS)};

/** Each language's cards of its articles, by route id, newest first: what the pages listing them show. */
export const ARTICLE_CARDS: Readonly<Record<Language, Readonly<Record<string, unknown>>>> = JSON.parse(${json(json(articleCards))});
`;
  const counts: Record<string, number> = {};
  for (const entry of entries) counts[entry.collection] = (counts[entry.collection] ?? 0) + 1;
  return { files, pageTexts: pageTextFiles, articleFiles, ledger, exports: { ROUTE_TABLE: table, ARTICLE_ROUTE_TABLE: articleTable, SERVICE_IDS: serviceIds, FORMER_PATHS: { ...FORMER_PATHS, ...ARTICLE_FORMER_PATHS }, ENTRIES }, counts, prose: [...entries.flatMap(proseTexts), ...(await captionTexts(assets))], pictures: [...pictures.values()].map((prepared) => prepared.job) };
}

/** The legal notice's folder, legal/legal-notice/. */
const LEGAL_NOTICE = 'legal-notice';

/** Runs of spaces of any kind as one plain space, so that a fact's no-break spaces match the page's. */
const spaced = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

/**
 * The legal notice exists, and each language's publishes the identifiers
 * the law requires of its publisher (LEGAL_NOTICE_FACTS: the SIRET, the
 * address, the registration, the VAT number or the franchise) as its facts
 * say them, in what a visitor reads (its fields and body, not a YAML
 * comment). Throws a ContentError
 * naming the first file that lacks one.
 */
function checkLegalNotice(entries: readonly Entry[], texts: Localized<FactTexts>, frenchFile: string): void {
  const notices = entries.filter((entry) => entry.collection === 'legal' && entry.id === LEGAL_NOTICE);
  if (!notices.some((entry) => entry.language === DEFAULT_LANGUAGE)) throw new ContentError(frenchFile, 'missing: the site publishes a legal notice (LCEN, article 1-1)');
  for (const entry of notices) {
    const published = spaced(proseTexts(entry).map((text) => text.text).join('\n'));
    const missing = LEGAL_NOTICE_FACTS.filter((name) => !published.includes(spaced(texts[entry.language].get(name)!)));
    if (missing.length > 0) {
      throw new ContentError(
        entry.file,
        `the legal notice does not publish ${list(missing.map((name) => `{${name}}`))}: the law requires the publisher's SIRET, address, registration and VAT number or franchise (LCEN, articles 1-1 and 19); write each where it names the publisher (src/facts/facts.ts states them)`,
      );
    }
  }
}

/** Frontmatter fields that are addresses, ids, dates or numbers, not words a visitor reads. */
const NOT_PROSE_FIELDS = new Set(['slug', 'formerSlugs', 'translationKey', 'date', 'updated', 'category', 'order', 'independentTranslation', 'picture']);

/** What a visitor reads of a file: its fields' texts and its body's words, links' addresses left out. */
function proseTexts(entry: Entry): ProseText[] {
  const texts: string[] = [];
  const fields = (value: unknown, key?: string): void => {
    if (key && NOT_PROSE_FIELDS.has(key)) return;
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach((item) => fields(item));
    else if (value && typeof value === 'object') Object.entries(value).forEach(([name, item]) => fields(item, name));
  };
  const words = (inline: RawInline): string => (typeof inline === 'string' ? inline : inline.children.map(words).join(''));
  fields(entry.data);
  for (const block of entry.blocks) texts.push(...('items' in block ? block.items.map((item) => item.map(words).join('')) : [block.content.map(words).join('')]));
  return texts.map((text) => ({ file: entry.file, language: entry.language, legal: entry.collection === 'legal', text, source: entry.source, offset: 0 }));
}
