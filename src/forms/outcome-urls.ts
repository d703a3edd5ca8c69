/** Element ids of the message form and the newsletter box. */
export const CONTACT_FORM_ID = 'contact-form';
export const NEWSLETTER_BOX_ID = 'newsletter';

// The outcome URLs carry no #fragment: browsers skip `autofocus` on a page
// whose URL has one, and autofocus is what brings the outcome into view and
// to screen readers without a script.

/** Query parameters of the states a form redirects to after a submission. */
export const SENT_PARAM = 'sent';
export const NEWSLETTER_PARAM = 'newsletter';
/** The unsubscribe and confirmation pages: the link's secret, and the state once it is used. */
export const TOKEN_PARAM = 'token';
export const DONE_PARAM = 'done';

/** The thank-you state of the message form at `path`; the same for every message. */
export function contactSentUrl(path: string): string {
  return `${path}?${SENT_PARAM}=1`;
}

/** The newsletter box at `path` once a sign-up is taken. */
export function newsletterOutcomeUrl(path: string): string {
  return `${path}?${NEWSLETTER_PARAM}=check-inbox`;
}

/** A token page (unsubscribe, confirmation) once its link was used. */
export function tokenDoneUrl(path: string): string {
  return `${path}?${DONE_PARAM}=1`;
}

/** The page at `path` that asks to confirm what the link's `token` is for. */
export function tokenUrl(path: string, token: string): string {
  return `${path}?${TOKEN_PARAM}=${encodeURIComponent(token)}`;
}
