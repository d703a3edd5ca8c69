import { receivedMessage } from '../db/contact-messages';
import { contactFormPath, type ServedPath } from '../routes';
import type { FormState } from './form-state';
import { NEWSLETTER_PARAM, SENT_PARAM } from './outcome-urls';
import { newsletterPage } from './newsletter-handler';

const NEWSLETTER_OUTCOMES = ['subscribed', 'already-subscribed'] as const;

/**
 * The state a form redirected to after a submission (Post/Redirect/Get),
 * read from the page's query: the message form's thank-you state, with what
 * was received, or the newsletter box's outcome. Undefined on other requests.
 */
export async function formStateFromQuery(env: Cloudflare.Env, served: ServedPath, query: URLSearchParams): Promise<FormState | undefined> {
  const sentKey = query.get(SENT_PARAM);
  if (sentKey && served.path === contactFormPath(served.language)) {
    const received = await receivedMessage(env.DB, sentKey).catch((error: unknown) => {
      console.error('The received message could not be read back for the thank-you state.', error);
      return null;
    });
    return { form: 'contact', values: {}, errors: {}, sent: { received } };
  }
  const outcome = NEWSLETTER_OUTCOMES.find((value) => value === query.get(NEWSLETTER_PARAM));
  if (outcome && served.path === newsletterPage(served.language).path) return { form: 'newsletter', values: {}, errors: {}, outcome };
  return undefined;
}
