import { access, readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import * as v from 'valibot';
import { parseDocument } from 'yaml';
import { latestDate, PAGES_UPDATED } from '../../src/content/content-dates';
import { contentPath, type RoutedCollection } from '../../src/content/content-paths';
import { factTexts, fillFacts, type FactTexts } from '../../src/facts/fact-texts';
import { FACTS, type Facts } from '../../src/facts/facts';
import { LEGAL_NOTICE_FACTS } from '../../src/facts/legal-identifiers';
import { PAGE_KIND_NAMES, pageKind, type PageKind } from '../../src/content/page-kinds';
import { readTimeMinutes } from '../../src/content/read-time';
import { countWords, plainText, type Block, type Inline, type TextSection } from '../../src/content/rich-text';
import { hasPageTexts, PAGE_ONLY_FIELDS } from '../../src/content/page-only-fields';
import { ARTICLE_WORDS } from '../../src/content/schemas/article';
import { pageTextsFile } from '../../src/content/page-texts-file';
import { FIXED_ROUTES } from '../../src/fixed-routes';
import { categoryPath, categoryRouteId } from '../../src/content/blog-categories';
import { ARTICLE_CATEGORIES, type ArticleCategory } from '../../src/languages/address-words';
import { DEFAULT_LANGUAGE, inEveryLanguage, isLanguage, LANGUAGE_SPECS, LANGUAGES, type Language, type Localized } from '../../src/languages/languages';
import type { RouteEntry } from '../../src/route';
import type { RouteId } from '../../src/routes';
import { checkFacts } from './check-facts';
import { ContentError } from './content-error';
import { captionTexts } from './captions';
import { checkLanguageFiles } from './language-files';
import { publishedAddresses } from './published-addresses';
import { checkTranslatedFigures } from './translated-figures';
import { markdownBlocks, type RawBlock, type RawInline } from './markdown';
import type { ProseText } from './prose/prose-text';

type Collection = RoutedCollection | 'home';

/** The kind of page each folder's files are, but pages/, whose folders are named after their kind. */
const KIND_OF_COLLECTION: Record<Exclude<Collection, 'pages'>, PageKind> = { services: 'service', legal: 'legal', blog: 'article', home: 'home' };

/** One Markdown file once read: where it belongs, its checked frontmatter and its body. */
interface Entry {
  file: string;
  collection: Collection;
  kind: PageKind;
  /** Its folder (service, legal document, page) or, for an article, its translation key. */
  id: string;
  language: Language;
  slug?: string;
  data: Record<string, unknown>;
  blocks: RawBlock[];
  /** The file as written, for the figure check. */
  source: string;
}

const LAYOUT =
  'content files are services/<service>/<language>.md, legal/<document>/<language>.md, pages/<page>/<language>.md, home/<language>.md or blog/<language>/<slug>.md';

const list = (values: readonly string[]) => values.map((value) => `"${value}"`).join(', ');

/** Lower-case words joined by hyphens: what folder names, slugs and translation keys are made of. */
const NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The kinds whose files are pages/<kind>/<language>.md. */
const SINGLE_PAGE_KINDS = PAGE_KIND_NAMES.filter((kind) => pageKind(kind).source === 'page');

/** What a file's path says: its collection, kind, id and language, or why it fits nowhere. */
function locate(file: string, parts: string[]): Pick<Entry, 'collection' | 'kind' | 'id' | 'language' | 'slug'> {
  const [collection, ...rest] = parts;
  const language = (name: string | undefined): Language => {
    const code = name?.replace(/\.md$/, '') ?? '';
    if (!isLanguage(code)) throw new ContentError(file, `unknown language "${code}": the languages are ${list(LANGUAGES)}`);
    return code;
  };
  const folder = (kind: string, id: string | undefined): string => {
    if (!id || !NAME.test(id)) throw new ContentError(file, `the ${kind}'s folder name "${id}" is its id: lower-case words joined by hyphens`);
    return id;
  };
  const depth = (n: number) => {
    if (rest.length !== n) throw new ContentError(file, `misplaced file: ${LAYOUT}`);
  };
  switch (collection) {
    case 'services':
    case 'legal':
      depth(2);
      return { collection, kind: KIND_OF_COLLECTION[collection], id: folder(collection === 'services' ? 'service' : 'legal document', rest[0]), language: language(rest[1]) };
    case 'pages': {
      depth(2);
      const kind = rest[0] as PageKind;
      if (!SINGLE_PAGE_KINDS.includes(kind)) {
        throw new ContentError(file, `unknown page "${rest[0]}": the pages are ${list(SINGLE_PAGE_KINDS)}; a new one is a line of PAGE_KINDS in src/content/page-kinds.ts`);
      }
      return { collection, kind, id: kind, language: language(rest[1]) };
    }
    case 'home':
      depth(1);
      return { collection, kind: 'home', id: 'home', language: language(rest[0]) };
    case 'blog':
      depth(2);
      return { collection, kind: 'article', id: '', language: language(rest[0]), slug: rest[1]!.replace(/\.md$/, '') };
    default:
      throw new ContentError(file, `unknown collection "${collection}": ${LAYOUT}`);
  }
}

/** Applies `fix` to every string of a frontmatter value. */
function mapStrings(value: unknown, fix: (text: string) => string): unknown {
  if (typeof value === 'string') return fix(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, fix));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, fix)]));
  return value;
}

