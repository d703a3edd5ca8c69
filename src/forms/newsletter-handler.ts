import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../app-env';
import { pageContent } from '../content/page-content';
import { hashClientAddress } from '../db/client-hash';
import { subscribe } from '../db/newsletter-subscribers';
import { isOverRateLimit, rateLimitFrom } from '../db/rate-limit';
import type { Language } from '../i18n/languages';
import { renderRoute } from '../render-route';
import { linkTo, routeById, type ServedPath } from '../routes';
import { fieldErrors, textFields } from './fields';
import { HONEYPOT_FIELD, isHoneypotFilled } from './form-guards';
import type { NewsletterFormState } from './form-state';
import { NewsletterSchema } from './newsletter-schema';
import { newsletterOutcomeUrl } from './outcome-urls';

/** The page whose box posts sign-ups in `language`: the blog of that language. */
export function newsletterPage(language: Language): ServedPath {
  return { path: linkTo('blog', language), language, route: routeById('blog')! };
}

/** The newsletter box's page, answered with `status` and the box in `state`. */
export function renderNewsletterForm(
  c: Context<AppEnv>,
  served: ServedPath,
  status: number,
  state: Omit<NewsletterFormState, 'form'>,
): Promise<Response> {
  return renderRoute(served, c.env.SITE_URL, { status, form: { form: 'newsletter', ...state } });
}

/**
 * Receives a newsletter sign-up (an e-mail and the language of the page that
 * posted it): validates and stores it, then answers 303 to the box saying
 * whether the address is new or was already on the list. Errors re-render the
 * page like the message form's.
 */
export async function newsletterSubmission(c: Context<AppEnv>): Promise<Response> {
  const body = await c.req.parseBody();
  const input = textFields(body, ['email', 'language']);
  const served = newsletterPage(v.parse(NewsletterSchema.entries.language, input.language));
  const values = { email: input.email };
  if (isHoneypotFilled(body[HONEYPOT_FIELD])) return c.redirect(newsletterOutcomeUrl(served.path, 'subscribed'), 303);

  const parsed = v.safeParse(NewsletterSchema, input, { abortPipeEarly: true });
  if (!parsed.success) return renderNewsletterForm(c, served, 422, { values, errors: fieldErrors(parsed.issues) });

  try {
    const limit = rateLimitFrom(c.env);
    if (await isOverRateLimit(c.env.DB, await hashClientAddress(c.env.DB, c.req.raw), 'newsletter', limit)) {
      const response = await renderNewsletterForm(c, served, 429, { values, errors: {}, notice: 'rate-limited' });
      response.headers.set('Retry-After', String(limit.windowSeconds));
      return response;
    }
    const outcome = await subscribe(c.env.DB, {
      email: parsed.output.email,
      language: served.language,
      consentVersion: pageContent('blog', served.language).newsletter.consentVersion,
    });
    return c.redirect(newsletterOutcomeUrl(served.path, outcome), 303);
  } catch (error) {
    console.error('A newsletter sign-up could not be stored.', error);
    return renderNewsletterForm(c, served, 503, { values, errors: {}, notice: 'unavailable' });
  }
}
