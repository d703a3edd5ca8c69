import { pageEntry, readText, resolvedBlocks, routeIdOf, type LinkTarget, type PictureOf } from '../../../content/reading/content-entry';
import { fileAsEditor } from '../../../content/reading/editor-writing';
import { contentPath } from '../../../content/content-paths';
import type { EntryOf, PageKind } from '../../../content/page-kinds';
import { PICTURES_PUBLIC_FOLDER } from '../../../content/schemas/picture';
import { siteFactTexts } from '../../../facts/fact-text';
import { inEveryLanguage, type Language } from '../../../languages/languages';
import { ROUTES, servedPaths, type Route } from '../../../routes';
import { ARTICLE_KIND, CANONICAL_SLUG_KEY, kindFields, type EditorFileSpec } from '../editor-config';

/** Where the content build reads the texts, from the repository's root: the files' names in its messages start with it. */
const CONTENT = 'src/content';

/** What the editor gives a preview of one language of a text: its fields' values (the body among them), and an article's slug when it has one. */
export interface EditedText {
  language: Language;
  data: Record<string, unknown>;
  /** An article's file name without `.md`, once the editor has given it one. */
  slug?: string;
  /** Where the editor has an article's picture (`/pictures/<file>`): the file she uploaded, before any build made its sizes. */
  pictureAt?: (field: string) => string | undefined;
}

/** The page as the site would show it: its kind's component is given this route and entry. */
export interface PreviewedPage<Kind extends PageKind = PageKind> {
  route: Route & { kind: Kind };
  language: Language;
  entry: EntryOf<Kind>;
}

/** Every page of the site by its path, for the links of the body. */
let pagesByPath: Map<string, LinkTarget> | undefined;
const pageAt = (path: string): LinkTarget | undefined => {
  pagesByPath ??= new Map(servedPaths().map(({ path, language, route }) => [path, { routeId: route.id, language, paths: route.paths }]));
  return pagesByPath.get(path);
};

/** The facts' texts of every language, as the content build fills them in. */
const factTexts = inEveryLanguage(siteFactTexts);

/** An optional field left empty is left out of the file (the editor's `omit_empty_optional_fields`). */
function withoutEmpty(value: Record<string, unknown>): Record<string, unknown> {
  const kept: [string, unknown][] = [];
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined || item === null || item === '' || (Array.isArray(item) && item.length === 0)) continue;
    kept.push([key, item && typeof item === 'object' && !Array.isArray(item) ? withoutEmpty(item as Record<string, unknown>) : item]);
  }
  return Object.fromEntries(kept);
}

/** A title as the editor makes a new article's file name of it (`slug: { encoding: 'ascii', clean_accents: true }`). */
function slugOf(title: unknown): string {
  const words = String(title ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .match(/[a-z0-9]+/g);
  return words?.join('-') ?? 'article';
}

/**
 * A picture as the preview shows it: the file she uploaded, as it is (the
 * build makes its sizes and formats once it is saved). Its proportions are
 * not known before it loads: the page's stylesheet gives it its own then
 * (`height: auto`), these only keep its place meanwhile.
 */
const asUploaded: (url: string) => ReturnType<PictureOf> = (url) => ({ width: 3, height: 2, avif: [], webp: [], jpeg: { path: url, width: 3, height: 2 } });

/**
 * What the site would make of the text she is writing: the file the editor
 * would save (src/content/reading/editor-writing.ts) read by the content build's
 * own reading (src/content/reading/content-entry.ts), with its facts, its
 * typography, its Markdown and its links; and the route its page has (a new
 * article's, which the route table does not have yet, made up the same way).
 * `file` is the text's file, or undefined for an article. Throws the build's
 * ContentError when the build would refuse the file.
 */
export function previewedPage(file: EditorFileSpec | undefined, { language, data, slug, pictureAt }: EditedText): PreviewedPage {
  const kind = file?.kind ?? ARTICLE_KIND;
  const { body, ...head } = data;
  const fields = withoutEmpty(head);
  let parts: string[];
  if (file) parts = [...file.folder.split('/'), `${language}.md`];
  else {
    const name = slug || slugOf(fields.title);
    // A new article gets its key, the French file's name, when it is first saved.
    fields[CANONICAL_SLUG_KEY] ??= name;
    parts = ['blog', language, `${name}.md`];
  }
  // A picture she has just uploaded is, until the text is saved, the browser's own address of her file (blob:…):
  // the preview reads it as the media folder's file it will be once saved, and shows her file.
  const uploaded = typeof fields.picture === 'string' && fields.picture.startsWith('blob:') ? fields.picture : undefined;
  if (uploaded) fields.picture = `${PICTURES_PUBLIC_FOLDER}/${uploaded.split('/').at(-1)}`;
  const text = fileAsEditor(fields, typeof body === 'string' ? body.trim() : '', kindFields(kind), file ? undefined : CANONICAL_SLUG_KEY);
  const read = readText(`${CONTENT}/${parts.join('/')}`, parts, text, factTexts);
  const entry = pageEntry(read, resolvedBlocks(read, pageAt), (field) => asUploaded(uploaded ?? pictureAt?.(field) ?? field));
  const id = routeIdOf(read);
  const route =
    ROUTES.find((known) => known.id === id) ??
    // An article not published yet: its address in this language as the build would give it.
    ({ id, kind, paths: inEveryLanguage(() => contentPath('blog', language, read.slug!)), updated: inEveryLanguage(() => String(read.data.date)) } as unknown as Route);
  return { route, language, entry } as PreviewedPage;
}