/** `source` with its facts' placeholders (`{quoteDelay}`) filled in; an unknown name stops the build at its line. */
function withFacts(file: string, source: string, texts: FactTexts, language: Language): string {
  return source
    .split('\n')
    .map((line, index) =>
      fillFacts(line, texts, language, (name) => {
        throw new ContentError(file, `line ${index + 1}: unknown fact "{${name}}": the facts are ${list([...texts.keys()].filter((known) => /^[a-z]\w*$/.test(known)))} (src/facts/facts.ts)`);
      }),
    )
    .join('\n');
}

/** Reads one file: facts filled in, frontmatter parsed and checked against its collection's schema, body parsed. */
export function readEntry(root: string, path: string, written: string, texts: Localized<FactTexts>): Entry {
  const file = relative(process.cwd(), path);
  const where = locate(file, relative(root, path).split(sep));
  const { schema, body } = pageKind(where.kind);
  if (!schema) throw new ContentError(file, `pages of kind "${where.kind}" have no content file (src/content/page-kinds.ts)`);
  const source = withFacts(file, written, texts[where.language], where.language);

  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(source);
  if (!match) throw new ContentError(file, 'the file must start with its frontmatter: a line "---", the fields, then another line "---"');
  const yaml = parseDocument(match[1]!, { prettyErrors: false });
  const yamlError = yaml.errors[0];
  if (yamlError) {
    // Line 1 of the file is the opening "---".
    const line = match[1]!.slice(0, yamlError.pos[0]).split('\n').length + 1;
    throw new ContentError(file, `line ${line}: invalid YAML in the frontmatter: ${yamlError.message.split('\n')[0]} (text containing ": " or " #" must go in quotes or after ">-" on the next lines)`);
  }
  const { typography } = LANGUAGE_SPECS[where.language];
  const raw = mapStrings(yaml.toJS() ?? {}, typography);
  const result = v.safeParse(schema, raw);
  if (!result.success) {
    const issue = result.issues[0];
    const field = v.getDotPath(issue) ?? issue.path?.map((item) => item.key).join('.');
    throw new ContentError(file, `${field ? `field "${field}"` : 'frontmatter'}: ${issue.message}`);
  }

  const bodyText = source.slice(match[0].length);
  const bodyLine = match[0].split('\n').length;
  const blocks = markdownBlocks(file, bodyText, bodyLine, typography);
  if (body === 'none' && blocks.length > 0) throw new ContentError(file, 'this page has no body: its texts all go in the frontmatter fields');
  if (body === 'sections' && blocks.length > 0 && blocks[0]!.type !== 'h2') {
    throw new ContentError(file, `line ${bodyLine}: the body must start with a "##" heading (each section of the page starts with one)`);
  }
  const data = result.output as Record<string, unknown>;
  const id = where.collection === 'blog' ? (data.translationKey as string) : where.id;
  const slug = where.slug ?? (data.slug as string | undefined);
  if (where.collection === 'blog' && !NAME.test(slug!)) {
    throw new ContentError(file, 'the file name is the article\'s slug: lower-case words joined by hyphens');
  }
  return { ...where, id, slug, file, data, blocks, source };
}

