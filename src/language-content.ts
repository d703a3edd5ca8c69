import { pageKind, type EntryOf, type PageKind } from './content/page-kinds';
import type { Article } from './content/schemas/article';
import type { HomeContent } from './content/schemas/home';
import { LANGUAGES, type Language } from './i18n/languages';
import type { Route, RouteId } from './routes';

/** A language's texts as the content build writes them (src/generated/content/<language>.js). */
export interface LanguageContentModule {
  /** Every content page's entry by route id, and the home's as "home". */
  entries: Partial<Record<RouteId, unknown>>;
  /** The ids of the articles' routes, newest first. */
  articles: readonly RouteId[];
}

/** Every text of the site in one language. */
export interface LanguageContent extends LanguageContentModule {
  home: HomeContent;
  /** The articles, newest first. */
  articleEntries: readonly Article[];
}

/**
 * Each language's texts are a module of their own, outside the Worker's main
 * module: a new isolate starts without evaluating them, and its first request
 * loads only its own language. The imports stay in this file, at the root of
 * src/, because Workers resolve an additional module's name from the main
 * module's folder (wrangler.toml, `rules`).
 */
const MODULES: Record<Language, () => Promise<{ CONTENT: LanguageContentModule }>> = {
  fr: () => import('./generated/content/fr.js'),
  en: () => import('./generated/content/en.js'),
  es: () => import('./generated/content/es.js'),
};

const loaded: Partial<Record<Language, LanguageContent>> = {};

/** Loads the texts of `language` (once per isolate); `languageContent` then gives them synchronously. */
export async function loadLanguageContent(language: Language): Promise<LanguageContent> {
  if (loaded[language]) return loaded[language];
  const { CONTENT } = await MODULES[language]();
  return (loaded[language] ??= {
    ...CONTENT,
    home: CONTENT.entries.home as HomeContent,
    articleEntries: CONTENT.articles.map((id) => CONTENT.entries[id] as Article),
  });
}

/** Loads the texts of every language, for what lists them all (the feeds). */
export async function loadEveryLanguage(): Promise<void> {
  await Promise.all(LANGUAGES.map(loadLanguageContent));
}

/**
 * The texts of `language` for a render, which is synchronous: the request's
 * middleware has loaded them (src/index.ts). Anything else is a bug, said loudly.
 */
export function languageContent(language: Language): LanguageContent {
  const content = loaded[language];
  if (!content) throw new Error(`The texts of "${language}" are used before loadLanguageContent("${language}")`);
  return content;
}

/** What the page of `route` shows in `language`: its content file's entry (none for a page without one). */
export function routeEntry<Kind extends PageKind>(route: Route & { kind: Kind }, language: Language): EntryOf<Kind> {
  const entry = languageContent(language).entries[route.id];
  if (entry === undefined && pageKind(route.kind).source !== 'none') throw new Error(`No text for ${route.id} in ${language}`);
  return entry as EntryOf<Kind>;
}
