import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { createElement } from 'react';
import type { AppEnv } from './app-env';
import { registerAudienceBeacon } from './audience/register-beacon';
import { PAGES_UPDATED } from './content/content-dates';
import { formStateFromQuery } from './forms/form-state-from-query';
import { withFreshIdempotencyKey } from './forms/fresh-idempotency-key';
import { registerForms } from './forms/register-forms';
import { canonicalRedirect } from './http/canonical-redirect';
import { cachedHtml } from './http/page-cache';
import { securityHeaders } from './http/security-headers';
import { translate } from './i18n/dictionary';
import { languageFromPath } from './i18n/languages';
import { NotFoundBody } from './pages/NotFoundPage';
import { renderDocument, routePage } from './render-route';
import { contactFormPath, servedPaths } from './routes';
import { scheduled } from './scheduled';
import { SITE_FILES } from './seo/site-files';

const app = new Hono<AppEnv>();
const SERVED = servedPaths();

// Middleware first: it wraps every handler registered after it.
app.use(securityHeaders());
app.use(canonicalRedirect(new Set(SERVED.map((entry) => entry.path))));
app.use(etag());

// Form posts next, so they are matched before the pages' 405.
const postPages = registerForms(app);
// The audience beacon, sent after consent by the client script (src/audience/).
registerAudienceBeacon(app);

for (const served of SERVED) {
  app.on(['GET', 'HEAD'], served.path, async (c) => {
    const query = new URL(c.req.url).searchParams;
    // After a form was sent, the page shows what happened to it: rendered afresh, never cached.
    const form = await formStateFromQuery(c.env, served, query);
    const page = routePage(served, c.env.SITE_URL, { query, form });
    if (page.variant === null) return page.uncached();
    return cachedHtml(c, {
      key: `${served.path}?${page.variant}`,
      render: page.stream,
      perVisitor: served.path === contactFormPath(served.language) ? withFreshIdempotencyKey : undefined,
    });
  });
  const allow = postPages.has(served.path) ? 'GET, HEAD, POST' : 'GET, HEAD';
  app.all(served.path, (c) => c.text('Method Not Allowed', 405, { Allow: allow }));
}

// ---------------------------------------------------------------------------
// Files written from the route table and the content: sitemap, robots.txt,
// RSS feeds, web app manifest. They are not pages (src/seo/site-files.ts).
for (const file of SITE_FILES) {
  app.on(['GET', 'HEAD'], file.path, (c) => c.body(file.render(c.env.SITE_URL), 200, { 'content-type': file.contentType }));
  app.all(file.path, (c) => c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' }));
}
// ---------------------------------------------------------------------------

app.notFound((c) => {
  console.error(`404 Not Found: ${c.req.path}`);
  const language = languageFromPath(c.req.path);
  return cachedHtml(c, {
    key: `404:${language}`,
    status: 404,
    render: () =>
      renderDocument({
        language,
        siteUrl: c.env.SITE_URL,
        head: {
          title: translate(language, 'meta.notFound.title'),
          description: translate(language, 'meta.notFound.description'),
          updated: PAGES_UPDATED,
        },
        body: createElement(NotFoundBody),
      }),
  });
});

/** The Worker: pages and forms by Hono, and the daily Cron Trigger. */
export default { fetch: app.fetch, scheduled } satisfies ExportedHandler<Cloudflare.Env>;
