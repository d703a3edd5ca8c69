import type { SlotPicker } from '../booking/slot-picker';
import type { Instant } from '../booking/calendar-date';
import type { DictionaryKey } from '../i18n/dictionary';
import type { BookingField } from '../records/booking';
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

/** A booked call as a page shows it: when it starts, and the zone its visitor chose it in. */
export interface ShownCall {
  start: Instant;
  zone: string;
}

/** A page confirming what a link's token asks (unsubscribe, confirm a sign-up, confirm or cancel a booked call). */
export interface TokenFormState extends SubmittedForm<'token'> {
  form: 'unsubscribe' | 'confirmation' | 'bookingConfirmation' | 'bookingManagement';
  /** The token is unknown, used or expired. */
  expired?: true;
  /** A booking's link: the call it is for, read when the page was opened. */
  call?: ShownCall;
}

/** The fields the booking form posts: the record's, the slot chosen and the zone it was shown in. */
export type BookingFormField = BookingField | 'slot' | 'zone';

/**
 * The booking page: the week of slots its form offers (read from D1 for
 * each request), and after a submission the input and what went wrong; or,
 * once a slot is held or a call moved, that outcome.
 */
export interface BookingFormState extends SubmittedForm<BookingFormField> {
  form: 'booking';
  /** The week of slots offered; none on an outcome or an expired link. */
  picker?: SlotPicker;
  /** Moving a booked call: the secret of its management link, carried in a hidden field, and the call as it stands. */
  move?: { secret: string; call: ShownCall };
  /** The slot is held and its confirmation e-mailed, or the call was moved. */
  outcome?: 'held' | 'moved';
  /** The management link a move carried is unknown, used or expired. */
  expired?: true;
}

/** The state of the form a page shows, when it was just submitted. */
export type FormState = ContactFormState | NewsletterFormState | TokenFormState | BookingFormState;

/** Whether the submission failed: a field to correct, a refusal of the whole post, or a link's expired token. */
export function hasFailed(form: FormState): boolean {
  return Object.keys(form.errors).length > 0 || form.notice !== undefined || ('expired' in form && form.expired === true);
}
