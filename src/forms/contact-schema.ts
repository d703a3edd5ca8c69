import * as v from 'valibot';
import { CONTACT_FIELDS, CONTACT_MAX_LENGTH, CONTACT_MESSAGE } from '../records/contact-message';
import { recordSchema } from './record-schema';

export { CONTACT_FIELDS, CONTACT_MAX_LENGTH };

/** The hidden field that carries the form's idempotency key. */
export const IDEMPOTENCY_FIELD = 'idempotency_key';

/** The most characters a valid post of any form holds: the message form, every field full. */
export const LARGEST_VALID_FORM_CHARACTERS = Object.values(CONTACT_MAX_LENGTH).reduce((sum, length) => sum + length, 0);

/**
 * The message form's rules, one per field of its record
 * (src/records/contact-message.ts): name 1–100 characters, at least one of
 * them visible, a valid e-mail of at most 254, company at most 100, message
 * 10–5,000; no line break in single-line fields, and no control character
 * anywhere but the message's tabs and line breaks.
 */
export const ContactSchema = recordSchema(CONTACT_MESSAGE);

/** The key the form carried, or a new one when it is missing or malformed. */
export function idempotencyKey(value: unknown): string {
  return v.is(v.pipe(v.string(), v.uuid()), value) ? value : crypto.randomUUID();
}
