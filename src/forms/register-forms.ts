import type { Context, Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../i18n/languages';
import { renderRoute } from '../render-route';
import { contactFormPath, NEWSLETTER_ENDPOINT, routeById, servedPath, type ServedPath } from '../routes';
import { contactHandler, renderContactForm } from './contact-handler';
import { formGuards } from './form-guards';
import { newsletterPage, newsletterSubmission, renderNewsletterForm } from './newsletter-handler';
import { unsubscribeHandler } from './unsubscribe-handler';

/** The route-table page at `path`; a form registered on a missing page is a programming error. */
function servedPage(path: string | undefined): ServedPath {
  const served = path ? servedPath(path) : undefined;
  if (!served) throw new Error(`No page of the route table is served at ${path}.`);
  return served;
}

/**
 * Registers every form's POST handler: the message form on its page in each
 * language, the newsletter endpoint (the only path that is not a page) and the
 * unsubscribe page. Returns the page paths that accept POST, for their Allow
 * header. Must run before the pages' own catch-all 405 handlers.
 */
export function registerForms(app: Hono<AppEnv>): Set<string> {
  const postPages = new Set<string>();

  for (const language of LANGUAGES) {
    const served = servedPage(contactFormPath(language));
    const tooLarge = (c: Context<AppEnv>) => renderContactForm(c, served, 413, { values: {}, errors: {}, notice: 'too-large' });
    app.post(served.path, formGuards(tooLarge), contactHandler(served));
    postPages.add(served.path);
  }

  // An oversized body is not read, so its language is unknown: the default language's box explains.
  const newsletterTooLarge = (c: Context<AppEnv>) =>
    renderNewsletterForm(c, newsletterPage(DEFAULT_LANGUAGE), 413, { values: {}, errors: {}, notice: 'too-large' });
  app.post(NEWSLETTER_ENDPOINT, formGuards(newsletterTooLarge), newsletterSubmission);
  app.all(NEWSLETTER_ENDPOINT, (c) => c.text('Method Not Allowed', 405, { Allow: 'POST' }));

  const unsubscribe = servedPage(routeById('newsletter-unsubscribe')?.paths.fr);
  const unsubscribeTooLarge = (c: Context<AppEnv>) =>
    renderRoute(unsubscribe, c.env.SITE_URL, { status: 413, form: { form: 'unsubscribe', values: {}, errors: {}, notice: 'too-large' } });
  app.post(unsubscribe.path, formGuards(unsubscribeTooLarge), unsubscribeHandler(unsubscribe));
  postPages.add(unsubscribe.path);

  return postPages;
}
