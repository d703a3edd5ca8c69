import { pageKind, PAGE_KIND_NAMES, type PageKind } from '../../content/page-kinds';
import { PICTURE_RULES, PICTURES_FOLDER, PICTURES_PUBLIC_FOLDER } from '../../content/schemas/picture';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../languages/languages';
import { ROUTES, SERVICE_IDS } from '../../routes';
import { deskText } from '../i18n/desk-text';
import type { EditorBackend } from './backend';
import { editorLabel } from './editor-labels';
import { objectFields, type EditorField } from './schema-fields';

/** Where the texts are, from the repository's root (src/content/, docs/writing.md#where-the-texts-are). */
const CONTENT = 'src/content';

/**
 * The key Sveltia CMS writes in every language's file of an article to link
 * them, set to the French file's name on save: the content build reads the
 * same key (src/content/schemas/article.ts), so an article's route id is its
 * French slug.
 */
export const CANONICAL_SLUG_KEY = 'translationKey';

type EditorFile = { name: string; label: string; file: string; i18n: true; fields: EditorField[] };
type EditorCollection =
  | { name: string; label: string; i18n: true; files: EditorFile[] }
  | {
      name: string;
      label: string;
      label_singular: string;
      folder: string;
      path: string;
      i18n: { structure: 'multiple_folders' };
      slug: { template: string; i18n: true };
      summary: string;
      sortable_fields: string[];
      media_folder: string;
      public_folder: string;
      fields: EditorField[];
    };

export type EditorConfig = EditorBackend & {
  app_title: string;
  logo: { src: string };
  site_url: string;
  media_folder: string;
  public_folder: string;
  media_libraries: { default: { config: { max_file_size: number; slugify_filename: true } }; stock_assets: { providers: [] } };
  i18n: { structure: 'multiple_folders'; locales: string[]; default_locale: string; canonical_slug: { key: string } };
  slug: { encoding: 'ascii'; clean_accents: true };
  output: { omit_empty_optional_fields: true };
  collections: EditorCollection[];
};

/** The Markdown below the frontmatter, for the kinds that have one (page-kinds.ts, `body`). */
const bodyField = (kind: PageKind): EditorField[] => {
  const body = pageKind(kind).body;
  return body === 'sections' || body === 'blocks' ? [{ name: 'body', label: editorLabel('body'), widget: 'markdown', i18n: true }] : [];
};

/** A kind's fields: its schema's, in order, then its body; an article's translationKey is the editor's own (CANONICAL_SLUG_KEY). */
export function kindFields(kind: PageKind): EditorField[] {
  const schema = pageKind(kind).schema;
  if (!schema) return [];
  return [...objectFields(schema, {}, [CANONICAL_SLUG_KEY]), ...bodyField(kind)];
}

/** One file per language: `<folder>/{{locale}}.md`. */
const localizedFile = ({ name, folder, kind }: EditorFileSpec): EditorFile => ({
  name,
  label: editorLabel(kind === 'faq' ? 'faq-page' : name),
  file: `${CONTENT}/${folder}/{{locale}}.md`,
  i18n: true,
  fields: kindFields(kind),
});

/** The folders of a kind whose pages are one folder each (services, legal documents), from the route table. */
function foldersOf(kind: PageKind): readonly string[] {
  const source = pageKind(kind).source;
  if (source === 'services') return SERVICE_IDS;
  // A legal document's route id is its folder's name (scripts/content/build-content.ts, routeIdOf).
  return ROUTES.filter((route) => route.kind === kind).map((route) => route.id);
}

/** The collection of the editor that holds the articles, a folder per language. */
export const ARTICLES_COLLECTION = 'articles';

/** A file the editor edits, one per language: the collection it is in, its name there, its kind and its folder below src/content/. */
export interface EditorFileSpec {
  collection: 'pages' | 'services' | 'legal';
  name: string;
  kind: PageKind;
  folder: string;
}

const kindOf = (source: string) => PAGE_KIND_NAMES.find((kind) => pageKind(kind).source === source)!;

/** The kind of the articles, whose collection is a folder per language. */
export const ARTICLE_KIND = kindOf('blog');

