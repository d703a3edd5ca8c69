import * as v from 'valibot';
import type { ContactField } from './form-state';
import { MESSAGE_CONTROL_CHARACTERS } from '../text/control-characters';
import { emailAddress, EMAIL_MAX_LENGTH, hasVisibleCharacter, says, singleLine, withoutControlCharacters } from './fields';

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'company', 'message'];

/** The hidden field that carries the form's idempotency key. */
export const IDEMPOTENCY_FIELD = 'idempotency_key';

/**
 * The longest value of each field, in characters (UTF-16 code units, as the
 * browser's `maxlength` counts them). The form's `maxlength` attributes and the
 * body size limit are derived from them.
 */
export const CONTACT_MAX_LENGTH = { name: 100, email: EMAIL_MAX_LENGTH, company: 100, message: 5000 } as const satisfies Record<
  ContactField,
  number
>;

/** The most characters a valid post of any form holds: the message form, every field full. */
export const LARGEST_VALID_FORM_CHARACTERS = Object.values(CONTACT_MAX_LENGTH).reduce((sum, length) => sum + length, 0);

/**
 * The message form's rules: name 1–100 characters, at least one of them
 * visible, a valid e-mail of at most 254, company at most 100, message
 * 10–5,000; no line break in single-line fields, no control character
 * anywhere but the message's tabs and line breaks, and no invisible one
 * (src/text/control-characters.ts) but in the message. Each message is a
 * dictionary key.
 */
export const ContactSchema = v.object({
  name: v.pipe(
    singleLine(CONTACT_MAX_LENGTH.name, 'form.error.nameTooLong'),
    v.nonEmpty(says('form.error.nameRequired')),
    v.check(hasVisibleCharacter, says('form.error.nameInvisible')),
  ),
  email: emailAddress,
  company: singleLine(CONTACT_MAX_LENGTH.company, 'form.error.companyTooLong'),
  message: v.pipe(
    v.string(),
    // A textarea posts each line break as CR LF but counts it as one character, as `maxlength` does.
    v.transform((text) => text.replace(/\r\n?/g, '\n')),
    withoutControlCharacters(MESSAGE_CONTROL_CHARACTERS),
    v.trim(),
    v.nonEmpty(says('form.error.messageRequired')),
    v.minLength(10, says('form.error.messageTooShort')),
    v.maxLength(CONTACT_MAX_LENGTH.message, says('form.error.messageTooLong')),
  ),
});

/** The key the form carried, or a new one when it is missing or malformed. */
export function idempotencyKey(value: unknown): string {
  return v.is(v.pipe(v.string(), v.uuid()), value) ? value : crypto.randomUUID();
}
