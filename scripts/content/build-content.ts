import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import * as v from 'valibot';
import { parseDocument } from 'yaml';
import { contentPath, PAGE_KINDS, type RoutedCollection } from '../../src/content/content-paths';
import { factTexts, fillFacts, type FactTexts } from '../../src/content/fact-texts';
import { FACTS, type Facts } from '../../src/content/facts';
import { readTimeMinutes } from '../../src/content/read-time';
import { countWords, plainText, type Block, type Inline, type TextSection } from '../../src/content/rich-text';
import { ARTICLE_WORDS, articleSchema } from '../../src/content/schemas/article';
import { homeSchema } from '../../src/content/schemas/home';
import { LEGAL_PAGE_IDS, legalDocumentSchema } from '../../src/content/schemas/legal-document';
import { PAGE_CONTENT_IDS, PAGE_SCHEMAS, PAGES_WITH_SECTIONS } from '../../src/content/schemas/pages';
import { servicePageSchema } from '../../src/content/schemas/service-page';
import { SERVICE_IDS } from '../../src/content/services';
import { HOME_ROUTE, UNSUBSCRIBE_ROUTE } from '../../src/fixed-routes';
import { DEFAULT_LANGUAGE, inEveryLanguage, isLanguage, LANGUAGES, type Language, type Localized } from '../../src/i18n/languages';
import type { PageName, RouteId } from '../../src/routes';
import { ContentError } from './content-error';
import { frenchTypography } from './french-typography';
import { checkTranslatedFigures } from './translated-figures';
import { markdownBlocks, type RawBlock, type RawInline } from './markdown';

type Collection = RoutedCollection | 'home';
type BodyKind = 'none' | 'blocks' | 'sections';

