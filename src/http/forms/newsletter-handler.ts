import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv, FormBody } from '../../app-env';
import { pageContent } from '../../content/page-content';
import { hashClientAddress } from '../../db/client-hash';
import { recordSignUp } from '../../db/newsletter-subscribers';
import { countSubmission, rateLimitFrom, type RateLimitHit } from '../../db/rate-limit';
import type { Language } from '../../languages/languages';
import { loadLanguageContent } from '../../content/language-content';
import { loadMail } from '../../mail-module';
import { renderRoute } from '../../render/render-route';
import { linkTo, newsletterPage, type ServedPath } from '../../routes';
import { EMAIL_MAX_LENGTH, fieldErrors, textFields, textFieldsWithin } from '../../forms/fields';
import { HONEYPOT_FIELD, isHoneypotFilled } from '../../forms/honeypot';
import type { RefuseForm } from './form-guards';
import type { NewsletterFormState } from '../../forms/form-state';
import { NewsletterSchema } from '../../forms/newsletter-schema';
import { newsletterOutcomeUrl, tokenUrl } from '../../forms/outcome-urls';
import { buildFiles } from '../build-files';

/** The newsletter box's page, answered with `status` and the box in `state`. */
export function renderNewsletterForm(
  c: Context<AppEnv>,
  served: ServedPath,
  status: number,
  state: Omit<NewsletterFormState, 'form'>,
): Promise<Response> {
  return renderRoute(served, c.env.SITE_URL, { status, form: { form: 'newsletter', ...state }, files: buildFiles(c.env) });
}

/** The language a sign-up was posted in: the page's, the default one when missing or unknown. */
const postedLanguage = (body: FormBody): Language => v.parse(NewsletterSchema.entries.language, textFields(body, ['language']).language);

/** The box's page for a post refused before it was read (400, 413), the address kept when there is one. */
export const refuseNewsletterForm: RefuseForm = (c, { status, notice }, body) =>
  renderNewsletterForm(c, newsletterPage(postedLanguage(body)), status, { values: textFieldsWithin(body, { email: EMAIL_MAX_LENGTH }), errors: {}, notice });

/**
 * Receives a newsletter sign-up (an e-mail and the language of the page that
 * posted it): validates it, records it as pending and e-mails the address a
 * confirmation link (double opt-in), then answers 303 to the box asking to
 * check the inbox. Every accepted sign-up gets that same answer, whether the
 * address is new, pending or already confirmed, so the form tells no one who
 * is on the list. Errors re-render the page like the message form's.
 */
export async function newsletterSubmission(c: Context<AppEnv>): Promise<Response> {
  const body = c.get('formBody');
  const language = postedLanguage(body);
  const served = newsletterPage(language);
  const values = textFields(body, ['email']);
  if (isHoneypotFilled(body[HONEYPOT_FIELD])) return c.redirect(newsletterOutcomeUrl(served.path), 303);

  const parsed = v.safeParse(NewsletterSchema, { ...values, language }, { abortPipeEarly: true });
  if (!parsed.success) return renderNewsletterForm(c, served, 422, { values, errors: fieldErrors(parsed.issues) });

  let hit: RateLimitHit | undefined;
  try {
    const limit = rateLimitFrom(c.env);
    hit = await countSubmission(c.env.DB, await hashClientAddress(c.env.DB, c.req.raw), 'newsletter', limit);
    if (!hit.allowed) {
      const response = await renderNewsletterForm(c, served, 429, { values, errors: {}, notice: 'rate-limited' });
      response.headers.set('Retry-After', String(limit.windowSeconds));
      return response;
    }
    await loadLanguageContent(language);
    const token = await recordSignUp(c.env.DB, {
      email: parsed.output.email,
      language,
      consentVersion: pageContent('blog', language).newsletter.consentVersion,
    });
    // Sent after the answer, so an address's answer takes no longer than another's.
    if (token) c.executionCtx.waitUntil(loadMail().then(({ sendConfirmation }) => sendConfirmation(c.env, parsed.output.email, language, confirmationLink(c.env.SITE_URL, language, token))));
    return c.redirect(newsletterOutcomeUrl(served.path), 303);
  } catch (error) {
    console.error('A newsletter sign-up could not be stored.', error);
    await hit?.giveBack().catch(() => {});
    return renderNewsletterForm(c, served, 503, { values, errors: {}, notice: 'unavailable' });
  }
}

/** The absolute address of the confirmation page in `language`, for `token`. */
function confirmationLink(siteUrl: string, language: Language, token: string): string {
  return siteUrl + tokenUrl(linkTo('newsletter-confirmation', language), token);
}
