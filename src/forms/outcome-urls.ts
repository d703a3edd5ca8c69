/** Element ids the outcome URLs scroll to: the message form and the newsletter box. */
export const CONTACT_FORM_ID = 'contact-form';
export const NEWSLETTER_BOX_ID = 'newsletter';

/** Query parameters of the states a form redirects to after a submission. */
export const SENT_PARAM = 'sent';
export const NEWSLETTER_PARAM = 'newsletter';
/** The unsubscribe page: the link's secret, and the state once it is used. */
export const TOKEN_PARAM = 'token';
export const UNSUBSCRIBED_PARAM = 'done';

/** The thank-you state of the message form at `path`, for the message sent with `idempotencyKey`. */
export function contactSentUrl(path: string, idempotencyKey: string): string {
  return `${path}?${SENT_PARAM}=${encodeURIComponent(idempotencyKey)}#${CONTACT_FORM_ID}`;
}

/** The newsletter box at `path` once the address is on the list. */
export function newsletterOutcomeUrl(path: string, outcome: 'subscribed' | 'already-subscribed'): string {
  return `${path}?${NEWSLETTER_PARAM}=${outcome}#${NEWSLETTER_BOX_ID}`;
}

/** The unsubscribe page once the address is off the list. */
export function unsubscribedUrl(path: string): string {
  return `${path}?${UNSUBSCRIBED_PARAM}=1`;
}
