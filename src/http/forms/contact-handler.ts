import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv, FormBody } from '../../app-env';
import { countConversion } from '../../db/audience';
import { hashClientAddress } from '../../db/client-hash';
import { isStoredAlready, storeContactMessage, type NewContactMessage, type StoreResult } from '../../db/contact-messages';
import { countSubmission, rateLimitFrom, type RateLimitHit } from '../../db/rate-limit';
import { loadMail } from '../../mail-module';
import { renderRoute } from '../../render/render-route';
import type { ServedPath } from '../../routes';
import { CONTACT_FIELDS, CONTACT_MAX_LENGTH, ContactSchema, IDEMPOTENCY_FIELD, idempotencyKey } from '../../forms/contact-schema';
import { fieldErrors, textFields, textFieldsWithin } from '../../forms/fields';
import { HONEYPOT_FIELD, isHoneypotFilled } from '../../forms/honeypot';
import type { RefuseForm } from './form-guards';
import type { ContactFormState } from '../../forms/form-state';
import { contactSentUrl } from '../../forms/outcome-urls';
import { buildFiles } from '../build-files';

/** Enough of a user agent to recognise it; some are kilobytes long. */
const MAX_USER_AGENT = 500;

/** The message form's page at `served`, answered with `status` and the form in `state`. */
export function renderContactForm(
  c: Context<AppEnv>,
  served: ServedPath,
  status: number,
  state: Omit<ContactFormState, 'form'>,
): Promise<Response> {
  return renderRoute(served, c.env.SITE_URL, { status, form: { form: 'contact', ...state }, files: buildFiles(c.env) });
}

/** The message form's page for a post refused before it was read (400, 413), with whatever text could be read kept. */
export function refuseContactForm(served: ServedPath): RefuseForm {
  return (c, { status, notice }, body) =>
    renderContactForm(c, served, status, {
      values: textFieldsWithin(body, CONTACT_MAX_LENGTH),
      errors: {},
      notice,
      idempotencyKey: idempotencyKey(body[IDEMPOTENCY_FIELD]),
    });
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
    const body: FormBody = c.get('formBody');
    const values = textFields(body, CONTACT_FIELDS);
    const key = idempotencyKey(body[IDEMPOTENCY_FIELD]);
    // A bot is thanked like a person, so it learns nothing; nothing is stored.
    if (isHoneypotFilled(body[HONEYPOT_FIELD])) return c.redirect(contactSentUrl(served.path), 303);

    const parsed = v.safeParse(ContactSchema, values, { abortPipeEarly: true });
    if (!parsed.success) return renderContactForm(c, served, 422, { values, errors: fieldErrors(parsed.issues), idempotencyKey: key });

    let hit: RateLimitHit | undefined;
    try {
      const clientHash = await hashClientAddress(c.env.DB, c.req.raw);
      const message: NewContactMessage = {
        ...parsed.output,
        language: served.language,
        sourcePage: served.path,
        userAgent: (c.req.header('user-agent') ?? '').slice(0, MAX_USER_AGENT),
        clientHash,
        idempotencyKey: key,
      };
      // A repeat of a message already stored is answered as sent, and is no new attempt: it counts nothing.
      if (await isStoredAlready(c.env.DB, message)) return c.redirect(contactSentUrl(served.path), 303);
      const limit = rateLimitFrom(c.env);
      hit = await countSubmission(c.env.DB, clientHash, 'contact', limit);
      if (!hit.allowed) {
        const response = await renderContactForm(c, served, 429, { values, errors: {}, notice: 'rate-limited', idempotencyKey: key });
        response.headers.set('Retry-After', String(limit.windowSeconds));
        return response;
      }
      const stored = await acceptContactMessage(c, served, message);
      // A repeat that raced its first post (both counted before either was stored) stored nothing.
      if (!stored.created) await hit.giveBack();
      return c.redirect(contactSentUrl(served.path), 303);
    } catch (error) {
      console.error('A contact message could not be stored; the visitor is told to write or call instead.', error);
      // Nothing was kept, so nothing counts against the visitor's limit.
      await hit?.giveBack().catch(() => {});
      return renderContactForm(c, served, 503, { values, errors: {}, notice: 'unavailable', idempotencyKey: key });
    }
  };
}

/**
 * The one place a contact message is accepted: stored once per idempotency
 * key; when this submission created it rather than repeated it, the owner is
 * notified and the conversion counted (both after the answer is sent).
 */
async function acceptContactMessage(c: Context<AppEnv>, served: ServedPath, message: NewContactMessage): Promise<StoreResult> {
  const stored = await storeContactMessage(c.env.DB, message);
  if (stored.created) {
    c.executionCtx.waitUntil(loadMail().then(({ notifyOwner }) => notifyOwner(c.env, stored.message)));
    c.executionCtx.waitUntil(countConversion(c.env.DB, { kind: 'message', route: served.route.id, language: served.language }));
  }
  return stored;
}
