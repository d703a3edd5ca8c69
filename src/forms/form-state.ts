import type { DictionaryKey } from '../i18n/dictionary';

import type { ContactField } from '../records/contact-message';

export type { ContactField };

/** A problem with a submission as a whole, explained above the fields. */
export type FormNotice = 'rate-limited' | 'unavailable' | 'too-large' | 'malformed' | 'cross-site';

/** What a form shows again after a submission: the input, and what went wrong. */
export interface SubmittedForm<Field extends string> {
  /** The visitor's input, as typed, to fill the fields again. */
  values: Partial<Record<Field, string>>;
  /** The dictionary key of each wrong field's message. */
  errors: Partial<Record<Field, DictionaryKey>>;
  notice?: FormNotice;
}

/** The message form after a submission: re-rendered with errors, or thanked for. */
export interface ContactFormState extends SubmittedForm<ContactField> {
  form: 'contact';
  /** Kept from the submission, so sending the same input again stores it once. */
  idempotencyKey?: string;
  /** The thank-you state. It repeats nothing the visitor wrote, as its address can be shared. */
  sent?: true;
}

/** The newsletter box after a submission. */
export interface NewsletterFormState extends SubmittedForm<'email'> {
  form: 'newsletter';
  /**
   * Set once a sign-up is taken: the same for every address, new, pending or
   * already confirmed, so the answer never tells who is on the list.
   */
  outcome?: 'check-inbox';
}

/** A page confirming what a link's token asks (unsubscribe, confirm a sign-up), when that failed. */
export interface TokenFormState extends SubmittedForm<'token'> {
  form: 'unsubscribe' | 'confirmation';
  /** The token is unknown, used or expired. */
  expired?: true;
}

/** The state of the form a page shows, when it was just submitted. */
export type FormState = ContactFormState | NewsletterFormState | TokenFormState;

/** Whether the submission failed: a field to correct, a refusal of the whole post, or a link's expired token. */
export function hasFailed(form: FormState): boolean {
  return Object.keys(form.errors).length > 0 || form.notice !== undefined || ('expired' in form && form.expired === true);
}
