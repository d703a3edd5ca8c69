import { Hono } from 'hono';
import { etag } from 'hono/etag';
import type { AppEnv } from './app-env';
import { registerAudienceBeacon } from './audience/register-beacon';
import { formOutcomeFromQuery } from './forms/form-outcome-from-query';
import { withFreshIdempotencyKey } from './forms/fresh-idempotency-key';
import { registerForms } from './forms/register-forms';
import { canonicalRedirect } from './http/canonical-redirect';
import { methodNotAllowedHandler, notFoundPage } from './http/error-pages';
import { httpsRedirect } from './http/https-redirect';
import { cachedHtml, routePageKey } from './http/page-cache';
import { loadEveryLanguage } from './language-content';
import { securityHeaders } from './http/security-headers';
import { routePage } from './render-route';
import { contactFormPath, servedPaths } from './routes';
import { scheduled } from './scheduled';
import { SITE_FILES } from './seo/site-files';

const app = new Hono<AppEnv>();
const SERVED = servedPaths();

// Middleware first: it wraps every handler registered after it.
app.use(securityHeaders());
app.use(httpsRedirect());
app.use(canonicalRedirect(new Set(SERVED.map((entry) => entry.path))));

// Form posts next, so they are matched before the pages' 405.
const postPages = registerForms(app);
// The audience beacon, sent after consent by the client script (src/audience/).
registerAudienceBeacon(app);

for (const served of SERVED) {
  // The message form's pages give each visitor a key of their own: never
  // shared by a cache, never revalidated (a 304 would keep an old key).
  const perVisitor = served.path === contactFormPath(served.language);
  if (!perVisitor) app.use(served.path, etag());
  app.on(['GET', 'HEAD'], served.path, async (c) => {
    const query = new URL(c.req.url).searchParams;
    // After a form was sent, the page shows what happened to it: one more variant of the page.
    const outcome = formOutcomeFromQuery(served, query);
    const page = routePage(served, c.env.SITE_URL, { query, form: outcome?.state });
    if (page.variant === null) return page.uncached();
    return cachedHtml(c, {
      key: routePageKey(served.path, page.variant, outcome?.variant),
      render: page.stream,
      perVisitor: perVisitor ? withFreshIdempotencyKey : undefined,
    });
  });
  app.all(served.path, methodNotAllowedHandler(postPages.has(served.path) ? 'GET, HEAD, POST' : 'GET, HEAD'));
}

// ---------------------------------------------------------------------------
// Files written from the route table and the content: sitemap, robots.txt,
// RSS feeds, web app manifest. They are not pages (src/seo/site-files.ts).
for (const file of SITE_FILES) {
  app.on(['GET', 'HEAD'], file.path, etag(), async (c) => {
    // The sitemap lists every language's pages with their dates.
    await loadEveryLanguage();
    return c.body(file.render(c.env.SITE_URL), 200, { 'content-type': file.contentType });
  });
  app.all(file.path, methodNotAllowedHandler('GET, HEAD'));
}
// ---------------------------------------------------------------------------

app.notFound(notFoundPage);

/** The Worker: pages and forms by Hono, and the daily Cron Trigger. */
export default { fetch: app.fetch, scheduled } satisfies ExportedHandler<Cloudflare.Env>;
