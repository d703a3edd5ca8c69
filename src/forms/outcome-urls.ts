/** Element ids of the message form and the newsletter box. */
export const CONTACT_FORM_ID = 'contact-form';
export const NEWSLETTER_BOX_ID = 'newsletter';

// The outcome URLs carry no #fragment: browsers skip `autofocus` on a page
// whose URL has one, and autofocus is what brings the outcome into view and
// to screen readers without a script.

/** Query parameters of the states a form redirects to after a submission. */
export const SENT_PARAM = 'sent';
export const NEWSLETTER_PARAM = 'newsletter';
/** The unsubscribe page: the link's secret, and the state once it is used. */
export const TOKEN_PARAM = 'token';
export const UNSUBSCRIBED_PARAM = 'done';

/** The thank-you state of the message form at `path`, for the message sent with `idempotencyKey`. */
export function contactSentUrl(path: string, idempotencyKey: string): string {
  return `${path}?${SENT_PARAM}=${encodeURIComponent(idempotencyKey)}`;
}

/** The newsletter box at `path` once the address is on the list. */
export function newsletterOutcomeUrl(path: string, outcome: 'subscribed' | 'already-subscribed'): string {
  return `${path}?${NEWSLETTER_PARAM}=${outcome}`;
}

/** The unsubscribe page once the address is off the list. */
export function unsubscribedUrl(path: string): string {
  return `${path}?${UNSUBSCRIBED_PARAM}=1`;
}
