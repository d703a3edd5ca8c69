import { formatMoment } from '../format';
import { deskText } from '../i18n/desk-text';
import type { DeskMessage } from './desk-messages';

/** Mail programs cut long `mailto:` links; the quote keeps the start of a long message. */
const MAX_QUOTED_CHARACTERS = 1500;

/** An address as a `mailto:` link's recipient, encoded part by part (RFC 6068): a local part may hold `?`, `&`, `#` or `%`. */
export function mailtoAddress(email: string): string {
  const at = email.lastIndexOf('@');
  return `${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`;
}

/**
 * A `mailto:` link that opens the owner's mail program on a reply: to the
 * visitor, with a subject and the message quoted.
 */
export function replyLink(message: DeskMessage): string {
  const to = mailtoAddress(message.email);
  const text = message.message.length > MAX_QUOTED_CHARACTERS ? `${message.message.slice(0, MAX_QUOTED_CHARACTERS)} […]` : message.message;
  const body = [
    deskText('message.replyGreeting', { name: message.name }),
    '',
    '',
    '',
    deskText('message.replyQuote', { date: formatMoment(message.createdAt) }),
    ...text.split('\n').map((line) => `> ${line}`),
  ].join('\r\n');
  return `mailto:${to}?subject=${encodeURIComponent(deskText('message.replySubject'))}&body=${encodeURIComponent(body)}`;
}
