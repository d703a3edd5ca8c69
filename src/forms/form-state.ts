import type { DictionaryKey } from '../i18n/dictionary';

/** The fields of the message form. */
export type ContactField = 'name' | 'email' | 'company' | 'message';

/** A problem with a submission as a whole, explained above the fields. */
export type FormNotice = 'rate-limited' | 'unavailable' | 'too-large';

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
  /** Set on the thank-you state, with what was received (null when it cannot be shown). */
  sent?: { received: Record<ContactField, string> | null };
}

/** The newsletter box after a submission. */
export interface NewsletterFormState extends SubmittedForm<'email'> {
  form: 'newsletter';
  /** Set once the address is on the list: newly, or already before. */
  outcome?: 'subscribed' | 'already-subscribed';
}

/** The unsubscribe confirmation, when removing the address failed. */
export interface UnsubscribeFormState extends SubmittedForm<'token'> {
  form: 'unsubscribe';
}

/** The state of the form a page shows, when it was just submitted. */
export type FormState = ContactFormState | NewsletterFormState | UnsubscribeFormState;
