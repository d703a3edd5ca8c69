import * as v from 'valibot';
import { parseDocument } from 'yaml';
import type { RoutedCollection } from '../content-paths';
import { fillFacts, type FactTexts } from '../../facts/fact-texts';
import { PAGE_KIND_NAMES, pageKind, type PageKind } from '../page-kinds';
import { readTimeMinutes } from '../read-time';
import { plainText, type Block, type Inline, type TextSection } from '../rich-text';
import type { ArticlePicture } from '../schemas/picture';
import { isLanguage, LANGUAGE_SPECS, LANGUAGES, type Language, type Localized } from '../../languages/languages';
import type { RouteId } from '../../routes';
import { ContentError } from './content-error';
import { markdownBlocks, type RawBlock, type RawInline } from './markdown';

/*
 * How the content build reads one Markdown file and makes of it what its page
 * is given, with nothing of Node's: the build (build-content.ts) reads every
 * file with it, and the text editor's preview (src/desk/editor/preview/) the
 * file she is writing, so the preview shows what the build would make of it,
 * or refuses it with the build's own message.
 */

export type Collection = RoutedCollection | 'home';

/** The kind of page each folder's files are, but pages/, whose folders are named after their kind. */
const KIND_OF_COLLECTION: Record<Exclude<Collection, 'pages'>, PageKind> = { services: 'service', legal: 'legal', blog: 'article', home: 'home' };

/** One Markdown file once read: where it belongs, its checked frontmatter and its body. */
export interface Entry {
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

export const list = (values: readonly string[]) => values.map((value) => `"${value}"`).join(', ');

/** Lower-case words joined by hyphens: what folder names, slugs and translation keys are made of. */
const NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The kinds whose files are pages/<kind>/<language>.md. */
export const SINGLE_PAGE_KINDS = PAGE_KIND_NAMES.filter((kind) => pageKind(kind).source === 'page');

/** What a file's path says: its collection, kind, id and language, or why it fits nowhere. */
function locate(file: string, parts: readonly string[]): Pick<Entry, 'collection' | 'kind' | 'id' | 'language' | 'slug'> {
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

/**
 * Reads the file `file`, whose path below src/content/ is `parts` and text
 * `written`: facts filled in, frontmatter parsed and checked against its
 * collection's schema, body parsed. Throws a ContentError naming the file
 * and, when known, its line.
 */
export function readText(file: string, parts: readonly string[], written: string, texts: Localized<FactTexts>): Entry {
  const where = locate(file, parts);
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
export function routeIdOf(entry: Entry): string {
  switch (entry.collection) {
    case 'services':
      return `service:${entry.id}`;
    case 'blog':
      return `article:${entry.id}`;
    default:
      return entry.id;
  }
}

/** What a link to a page of the site leads to: its route in its language, and its path in each (a page's render needs no route table for it). */
export interface LinkTarget {
  routeId: string;
  language: Language;
  paths: Localized;
}

/**
 * The body's blocks with each Markdown link checked: a page of the site by
 * its path (found by `pageAt`), or an absolute address elsewhere.
 */
export function resolvedBlocks(entry: Entry, pageAt: (path: string) => LinkTarget | undefined): Block[] {
  const resolve = (inline: RawInline): Inline => {
    if (typeof inline === 'string') return inline;
    if (inline.type !== 'raw-link') return { type: inline.type, children: inline.children.map(resolve) };
    const children = inline.children.map(resolve);
    const { url, line } = inline;
    if (/^(https:|http:|mailto:|tel:)/.test(url)) return { type: 'link', href: url, children };
    if (!url.startsWith('/')) {
      throw new ContentError(entry.file, `line ${line}: link "${url}": write a page of the site by its path (/contact) or a full address (https://…, mailto:…, tel:…)`);
    }
    const [path = '', hash] = url.split('#');
    const target = pageAt(path);
    if (!target) throw new ContentError(entry.file, `line ${line}: link "${url}": no page of the site has the path ${path}`);
    return { type: 'page', route: target.routeId as RouteId, language: target.language, paths: target.paths, ...(hash ? { hash } : {}), children };
  };
  return entry.blocks.map((block) =>
    'items' in block ? { type: block.type, items: block.items.map((item) => item.map(resolve)) } : { type: block.type, content: block.content.map(resolve) },
  );
}

/** A body cut at its `##` headings (the build made sure it starts with one). */
function sections(blocks: readonly Block[]): TextSection[] {
  const out: { heading: string; blocks: Block[] }[] = [];
  for (const block of blocks) {
    if (block.type === 'h2') out.push({ heading: plainText(block.content), blocks: [] });
    else out[out.length - 1]!.blocks.push(block);
  }
  return out;
}

/** A picture's field (`/pictures/<file>`) as its page shows it, but its description: the sizes the build made, or what the editor's preview has. */
export type PictureOf = (field: string) => Omit<ArticlePicture, 'alt'>;

/**
 * What a page is given to render itself (its route's entry): its frontmatter,
 * and its body (`blocks`, resolved) as sections or an article's blocks, with
 * its picture, if it has one, as `pictureOf` gives it and described in the
 * file's language.
 */
export function pageEntry(entry: Entry, blocks: Block[], pictureOf: PictureOf): Record<string, unknown> {
  switch (pageKind(entry.kind).body) {
    case 'blocks': {
      const { picture, pictureAlt, ...fields } = entry.data;
      const shown = typeof picture === 'string' ? { picture: { alt: pictureAlt, ...pictureOf(picture) } } : {};
      return { slug: entry.slug!, language: entry.language, ...fields, ...shown, body: blocks, readTimeMinutes: readTimeMinutes(blocks) };
    }
    case 'sections':
      return { ...(entry.collection === 'services' ? { id: entry.id } : {}), ...entry.data, sections: sections(blocks) };
    default:
      return entry.data;
  }
}
