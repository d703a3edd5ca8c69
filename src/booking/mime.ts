import type { Instant } from './calendar-date';
import { isCarriedAddress } from '../records/email-address';

/**
 * The pieces of an Internet message (RFC 5322, MIME): headers that carry
 * any text in 7-bit ASCII (RFC 2047), bodies in base64, CRLF line ends.
 */

export const CRLF = '\r\n';

/** A sender or a recipient: `Maïa <contact@…>`. */
export interface Mailbox {
  readonly name?: string;
  readonly email: string;
}

const UTF8 = new TextEncoder();

/** The bytes in base64, on one line. */
export function base64(bytes: Uint8Array): string {
  let binary = '';
  // In chunks: spreading a whole message's bytes into one call would pass the argument limit.
  for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
}

/** A text's UTF-8 bytes in base64, in lines of 76 characters (RFC 2045), its own line ends made CRLF first as MIME's text wants. */
export function base64Body(text: string, { isText = true } = {}): string {
  const canonical = isText ? text.replace(/\r\n|\r|\n/g, CRLF) : text;
  return base64(UTF8.encode(canonical)).match(/.{1,76}/g)?.join(CRLF) ?? '';
}

/** Bytes of UTF-8 per encoded word: 39 make 52 characters of base64, so a word and its header's name fit a 78-character line. */
const WORD_BYTES = 39;

/** The text as RFC 2047 encoded words (`=?UTF-8?B?…?=`), each of whole characters. */
function encodedWords(text: string): string[] {
  const words: string[] = [];
  let chunk = '';
  for (const character of text) {
    if (chunk && UTF8.encode(chunk + character).length > WORD_BYTES) {
      words.push(chunk);
      chunk = '';
    }
    chunk += character;
  }
  words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${base64(UTF8.encode(word))}?=`);
}

/** A header's text as it may be written: short printable ASCII as it is, anything else as encoded words on folded lines. */
export function headerText(text: string): string {
  if (/^[\x20-\x7e]{0,66}$/.test(text) && !text.includes('=?')) return text;
  return encodedWords(text).join(`${CRLF} `);
}

/** `Name <address>`, the name quoted or encoded as it needs; throws on an address the forms would not take (src/records/email-address.ts), which a header could not carry. */
export function mailboxHeader({ name, email }: Mailbox): string {
  if (!isCarriedAddress(email)) throw new Error(`Not an e-mail address a message can name: ${JSON.stringify(email)}`);
  if (!name) return email;
  if (/^[A-Za-z0-9 ]{1,60}$/.test(name)) return `${name} <${email}>`;
  if (/^[\x20-\x7e]{1,60}$/.test(name)) return `"${name.replace(/["\\]/g, '\\$&')}" <${email}>`;
  return `${encodedWords(name).join(`${CRLF} `)} <${email}>`;
}

// RFC 5322's day and month names: protocol tokens, the same whatever the reader's language.
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `Mon, 29 Mar 2027 07:00:00 +0000`: the Date header's form, in UTC. */
export function mailDate(instant: Instant): string {
  const date = new Date(instant);
  const time = date.toISOString().slice(11, 19);
  return `${DAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()} ${time} +0000`;
}
