import type { Language } from '../languages/languages';
import { addArticleRoutes, hasArticleRoutes, type ArticleRouteTable, type RouteId } from '../routes';
import { ARTICLE_ROUTES_FILE, articleCardsFile } from './article-files';
import type { BuildFileReader } from './page-texts';
import type { ArticleSummary } from './schemas/article';

/**
 * Reads the articles' routes from the build's file into the route table, once
 * per isolate: a request that may be for an article, or lists them all (the
 * sitemap), waits for it; the others never read it.
 */
export async function loadArticleRoutes(read: BuildFileReader): Promise<void> {
  if (hasArticleRoutes()) return;
  addArticleRoutes(JSON.parse(await read(ARTICLE_ROUTES_FILE)) as ArticleRouteTable);
}

/** The cards of a language's articles, by route id, newest first. */
export interface ArticleCards {
  byId: ReadonlyMap<RouteId, ArticleSummary>;
  newestFirst: readonly ArticleSummary[];
}

const cards: Partial<Record<Language, ArticleCards>> = {};

/** Reads the cards of the articles in `language` from the build's file, once per isolate. */
export async function loadArticleCards(language: Language, read: BuildFileReader): Promise<void> {
  if (!cards[language]) addArticleCards(language, JSON.parse(await read(articleCardsFile(language))) as Readonly<Record<string, unknown>>);
}

/** Keeps the cards of the articles in `language`, by route id, newest first, as the content build writes them. */
export function addArticleCards(language: Language, byId: Readonly<Record<string, unknown>>): void {
  const map = new Map(Object.entries(byId) as [RouteId, ArticleSummary][]);
  cards[language] ??= { byId: map, newestFirst: [...map.values()] };
}

/** The cards of the articles in `language`, for a render, which is synchronous. Anything else is a bug, said loudly. */
export function articleCards(language: Language): ArticleCards {
  const loaded = cards[language];
  if (!loaded) throw new Error(`The articles' cards in "${language}" are used before loadArticleCards`);
  return loaded;
}
