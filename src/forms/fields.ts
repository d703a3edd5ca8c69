import * as v from 'valibot';
import type { DictionaryKey } from '../i18n/dictionary';

/** Issue messages are dictionary keys, translated when the form is rendered. */
export const says = (key: DictionaryKey) => key;

/** Line breaks would let a single-line value forge e-mail headers. */
const NO_LINE_BREAK = /^[^\r\n]*$/;

/** A single-line text field: no CR or LF, trimmed, at most `max` characters. */
export function singleLine(max: number, tooLong: DictionaryKey) {
  return v.pipe(v.string(), v.regex(NO_LINE_BREAK, says('form.error.singleLine')), v.trim(), v.maxLength(max, says(tooLong)));
}

/** An e-mail address: required, syntactically valid, at most 254 characters (RFC 5321). */
export const emailAddress = v.pipe(
  v.string(),
  v.regex(NO_LINE_BREAK, says('form.error.singleLine')),
  v.trim(),
  v.nonEmpty(says('form.error.emailRequired')),
  v.maxLength(254, says('form.error.emailTooLong')),
  v.email(says('form.error.emailInvalid')),
);

/** The text of each named field of a posted form; a missing field or a file reads as ''. */
export function textFields<Field extends string>(
  body: Record<string, unknown>,
  fields: readonly Field[],
): Record<Field, string> {
  return Object.fromEntries(fields.map((field) => [field, typeof body[field] === 'string' ? body[field] : ''])) as Record<
    Field,
    string
  >;
}

/** The first issue of each field, as the dictionary key of its message. */
export function fieldErrors<Field extends string>(
  issues: readonly v.BaseIssue<unknown>[],
): Partial<Record<Field, DictionaryKey>> {
  const errors: Partial<Record<string, DictionaryKey>> = {};
  for (const issue of issues) {
    const field = issue.path?.[0]?.key;
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message as DictionaryKey;
  }
  return errors as Partial<Record<Field, DictionaryKey>>;
}