/** One Markdown file once read: where it belongs, its checked frontmatter and its body. */
interface Entry {
  file: string;
  collection: Collection;
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

/** What a file's path says: its collection, id and language, or why it fits nowhere. */
function locate(file: string, parts: string[]): Pick<Entry, 'collection' | 'id' | 'language' | 'slug'> {
  const [collection, ...rest] = parts;
  const language = (name: string | undefined): Language => {
    const code = name?.replace(/\.md$/, '') ?? '';
    if (!isLanguage(code)) throw new ContentError(file, `unknown language "${code}": the languages are ${list(LANGUAGES)}`);
    return code;
  };
  const oneOf = (kind: string, id: string | undefined, ids: readonly string[]): string => {
    if (!id || !ids.includes(id)) throw new ContentError(file, `unknown ${kind} "${id}": the ${kind}s are ${list(ids)}`);
    return id;
  };
  const depth = (n: number) => {
    if (rest.length !== n) throw new ContentError(file, `misplaced file: ${LAYOUT}`);
  };
  switch (collection) {
    case 'services':
      depth(2);
      return { collection, id: oneOf('service', rest[0], SERVICE_IDS), language: language(rest[1]) };
    case 'legal':
      depth(2);
      return { collection, id: oneOf('legal document', rest[0], LEGAL_PAGE_IDS), language: language(rest[1]) };
    case 'pages':
      depth(2);
      return { collection, id: oneOf('page', rest[0], PAGE_CONTENT_IDS), language: language(rest[1]) };
    case 'home':
      depth(1);
      return { collection, id: 'home', language: language(rest[0]) };
    case 'blog':
      depth(2);
      return { collection, id: '', language: language(rest[0]), slug: rest[1]!.replace(/\.md$/, '') };
    default:
      throw new ContentError(file, `unknown collection "${collection}": ${LAYOUT}`);
  }
}

function schemaOf(entry: Pick<Entry, 'collection' | 'id'>): { schema: v.GenericSchema; body: BodyKind } {
  switch (entry.collection) {
    case 'services':
      return { schema: servicePageSchema, body: 'sections' };
    case 'legal':
      return { schema: legalDocumentSchema, body: 'sections' };
    case 'pages': {
      const id = entry.id as keyof typeof PAGE_SCHEMAS;
      return { schema: PAGE_SCHEMAS[id], body: PAGES_WITH_SECTIONS.includes(id) ? 'sections' : 'none' };
    }
    case 'home':
      return { schema: homeSchema, body: 'none' };
    case 'blog':
      return { schema: articleSchema, body: 'blocks' };
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
function withFacts(file: string, source: string, texts: FactTexts): string {
  return source
    .split('\n')
    .map((line, index) =>
      fillFacts(line, texts, (name) => {
        throw new ContentError(file, `line ${index + 1}: unknown fact "{${name}}": the facts are ${list([...texts.keys()].filter((known) => /^[a-z]\w*$/.test(known)))} (src/content/facts.ts)`);
      }),
    )
    .join('\n');
}

/** Reads one file: facts filled in, frontmatter parsed and checked against its collection's schema, body parsed. */
export function readEntry(root: string, path: string, written: string, texts: Localized<FactTexts>): Entry {
  const file = relative(process.cwd(), path);
  const where = locate(file, relative(root, path).split(sep));
  const { schema, body } = schemaOf(where);
  const source = withFacts(file, written, texts[where.language]);

  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(source);
  if (!match) throw new ContentError(file, 'the file must start with its frontmatter: a line "---", the fields, then another line "---"');
  const yaml = parseDocument(match[1]!, { prettyErrors: false });
  const yamlError = yaml.errors[0];
  if (yamlError) {
    // Line 1 of the file is the opening "---".
    const line = match[1]!.slice(0, yamlError.pos[0]).split('\n').length + 1;
    throw new ContentError(file, `line ${line}: invalid YAML in the frontmatter: ${yamlError.message.split('\n')[0]} (text containing ": " or " #" must go in quotes or after ">-" on the next lines)`);
  }
  const typography = where.language === 'fr' ? frenchTypography : (text: string) => text;
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
  if (where.collection === 'blog' && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug!)) {
    throw new ContentError(file, 'the file name is the article\'s slug: lower-case words joined by hyphens');
  }
  return { ...where, id, slug, file, data, blocks, source };
}

/** The route of a file that is a page, as the route table will hold it. */
function routeOf(entry: Entry): { id: string; page: PageName } | undefined {
  switch (entry.collection) {
    case 'services':
      return { id: `service:${entry.id}`, page: 'service' };
    case 'legal':
      return { id: entry.id, page: 'legal' };
    case 'pages':
      return { id: entry.id, page: PAGE_KINDS[entry.id as keyof typeof PAGE_KINDS] };
    case 'blog':
      return { id: `article:${entry.id}`, page: 'article' };
    case 'home':
      return undefined;
  }
}

async function markdownFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

export interface ContentBuild {
  /**
   * The modules to write below src/generated/, by path: content.ts (the
   * content's routes, part of the Worker's main module) and, per language,
   * content/<language>.js with the texts and its types.
   */
  files: Record<string, string>;
  /** What the module exports, by name. */
  exports: Record<string, unknown>;
  /** How many files each collection has. */
  counts: Record<string, number>;
}

/**
 * Reads every Markdown file under `root`, checks it, and returns the typed
 * modules the worker imports, with `facts` filled in (tests change them).
 * Throws a ContentError naming the first broken file and what is wrong with it.
 */
export async function buildContent(root = 'src/content', facts: Facts = FACTS): Promise<ContentBuild> {
  const texts = inEveryLanguage((language) => factTexts(language, facts));
  const entries: Entry[] = [];
  for (const path of await markdownFiles(root)) entries.push(readEntry(root, path, await readFile(path, 'utf8'), texts));

  // The route table's content part: one route per page, with its path in each language that has a file.
  const routes = new Map<string, { page: PageName; paths: Partial<Record<Language, string>> }>();
  const byPath = new Map<string, { routeId: string; language: Language; file: string }>();
  for (const fixed of [HOME_ROUTE, UNSUBSCRIBE_ROUTE]) {
    for (const [language, path] of Object.entries(fixed.paths as Partial<Record<Language, string>>)) byPath.set(path, { routeId: fixed.id, language: language as Language, file: 'src/fixed-routes.ts' });
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
    const route = routeOf(entry);
    if (!route) continue;
    const path = contentPath(entry.collection as RoutedCollection, entry.language, entry.slug!);
    const taken = byPath.get(path);
    if (taken) throw new ContentError(entry.file, `field "slug": the path ${path} is already ${taken.file}'s; choose another slug`);
    byPath.set(path, { routeId: route.id, language: entry.language, file: entry.file });
    const existing = routes.get(route.id) ?? { page: route.page, paths: {} };
    existing.paths[entry.language] = path;
    routes.set(route.id, existing);
  }

  // Every service, legal document, page and the home exist in the default language (and the home in every language).
  const required: [string, readonly string[], (id: string) => string][] = [
    ['services', SERVICE_IDS, (id) => `${root}/services/${id}/${DEFAULT_LANGUAGE}.md`],
    ['legal', LEGAL_PAGE_IDS, (id) => `${root}/legal/${id}/${DEFAULT_LANGUAGE}.md`],
    ['pages', PAGE_CONTENT_IDS, (id) => `${root}/pages/${id}/${DEFAULT_LANGUAGE}.md`],
  ];
  for (const [collection, ids, fileOf] of required) {
    for (const id of ids) {
      if (!seen.has(`${collection}/${id}/${DEFAULT_LANGUAGE}`)) throw new ContentError(fileOf(id), 'missing: every one must exist in French');
    }
  }
  for (const language of LANGUAGES) {
    if (!seen.has(`home/home/${language}`)) throw new ContentError(`${root}/home/${language}.md`, 'missing: the home page exists in every language');
  }
  // Every French file has its English and Spanish twins, carrying its figures.
  checkTranslatedFigures(
    entries.map((entry) => ({ ...entry, independent: entry.data.independentTranslation === true })),
    (french, language) =>
      french.collection === 'blog'
        ? `${root}/blog/${language}/ (the translation of ${french.file}, translationKey "${french.id}")`
        : french.collection === 'home'
          ? `${root}/home/${language}.md`
          : `${root}/${french.collection}/${french.id}/${language}.md`,
  );
  // A file with no French original (an article written in English, say) would be a page the other languages lack.
  for (const route of routes.values()) {
    const missing = LANGUAGES.filter((language) => !route.paths[language]);
    if (missing.length === 0) continue;
    const file = byPath.get(Object.values(route.paths)[0]!)!.file;
    throw new ContentError(file, `missing: every page exists in every language; write its version in ${missing.map((language) => `"${language}"`).join(' and ')}`);
  }

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

  const byLanguage = (collection: Collection, ids: readonly string[], shape: (entry: Entry, blocks: Block[]) => object) =>
    Object.fromEntries(
      ids.map((id) => [
        id,
        Object.fromEntries(
          entries
            .filter((entry) => entry.collection === collection && entry.id === id)
            .map((entry) => [entry.language, shape(entry, entry.blocks.map((block) => resolveBlock(entry, block)))]),
        ),
      ]),
    );
  const withSections = (entry: Entry, blocks: Block[]) => ({ ...entry.data, sections: sections(blocks) });

  const articles = entries
    .filter((entry) => entry.collection === 'blog')
    .map((entry) => {
      const body = entry.blocks.map((block) => resolveBlock(entry, block));
      const words = countWords(body);
      if (words < ARTICLE_WORDS.min || words > ARTICLE_WORDS.max) {
        throw new ContentError(entry.file, `the article has ${words} words: an article has ${ARTICLE_WORDS.min} to ${ARTICLE_WORDS.max}, long enough to answer its question and short enough to be read through`);
      }
      return { slug: entry.slug!, language: entry.language, ...(entry.data as { translationKey: string; date: string }), body, readTimeMinutes: readTimeMinutes(body) };
    })
    .sort((a, b) => b.date.localeCompare(a.date) || LANGUAGES.indexOf(a.language) - LANGUAGES.indexOf(b.language));
  const home = Object.fromEntries(entries.filter((entry) => entry.collection === 'home').map((entry) => [entry.language, entry.data]));
  // Articles' routes in the articles' order, newest first.
  const routeOrder = [...routes.keys()].filter((id) => !id.startsWith('article:'));
  for (const article of articles) routeOrder.push(`article:${article.translationKey}`);
  const contentRoutes = Object.fromEntries([...new Set(routeOrder)].map((id) => [id, { page: routes.get(id)!.page, paths: routes.get(id)!.paths }]));

  const exports = {
    CONTENT_ROUTES: contentRoutes,
    SERVICE_PAGES: byLanguage('services', SERVICE_IDS, withSections),
    LEGAL_DOCUMENTS: byLanguage('legal', LEGAL_PAGE_IDS, withSections),
    // A page without a body has no sections.
    PAGE_CONTENTS: byLanguage('pages', PAGE_CONTENT_IDS, withSections),
    HOME_CONTENT: home,
    ARTICLES: articles,
  };
  const json = (value: unknown) => JSON.stringify(value);
  const files: Record<string, string> = {
    'content.ts': `// Written by scripts/content/build-content.ts (run by build.mjs) from src/content/**/*.md. Do not edit: edit the Markdown files.
import type { Route } from '../routes';

/** Every page that has a content file, with its path in each language. */
export const CONTENT_ROUTES = ${json(exports.CONTENT_ROUTES)} as const satisfies Record<string, Omit<Route, 'id'>>;
export type ContentRouteId = keyof typeof CONTENT_ROUTES;
`,
  };
  // The texts of each language in a module of its own, loaded by the Worker
  // when a request first needs that language (src/language-content.ts): plain
  // JavaScript, as Workers upload additional modules as they are, and a
  // JSON.parse of one string, which V8 reads faster than the same object literal.
  const pick = <T>(byId: Record<string, Partial<Record<Language, T>>>, language: Language) =>
    Object.fromEntries(Object.entries(byId).flatMap(([id, languages]) => (languages[language] ? [[id, languages[language]]] : [])));
  for (const language of LANGUAGES) {
    const content = {
      servicePages: pick(exports.SERVICE_PAGES, language),
      legal: pick(exports.LEGAL_DOCUMENTS, language),
      pages: pick(exports.PAGE_CONTENTS, language),
      home: exports.HOME_CONTENT[language],
      articles: articles.filter((article) => article.language === language),
    };
    files[`content/${language}.js`] = `// Written by scripts/content/build-content.ts from src/content/**/${language}.md. Do not edit: edit the Markdown files.
export const CONTENT = JSON.parse(${json(json(content))});
`;
    files[`content/${language}.d.ts`] = `import type { LanguageContent } from '../../language-content';
export declare const CONTENT: LanguageContent;
`;
  }
  const counts: Record<string, number> = {};
  for (const entry of entries) counts[entry.collection] = (counts[entry.collection] ?? 0) + 1;
  return { files, exports, counts };
}
