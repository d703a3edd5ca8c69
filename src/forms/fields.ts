import * as v from 'valibot';
import { isDictionaryKey, type DictionaryKey } from '../i18n/dictionary';
import { isCarriedAddress, isQuotedOrLiteralAddress } from '../records/email-address';
import { EMAIL_MAX_LENGTH } from '../records/record';
import { hasControlCharacter, hasInvisibleCharacter } from '../text/control-characters';

/** Issue messages are dictionary keys, translated when the form is rendered. */
export const says = (key: DictionaryKey) => key;

/**
 * Line and paragraph breaks would let a single-line value forge e-mail headers
 * or split a line wherever it is shown: CR, LF, vertical tab, form feed, NEL,
 * and the Unicode line and paragraph separators.
 */
const NO_LINE_BREAK = /^[^\r\n\v\f\u0085\u2028\u2029]*$/;

/** Characters that draw nothing although they count as letters or symbols: the Hangul fillers and the braille blank. */
const BLANK_LETTERS = /[\u115f\u1160\u3164\uffa0\u2800]/gu;

/**
 * Whether `text` shows anything: a letter, digit, punctuation mark or symbol
 * other than a blank one. Spaces, format characters (zero-width space, soft
 * hyphen) and combining marks alone show nothing.
 */
export const hasVisibleCharacter = (text: string) => /[\p{L}\p{N}\p{P}\p{S}]/u.test(text.replace(BLANK_LETTERS, ''));

/** Refuses a control character (src/text/control-characters.ts), but those `allowed` (a message's tab and line feed). */
export const withoutControlCharacters = (allowed = '') =>
  v.check((text: string) => !hasControlCharacter(text, allowed), says('form.error.controlCharacter'));

/** Refuses the invisible characters a name or a single-line field has no use for (src/text/control-characters.ts): a zero-width joiner, a direction mark, a tag character. */
const withoutInvisibleCharacters = v.check((text: string) => !hasInvisibleCharacter(text), says('form.error.controlCharacter'));

/** A single-line text field: no line break of any kind, control character nor invisible one (src/text/control-characters.ts), trimmed. */
export function singleLine() {
  return v.pipe(v.string(), v.regex(NO_LINE_BREAK, says('form.error.singleLine')), withoutControlCharacters(), withoutInvisibleCharacters, v.trim());
}

export { EMAIL_MAX_LENGTH };

/**
 * An e-mail address: required, at most 254 characters (RFC 5321), and one the
 * site's e-mails can be sent to (src/records/email-address.ts: an apostrophe
 * or a plus in the local part, a domain in punycode such as `xn--caf-dma.fr`);
 * a quoted local part or an address literal is refused with a message of its
 * own, as no header of ours carries it.
 */
export const emailAddress = v.pipe(
  v.string(),
  v.regex(NO_LINE_BREAK, says('form.error.singleLine')),
  withoutControlCharacters(),
  withoutInvisibleCharacters,
  v.trim(),
  v.nonEmpty(says('form.error.emailRequired')),
  v.maxLength(EMAIL_MAX_LENGTH, says('form.error.emailTooLong')),
  v.check((address) => !isQuotedOrLiteralAddress(address), says('form.error.emailUnsupported')),
  v.check(isCarriedAddress, says('form.error.emailInvalid')),
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

/**
 * The text of each field of a post refused as too large, kept up to that
 * field's limit: what a browser lets anyone type (`maxlength`) is given back
 * whole, and a body of a megabyte is not echoed into the page.
 */
export function textFieldsWithin<Field extends string>(body: Record<string, unknown>, limits: Readonly<Record<Field, number>>): Record<Field, string> {
  const values = textFields(body, Object.keys(limits) as Field[]);
  return Object.fromEntries(Object.entries<string>(values).map(([field, text]) => [field, text.slice(0, limits[field as Field])])) as Record<Field, string>;
}

/**
 * The first issue of each field, as the dictionary key of its message. Every
 * rule of the forms' schemas says a key (`says`); a message that is none
 * (valibot's own, from a rule written without one) is a mistake in the code.
 */
export function fieldErrors<Field extends string>(
  issues: readonly v.BaseIssue<unknown>[],
): Partial<Record<Field, DictionaryKey>> {
  const errors: Partial<Record<string, DictionaryKey>> = {};
  for (const issue of issues) {
    const field = issue.path?.[0]?.key;
    if (typeof field !== 'string' || field in errors) continue;
    if (!isDictionaryKey(issue.message)) throw new Error(`The rule of the field "${field}" says "${issue.message}", which is no dictionary key: give it one with says()`);
    errors[field] = issue.message;
  }
  return errors as Partial<Record<Field, DictionaryKey>>;
}
