import { Hono } from 'hono';
import { createElement } from 'react';
import { PAGES_UPDATED } from './content/content-dates';
import { translate } from './i18n/dictionary';
import { languageFromPath, type Language } from './i18n/languages';
import { NotFoundBody } from './pages/NotFoundPage';
import { PAGES } from './pages';
import { renderPage } from './render';
import { servedPaths } from './routes';
import { SITE_FILES } from './seo/site-files';

const app = new Hono<{ Bindings: Cloudflare.Env }>();

for (const { path, language, route } of servedPaths()) {
  const page = PAGES[route.page];
  app.on(['GET', 'HEAD'], path, (c) => {
    const context = { route, language, siteUrl: c.env.SITE_URL, query: new URL(c.req.url).searchParams };
    return renderPage({
      ...context,
      path,
      head: page.head(context),
      body: createElement(page.Body, context),
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
  const path = c.req.path;
  console.error(`404 Not Found: ${path}`);
  return renderNotFound(languageFromPath(path), c.env.SITE_URL);
});

function renderNotFound(language: Language, siteUrl: string): Promise<Response> {
  return renderPage({
    language,
    siteUrl,
    status: 404,
    head: {
      title: translate(language, 'meta.notFound.title'),
      description: translate(language, 'meta.notFound.description'),
      updated: PAGES_UPDATED,
    },
    body: createElement(NotFoundBody),
  });
}

export default app;
