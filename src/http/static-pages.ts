import { pageOf } from '../pages';
import { contactFormPath, newsletterPage, type ServedPath } from '../routes';

/**
 * The message form's pages give each visitor a key of their own: never
 * shared by a cache, never revalidated (a 304 would keep an old key).
 */
export const isPerVisitor = (served: ServedPath) => served.path === contactFormPath(served.language);

/**
 * Whether the page at `served` is a static file that Cloudflare serves at its
 * own address without starting the Worker (free, and outside the plan's daily
 * requests): a page whose HTML depends on its path alone. The Worker keeps the
 * pages whose HTML depends on the request: the message form's (a key for each
 * visitor, its thank-you state in the query), the blog's (the newsletter
 * box's outcome in the query; its categories are pages of their own, static
 * files), and those that read a token. Static
 * asset routing looks at the path only, so a page that reads its query cannot
 * be a static file (docs/performance.md#pages-served-as-static-files).
 */
export function isStaticPage(served: ServedPath): boolean {
  if (isPerVisitor(served) || served.path === newsletterPage(served.language).path) return false;
  return pageOf(served.route.kind).variant === undefined;
}