/** The route id of a file that is a page: a single page's kind, `service:<folder>`, a legal document's folder, `article:<translationKey>`. */
function routeIdOf(entry: Entry): string {
  switch (entry.collection) {
    case 'services':
      return `service:${entry.id}`;
    case 'blog':
      return `article:${entry.id}`;
    default:
      return entry.id;
  }
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
  /** The ledger of published addresses with today's added, to write back as src/content/published-addresses.json (published-addresses.ts). */
  ledger: string;
  /** What the modules export, by name. */
  exports: { ROUTE_TABLE: (RouteEntry & { kind: PageKind })[]; SERVICE_IDS: string[]; FORMER_PATHS: Record<string, string>; ENTRIES: Record<Language, Record<string, unknown>> };
  /** How many files each collection has. */
  counts: Record<string, number>;
  /** The texts visitors read, with their files, for the prose checks (prose/check-prose.ts): the Markdown's and the video's captions. */
  prose: ProseText[];
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
  const formerPaths = new Map<string, { path: string; file: string }>();
  for (const entry of entries) {
    for (const former of (entry.data.formerSlugs as string[] | undefined) ?? []) {
      const path = contentPath(entry.collection as RoutedCollection, entry.language, former);
      const taken = byPath.get(path)?.file ?? formerPaths.get(path)?.file;
      if (taken) throw new ContentError(entry.file, `field "formerSlugs": ${path} is ${taken === entry.file ? 'this page\'s own path' : `already ${taken}'s`}; a former slug must lead to one page only`);
      formerPaths.set(path, { path: contentPath(entry.collection as RoutedCollection, entry.language, entry.slug!), file: entry.file });
    }
  }
  const FORMER_PATHS = Object.fromEntries([...formerPaths].map(([former, { path }]) => [former, path]));

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

  // After the checks of the files themselves, which name a missing twin as such:
  // every address ever published still answers, as a page or as a redirect.
  const ledger = await publishedAddresses(root, new Set([...byPath.keys(), ...formerPaths.keys()]));

  /** A Markdown link, checked: a page of the site by its path, or an absolute address elsewhere. */
  const resolve = (entry: Entry, inline: RawInline): Inline => {
    if (typeof inline === 'string') return inline;
    if (inline.type !== 'raw-link') return { type: inline.type, children: inline.children.map((child) => resolve(entry, child)) };
    const children = inline.children.map((child) => resolve(entry, child));
    const { url, line } = inline;
    if (/^(https:|http:|mailto:|tel:)/.test(url)) return { type: 'link', href: url, children };
    if (!url.startsWith('/')) {
      throw new ContentError(entry.file, `line ${line}: link "${url}": write a page of the site by its path (/contact) or a full address (https://…, mailto:…, tel:…)`);
    }
    const [path = '', hash] = url.split('#');
    const target = byPath.get(path);
    if (!target) throw new ContentError(entry.file, `line ${line}: link "${url}": no page of the site has the path ${path}`);
    return { type: 'page', route: target.routeId as RouteId, language: target.language, ...(hash ? { hash } : {}), children };
  };
  const resolveBlock = (entry: Entry, block: RawBlock): Block =>
    'items' in block
      ? { type: block.type, items: block.items.map((item) => item.map((inline) => resolve(entry, inline))) }
      : { type: block.type, content: block.content.map((inline) => resolve(entry, inline)) };
  /** A body cut at its `##` headings (the build made sure it starts with one). */
  const sections = (blocks: Block[]): TextSection[] => {
    const out: { heading: string; blocks: Block[] }[] = [];
    for (const block of blocks) {
      if (block.type === 'h2') out.push({ heading: plainText(block.content), blocks: [] });
      else out[out.length - 1]!.blocks.push(block);
    }
    return out;
  };
  /** What a page is given to render itself: its frontmatter, and its body as sections or blocks. */
  const shape = (entry: Entry): Record<string, unknown> => {
    const blocks = entry.blocks.map((block) => resolveBlock(entry, block));
    switch (pageKind(entry.kind).body) {
      case 'blocks': {
        const words = countWords(blocks);
        if (words < ARTICLE_WORDS.min || words > ARTICLE_WORDS.max) {
          throw new ContentError(entry.file, `the article has ${words} words: an article has ${ARTICLE_WORDS.min} to ${ARTICLE_WORDS.max}, long enough to answer its question and short enough to be read through`);
        }
        return { slug: entry.slug!, language: entry.language, ...entry.data, body: blocks, readTimeMinutes: readTimeMinutes(blocks) };
      }
      case 'sections':
        return { ...(entry.collection === 'services' ? { id: entry.id } : {}), ...entry.data, sections: sections(blocks) };
      default:
        return entry.data;
    }
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
  const newestArticle = (language: Language) => articles.find((article) => article.language === language)?.data.date as string | undefined;
  /** When a page's text last changed: an article's or legal document's own date; pages listing articles change with the newest. */
  const updatedOf = (kind: PageKind, entry: Entry | undefined, language: Language): string => {
    if (kind === 'article') return entry!.data.date as string;
    if (kind === 'legal') return entry!.data.updated as string;
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
      updated: Object.fromEntries(LANGUAGES.map((language) => [language, updatedOf(route.kind, routes.get(route.id)?.entries[language], language)])) as Record<Language, string>,
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
  const files: Record<string, string> = {
    'routes.ts': `// Written by scripts/content/build-content.ts (run by build.mjs) from src/content/**/*.md and src/fixed-routes.ts. Do not edit: edit those files.
import type { RouteEntry } from '../route';

/** The services, in the order of their \`order\` field: each is the folder src/content/services/<id>/. */
export const SERVICE_IDS = ${json(serviceIds)} as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

/** Every page of the site, in the order of src/content/page-kinds.ts, with its path in each language and when its text last changed. */
export const ROUTE_TABLE = ${json(table)} as const satisfies readonly RouteEntry[];

/** Every page of the site by name: a link to a page that does not exist fails \`tsc\`. */
export type RouteId = (typeof ROUTE_TABLE)[number]['id'];

/** The addresses pages had before (their files' \`formerSlugs\`), each with the page's address now: answered with a permanent redirect. */
export const FORMER_PATHS: Readonly<Record<string, string>> = ${json(FORMER_PATHS)};
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
  const kindOf = new Map(table.map((route) => [route.id, route.kind]));
  for (const language of LANGUAGES) {
    // Articles of one day in the order of their files' names in this language.
    const articleIds = articles.filter((article) => article.language === language).map(routeIdOf);
    const languageEntries: Record<string, unknown> = { ...ENTRIES[language] };
    const pages: Record<string, unknown> = {};
    for (const [id, entry] of Object.entries(languageEntries)) {
      const kind = kindOf.get(id);
      if (kind === undefined || !hasPageTexts(kind)) continue;
      const pageOnly = (field: string) => (PAGE_ONLY_FIELDS[kind] as readonly string[]).includes(field);
      languageEntries[id] = Object.fromEntries(Object.entries(entry as Record<string, unknown>).filter(([field]) => !pageOnly(field)));
      pages[id] = Object.fromEntries(Object.entries(entry as Record<string, unknown>).filter(([field]) => pageOnly(field)));
    }
    pageTextFiles[pageTextsFile(language)] = json(pages);
    const content = { entries: languageEntries, articles: articleIds };
    files[`content/${language}.js`] = `// Written by scripts/content/build-content.ts from src/content/**/${language}.md. Do not edit: edit the Markdown files.
export const CONTENT = JSON.parse(${json(json(content))});
`;
    files[`content/${language}.d.ts`] = `import type { RouteId } from '../routes';
export declare const CONTENT: {
  entries: Partial<Record<RouteId, unknown>>;
  /** The ids of the articles' routes, newest first. */
  articles: readonly RouteId[];
};
`;
  }
  const counts: Record<string, number> = {};
  for (const entry of entries) counts[entry.collection] = (counts[entry.collection] ?? 0) + 1;
  return { files, pageTexts: pageTextFiles, ledger, exports: { ROUTE_TABLE: table, SERVICE_IDS: serviceIds, FORMER_PATHS, ENTRIES }, counts, prose: [...entries.flatMap(proseTexts), ...(await captionTexts(assets))] };
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
const NOT_PROSE_FIELDS = new Set(['slug', 'formerSlugs', 'translationKey', 'date', 'updated', 'category', 'order', 'independentTranslation']);

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
