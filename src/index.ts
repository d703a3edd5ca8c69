// The quick preset's router registers routes as they come and builds nothing on
// the first request: most visits of a small site meet a new isolate.
import type { Context } from 'hono';
import { Hono } from 'hono/quick';
import { etag } from 'hono/etag';
import type { AppEnv } from './app-env';
import { registerAudienceBeacon } from './audience/register-beacon';
import { FEED_PATH_PREFIX } from './bookings-feed/feed-path';
import { loadBooking } from './booking-module';
import { DESK_ROOT } from './desk/desk-paths';
import { deskHandler } from './desk-module';
import { formOutcomeFromQuery } from './http/forms/form-outcome-from-query';
import { withFreshIdempotencyKey } from './http/forms/fresh-idempotency-key';
import { registerBookingPages } from './http/forms/booking-pages';
import { registerForms } from './http/forms/register-forms';
import { articleRoutesWhenNeeded } from './http/article-routes-when-needed';
import { buildFiles } from './http/build-files';
import { BUNDLE_PREFIX, bundleFile } from './http/bundle-files';
import { canonicalRedirect } from './http/canonical-redirect';
import { methodNotAllowedHandler, notFoundAnswer, notFoundPage } from './http/error-pages';
import { httpsRedirect } from './http/https-redirect';
import { cachedHtml } from './http/page-cache';
import { routePageKey } from './http/page-keys';
import { READ_ONLY_METHODS } from './http/read-only-methods';
import { securityHeaders } from './http/security-headers';
import { isPerVisitor } from './http/static-pages';
import { loadEveryLanguage } from './content/language-content';
import { routePage } from './render/render-route';
import { NEWSLETTER_ENDPOINT, servedPath } from './routes';
import { scheduled } from './scheduled-module';
import { SITE_FILES } from './seo/site-files';

const app = new Hono<AppEnv>();

// Middleware first: it wraps every handler registered after it.
app.use(securityHeaders());
app.use(httpsRedirect());
// The articles' routes, for a request that may name one, before anything that looks a page up;
// never for the client's files, the desk, the owner's feed or the newsletter's sign-ups.
app.use(articleRoutesWhenNeeded([BUNDLE_PREFIX, DESK_ROOT, FEED_PATH_PREFIX, NEWSLETTER_ENDPOINT]));
app.use(canonicalRedirect());

// Form posts next, so they are matched before the pages' 405.
const postPages = registerForms(app);
// The booking's pages, which read the agenda for each request, before the pages' own handler.
registerBookingPages(app);
// The audience beacon, sent after consent by the client script (src/audience/).
registerAudienceBeacon(app);
// The owner's desk (/bureau), private: behind Cloudflare Access, checked by the desk too.
app.all(DESK_ROOT, deskHandler);
app.all(`${DESK_ROOT}/*`, deskHandler);
// The owner's private feed of calls for her calendar app, at a secret address.
// Any other address below it, by any method, gets the 404 page without being
// logged: a mistyped address of hers may hold the secret.
app.all(`${FEED_PATH_PREFIX}*`, async (c) => {
  const feed = c.req.method === 'GET' || c.req.method === 'HEAD' ? await (await loadBooking()).bookingsFeed(c) : undefined;
  return feed ?? notFoundAnswer(c);
});
// The client's content-hashed files, immutable once served.
app.on(['GET', 'HEAD'], `${BUNDLE_PREFIX}*`, bundleFile);

// Pages and site files are looked up by path (`servedPath`), not registered
// one route each: with three routes for each of ~70 paths, Hono's router
// compiled one large expression on a new isolate's first request. Site files
// are written from the route table and the content: sitemap, robots.txt, RSS
// feeds, web app manifest; they are not pages (src/seo/site-files.ts).
const FILES = new Map(SITE_FILES.map((file) => [file.path, file]));

// Shared pages and site files carry an ETag and answer 304 when it matches; no other answer does.
const withEtag = etag();

/** `respond()`'s answer, through the ETag middleware when a cache may share it. */
async function answer(c: Context<AppEnv>, shared: boolean, respond: () => Promise<Response> | Response): Promise<Response> {
  if (!shared) return respond();
  await withEtag(c, async () => {
    c.res = await respond();
  });
  return c.res;
}

app.on(['GET', 'HEAD'], '*', async (c) => {
  const served = servedPath(c.req.path);
  if (served) {
    const query = new URL(c.req.url).searchParams;
    // After a form was sent, the page shows what happened to it: one more variant of the page.
    const outcome = formOutcomeFromQuery(served, query);
    const page = routePage(served, c.env.SITE_URL, { query, form: outcome?.state, files: buildFiles(c.env) });
    // A page that depends on its request (a link's token page) is never cached, by the Worker or anyone else.
    const { variant } = page;
    if (variant === null) return page.uncached();
    const perVisitor = isPerVisitor(served);
    return answer(c, !perVisitor, () =>
      cachedHtml(c, {
        key: routePageKey(served.path, variant, outcome?.variant),
        render: page.stream,
        perVisitor: perVisitor ? withFreshIdempotencyKey : undefined,
      }),
    );
  }
  const file = FILES.get(c.req.path);
  if (file) {
    return answer(c, true, async () => {
      // The sitemap lists every language's pages with their dates, the feeds their articles.
      await loadEveryLanguage(buildFiles(c.env));
      return c.body(file.render(c.env.SITE_URL), 200, { 'content-type': file.contentType });
    });
  }
  return c.notFound();
});

// Any other method on a page or a site file.
const notAllowedOnFormPage = methodNotAllowedHandler('GET, HEAD, POST');
const notAllowed = methodNotAllowedHandler(READ_ONLY_METHODS);
app.all('*', (c) => {
  const path = c.req.path;
  if (postPages.has(path)) return notAllowedOnFormPage(c);
  if (servedPath(path) || FILES.has(path)) return notAllowed(c);
  return c.notFound();
});

app.notFound(notFoundPage);

/** The Worker: pages and forms by Hono, and the daily Cron Trigger. */
export default { fetch: app.fetch, scheduled } satisfies ExportedHandler<Cloudflare.Env>;