/**
 * The files the editor edits one per language, from the kinds of page: the
 * single pages and the home in "pages", each service and legal document in
 * a collection of its own kind. Each name is unique across them, as the
 * editor finds a file's preview by its name alone.
 */
export function editorFileSpecs(): EditorFileSpec[] {
  const singles = PAGE_KIND_NAMES.filter((kind) => pageKind(kind).source === 'home' || pageKind(kind).source === 'page');
  const byFolder = (kind: PageKind, collection: 'services' | 'legal') => foldersOf(kind).map((folder) => ({ collection, name: folder, kind, folder: `${collection}/${folder}` }));
  const specs: EditorFileSpec[] = [
    ...singles.map((kind) => ({ collection: 'pages' as const, name: kind, kind, folder: pageKind(kind).source === 'home' ? 'home' : `pages/${kind}` })),
    ...byFolder(kindOf('services'), 'services'),
    ...byFolder(kindOf('legal'), 'legal'),
  ];
  const names = specs.map((spec) => spec.name);
  const twice = names.find((name, index) => names.indexOf(name) !== index || name === ARTICLES_COLLECTION);
  if (twice) throw new Error(`Two texts of the editor are called "${twice}": the editor finds a preview by its name alone; rename a folder.`);
  return specs;
}

/**
 * The text editor's configuration (Sveltia CMS), worked out from the kinds of
 * page (src/content/page-kinds.ts) and their schemas: the single pages and
 * the home as files, the services and legal documents as files of a folder
 * each, the articles as a folder per language with a name per language. A new
 * kind, page or field reaches the editor with no other change. `backend` is
 * where it saves (./backend.ts).
 */
export function editorConfig({ backend, siteUrl }: { backend: EditorBackend; siteUrl: string }): EditorConfig {
  const files = editorFileSpecs();
  const collection = (name: EditorFileSpec['collection']) => ({
    name,
    label: deskText(`editor.collection.${name}`),
    i18n: true as const,
    files: files.filter((file) => file.collection === name).map(localizedFile),
  });
  const articles: EditorCollection = {
    name: ARTICLES_COLLECTION,
    label: deskText('editor.collection.articles'),
    label_singular: deskText('editor.collection.article'),
    folder: `${CONTENT}/blog`,
    path: '{{slug}}',
    i18n: { structure: 'multiple_folders' },
    // Each language's file is named after its own title, and its name can be changed before it is published.
    slug: { template: '{{title}}', i18n: true },
    summary: '{{title}} ({{date}})',
    sortable_fields: ['date', 'title'],
    // Its pictures in the media folder, from the repository's root (the leading slash): without it, the editor puts a picture beside each language's file.
    media_folder: `/${PICTURES_FOLDER}`,
    public_folder: PICTURES_PUBLIC_FOLDER,
    fields: kindFields(ARTICLE_KIND),
  };
  return {
    ...backend,
    app_title: deskText('editor.appTitle'),
    // The agency's mark (assets/images/), on the editor's first screen and its tab.
    logo: { src: '/images/logo-mark.svg' },
    site_url: siteUrl,
    // The pictures she uploads go into the repository beside the texts, and the fields name them `/pictures/<file name>`:
    // the build makes their sizes and formats (src/content/schemas/picture.ts, scripts/content/pictures.ts).
    media_folder: PICTURES_FOLDER,
    public_folder: PICTURES_PUBLIC_FOLDER,
    // A file over the build's limit is refused at upload, not at the build; its name is made safe for an address (`IMG 2041 (1).JPG` → `img-2041-1.jpg`).
    // No stock photos (Unsplash, Pexels…): an article's picture is the agency's own, and the desk's policy lets the editor reach GitHub alone.
    media_libraries: { default: { config: { max_file_size: PICTURE_RULES.maxBytes, slugify_filename: true } }, stock_assets: { providers: [] } },
    i18n: { structure: 'multiple_folders', locales: [...LANGUAGES], default_locale: DEFAULT_LANGUAGE, canonical_slug: { key: CANONICAL_SLUG_KEY } },
    slug: { encoding: 'ascii', clean_accents: true },
    // An optional field left empty is left out, as the texts write it (formerSlugs, independentTranslation).
    output: { omit_empty_optional_fields: true },
    collections: [articles, collection('pages'), collection('services'), collection('legal')],
  };
}
