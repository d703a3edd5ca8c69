// The articles' routes and cards from the start, for what runs outside the
// Worker and knows them at once: the build, the tests and the editor's
// preview. The Worker never imports this module: its upload would grow with
// the blog (src/content/article-index.ts reads them when a request needs them).
import { addArticleCards } from './content/article-index';
import { ARTICLE_CARDS, ARTICLE_FORMER_PATHS, ARTICLE_ROUTE_TABLE } from './generated/article-index';
import { LANGUAGES } from './languages/languages';
import { addArticleRoutes } from './routes';

addArticleRoutes({ routes: ARTICLE_ROUTE_TABLE, formerPaths: ARTICLE_FORMER_PATHS });
for (const language of LANGUAGES) addArticleCards(language, ARTICLE_CARDS[language]);

export * from './routes';
