import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { createElement } from 'react';
import { canonicalRedirect } from './http/canonical-redirect';
import { cachedHtml } from './http/page-cache';
import { securityHeaders } from './http/security-headers';
import { PAGES_UPDATED } from './content/content-dates';
import { translate } from './i18n/dictionary';
import { languageFromPath } from './i18n/languages';
import { NotFoundBody } from './pages/NotFoundPage';
import { PAGES } from './pages';
import { renderPage } from './render';
import { servedPaths } from './routes';
import { SITE_FILES } from './seo/site-files';

const app = new Hono<{ Bindings: Cloudflare.Env }>();
const SERVED = servedPaths();

app.use(securityHeaders());
app.use(canonicalRedirect(new Set(SERVED.map((entry) => entry.path))));
app.use(etag());

for (const { path, language, route } of SERVED) {
  const page = PAGES[route.page];
  app.on(['GET', 'HEAD'], path, (c) => {
    const context = { route, language, siteUrl: c.env.SITE_URL, query: new URL(c.req.url).searchParams };
    return cachedHtml(c, {
      key: `${path}?${page.variant?.(context) ?? ''}`,
      render: () => renderPage({ ...context, path, head: page.head(context), body: createElement(page.Body, context) }),
    });
  });
  app.all(path, (c) => c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' }));
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
      renderPage({
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

export default app;
