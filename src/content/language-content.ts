import { LANGUAGES, type Language } from '../languages/languages';
import { LANGUAGE_MODULES } from '../language-modules';
import type { Route, RouteId } from '../routes';
import { hasPageTexts } from './page-only-fields';
import { pageTexts, loadPageTexts, type BuildFileReader } from './page-texts';
import { hasContentFile, pageKind, type EntryOf, type PageKind } from './page-kinds';
import { articleCards, loadArticleCards } from './article-index';
import type { HomeContent } from './schemas/home';

/**
 * A language's texts as the content build writes them
 * (src/generated/content/<language>.js): every content page's entry by route
 * id (without what only its own page shows: src/content/page-only-fields.ts)
 * but the articles' (src/content/article-files.ts), the home's as "home".
 */
export type LanguageContentModule = Awaited<ReturnType<(typeof LANGUAGE_MODULES)['fr']>>['CONTENT'];

/** Every text of the site in one language. */
export interface LanguageContent extends LanguageContentModule {
  home: HomeContent;
}

const loaded: Partial<Record<Language, LanguageContent>> = {};

/** Loads the texts of `language` (once per isolate); `languageContent` then gives them synchronously. */
export async function loadLanguageContent(language: Language): Promise<LanguageContent> {
  if (loaded[language]) return loaded[language];
  const { CONTENT } = await LANGUAGE_MODULES[language]();
  return (loaded[language] ??= { ...CONTENT, home: CONTENT.entries.home as HomeContent });
}

/** Loads the texts of every language and their articles' cards, for what lists them all (the feeds). */
export async function loadEveryLanguage(read: BuildFileReader): Promise<void> {
  await Promise.all(LANGUAGES.flatMap((language) => [loadLanguageContent(language), loadArticleCards(language, read)]));
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

/**
 * What the pages listing or linking to `route` read of it in `language` (its
 * title, an article's card): its content file's entry without what only its
 * own page shows (src/content/page-only-fields.ts).
 */
export function routeSummary<Kind extends PageKind>(route: Route & { kind: Kind }, language: Language): EntryOf<Kind> {
  const entry = route.kind === 'article' ? articleCards(language).byId.get(route.id) : languageContent(language).entries[route.id];
  if (entry === undefined && hasContentFile(route.kind)) throw new Error(`No text for ${route.id} in ${language}`);
  return entry as EntryOf<Kind>;
}

/** What the page of `route` shows in `language`: its content file's entry (none for a page without one), whole. */
export function routeEntry<Kind extends PageKind>(route: Route & { kind: Kind }, language: Language): EntryOf<Kind> {
  const summary = routeSummary(route, language);
  if (!hasPageTexts(route.kind)) return summary;
  return { ...summary, ...pageTexts(language, route.id as RouteId) } as EntryOf<Kind>;
}

/**
 * Loads what the page of `route` reads in `language`: the language's texts,
 * and through `read` what only its own page shows (an article's, a legal
 * document's) and the articles' cards, for an article or a page listing them.
 */
export async function loadRouteTexts(route: Route, language: Language, read: BuildFileReader): Promise<void> {
  const readsArticles = route.kind === 'article' || pageKind(route.kind).listsArticles === true;
  await Promise.all([
    loadLanguageContent(language),
    hasPageTexts(route.kind) && loadPageTexts(language, read),
    readsArticles && loadArticleCards(language, read),
  ]);
}
