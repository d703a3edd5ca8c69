import * as v from 'valibot';
import type { ContactField } from './form-state';
import { emailAddress, says, singleLine } from './fields';

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'company', 'message'];

/** The hidden field that carries the form's idempotency key. */
export const IDEMPOTENCY_FIELD = 'idempotency_key';

/**
 * The message form's rules: name 1–100 characters, a valid e-mail of at most
 * 254, company at most 100, message 10–5,000; no line break in single-line
 * fields. Each message is a dictionary key.
 */
export const ContactSchema = v.object({
  name: v.pipe(singleLine(100, 'form.error.nameTooLong'), v.nonEmpty(says('form.error.nameRequired'))),
  email: emailAddress,
  company: singleLine(100, 'form.error.companyTooLong'),
  message: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(says('form.error.messageRequired')),
    v.minLength(10, says('form.error.messageTooShort')),
    v.maxLength(5000, says('form.error.messageTooLong')),
  ),
});

export type ContactMessageInput = v.InferOutput<typeof ContactSchema>;

/** The key the form carried, or a new one when it is missing or malformed. */
export function idempotencyKey(value: unknown): string {
  return v.is(v.pipe(v.string(), v.uuid()), value) ? value : crypto.randomUUID();
}
