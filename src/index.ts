import { Hono } from 'hono';
import { createElement } from 'react';
import { translate } from './i18n/dictionary';
import { languageFromPath, type Language } from './i18n/languages';
import { NotFoundBody } from './pages/NotFoundPage';
import { PAGES } from './pages';
import { renderPage } from './render';
import { servedPaths } from './routes';

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
    },
    body: createElement(NotFoundBody),
  });
}

export default app;
