import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../app-env';
import { countConversion } from '../db/audience';
import { hashClientAddress } from '../db/client-hash';
import { storeContactMessage } from '../db/contact-messages';
import { isOverRateLimit, rateLimitFrom } from '../db/rate-limit';
import { notifyOwner } from '../notifications/notify-owner';
import { renderRoute } from '../render-route';
import type { ServedPath } from '../routes';
import { CONTACT_FIELDS, ContactSchema, IDEMPOTENCY_FIELD, idempotencyKey } from './contact-schema';
import { fieldErrors, textFields } from './fields';
import { HONEYPOT_FIELD, isHoneypotFilled } from './form-guards';
import type { ContactFormState } from './form-state';
import { contactSentUrl } from './outcome-urls';

/** Enough of a user agent to recognise it; some are kilobytes long. */
const MAX_USER_AGENT = 500;

/** The message form's page at `served`, answered with `status` and the form in `state`. */
export function renderContactForm(
  c: Context<AppEnv>,
  served: ServedPath,
  status: number,
  state: Omit<ContactFormState, 'form'>,
): Promise<Response> {
  return renderRoute(served, c.env.SITE_URL, { status, form: { form: 'contact', ...state } });
}

/**
 * Receives the message form posted to its own page, in that page's language:
 * validates it, stores it in D1 before acknowledging anything, answers 303 to
 * the thank-you state (Post/Redirect/Get), and notifies the owner once the
 * answer is sent. Errors re-render the page with the input kept: 422 for wrong
 * fields, 429 over the rate limit, 503 when the message could not be stored.
 */
export function contactHandler(served: ServedPath) {
  return async function contactSubmission(c: Context<AppEnv>): Promise<Response> {
    const body = await c.req.parseBody();
    const values = textFields(body, CONTACT_FIELDS);
    const key = idempotencyKey(body[IDEMPOTENCY_FIELD]);
    // A bot is thanked like a person, so it learns nothing; nothing is stored.
    if (isHoneypotFilled(body[HONEYPOT_FIELD])) return c.redirect(contactSentUrl(served.path, key), 303);

    const parsed = v.safeParse(ContactSchema, values, { abortPipeEarly: true });
    if (!parsed.success) return renderContactForm(c, served, 422, { values, errors: fieldErrors(parsed.issues), idempotencyKey: key });

    try {
      const clientHash = await hashClientAddress(c.env.DB, c.req.raw);
      const limit = rateLimitFrom(c.env);
      if (await isOverRateLimit(c.env.DB, clientHash, 'contact', limit)) {
        const response = await renderContactForm(c, served, 429, { values, errors: {}, notice: 'rate-limited', idempotencyKey: key });
        response.headers.set('Retry-After', String(limit.windowSeconds));
        return response;
      }
      const stored = await storeContactMessage(c.env.DB, {
        ...parsed.output,
        language: served.language,
        sourcePage: served.path,
        userAgent: (c.req.header('user-agent') ?? '').slice(0, MAX_USER_AGENT),
        clientHash,
        idempotencyKey: key,
      });
      if (stored.created) c.executionCtx.waitUntil(notifyOwner(c.env, stored.message));
      if (stored.created) c.executionCtx.waitUntil(countConversion(c.env.DB, { kind: 'message', route: served.route.id, language: served.language }));
      return c.redirect(contactSentUrl(served.path, stored.idempotencyKey), 303);
    } catch (error) {
      console.error('A contact message could not be stored; the visitor is told to write or call instead.', error);
      return renderContactForm(c, served, 503, { values, errors: {}, notice: 'unavailable', idempotencyKey: key });
    }
  };
}
