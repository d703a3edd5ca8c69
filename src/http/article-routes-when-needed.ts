import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { loadArticleRoutes } from '../content/article-index';
import { servedPath } from '../routes';
import { buildFiles } from './build-files';

/**
 * Reads the articles' routes into the route table (once per isolate) before a
 * request whose address is not one of the other pages': an article (served
 * by the Worker only where its static file is not, as in its tests), another
 * spelling or a former address of one, the sitemap, a beacon naming one, an
 * unknown address. The pages the Worker renders never wait for it, however
 * many articles the blog has, nor the addresses below `notPages`, which are
 * no page and never name one.
 */
export function articleRoutesWhenNeeded(notPages: readonly string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = c.req.path;
    if (!servedPath(path) && !notPages.some((prefix) => path.startsWith(prefix))) {
      await loadArticleRoutes(buildFiles(c.env));
    }
    await next();
  };
}
