import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { loadArticleRoutes } from '../content/article-index';
import { DESK_ROOT } from '../desk/desk-paths';
import { FEED_PATH_PREFIX } from '../bookings-feed/feed-path';
import { NEWSLETTER_ENDPOINT, servedPath } from '../routes';
import { buildFiles } from './build-files';
import { BUNDLE_PREFIX } from './bundle-files';

/** The Worker's own addresses that are no page and never name one: the client's files, the desk, the owner's feed, the newsletter's sign-ups. */
const NOT_PAGES = [BUNDLE_PREFIX, DESK_ROOT, FEED_PATH_PREFIX, NEWSLETTER_ENDPOINT];

/**
 * Reads the articles' routes into the route table (once per isolate) before a
 * request whose address is not one of the other pages': an article (served
 * by the Worker only where its static file is not, as in its tests), another
 * spelling or a former address of one, the sitemap, a beacon naming one, an
 * unknown address. The pages the Worker renders, its own files and the desk
 * never wait for it, however many articles the blog has.
 */
export function articleRoutesWhenNeeded(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = c.req.path;
    if (!servedPath(path) && !NOT_PAGES.some((prefix) => path.startsWith(prefix))) {
      await loadArticleRoutes(buildFiles(c.env.ASSETS, c.env.SITE_URL));
    }
    await next();
  };
}
