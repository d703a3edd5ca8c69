import { Hono } from 'hono';
import { createElement } from 'react';
import type { AppEnv } from './app-env';
import { formStateFromQuery } from './forms/form-state-from-query';
import { registerForms } from './forms/register-forms';
import { translate } from './i18n/dictionary';
import { languageFromPath, type Language } from './i18n/languages';
import { NotFoundBody } from './pages/NotFoundPage';
import { renderPage } from './render';
import { renderRoute } from './render-route';
import { servedPaths } from './routes';
import { scheduled } from './scheduled';

const app = new Hono<AppEnv>();

// Form posts first, so they are matched before the pages' 405.
const postPages = registerForms(app);

for (const served of servedPaths()) {
  app.on(['GET', 'HEAD'], served.path, async (c) => {
    const query = new URL(c.req.url).searchParams;
    return renderRoute(served, c.env.SITE_URL, { query, form: await formStateFromQuery(c.env, served, query) });
  });
  const allow = postPages.has(served.path) ? 'GET, HEAD, POST' : 'GET, HEAD';
  app.all(served.path, (c) => c.text('Method Not Allowed', 405, { Allow: allow }));
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

/** The Worker: pages and forms by Hono, and the daily Cron Trigger. */
export default { fetch: app.fetch, scheduled } satisfies ExportedHandler<Cloudflare.Env>;
