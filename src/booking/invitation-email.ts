import type { Instant } from './calendar-date';
import { base64Body, CRLF, headerText, mailboxHeader, mailDate, type Mailbox } from './mime';

/** What an invitation e-mail says; its texts in the visitor's language, written by the caller. */
export interface InvitationEmail {
  readonly from: Mailbox;
  readonly to: Mailbox;
  readonly replyTo?: Mailbox;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  /** The invitation (invitationIcs), and its method, which the calendar part repeats. */
  readonly ics: string;
  readonly method: 'REQUEST' | 'CANCEL';
  /** `<unique@agency domain>`: Cloudflare's send_email binding refuses a message without one. */
  readonly messageId: string;
  readonly date: Instant;
}

// Every body is base64, where `=_` cannot occur: these boundaries never appear inside a part.
const MIXED = '=_sillage_mixed';
const ALTERNATIVE = '=_sillage_alternative';

/** A body part: its headers, a blank line, its body. */
const part = (headers: string[], body: string) => [...headers, '', body].join(CRLF);

const multipart = (boundary: string, parts: string[]) => [...parts.map((each) => `--${boundary}${CRLF}${each}`), `--${boundary}--`, ''].join(CRLF);

/**
 * The invitation e-mail as a raw MIME message, for `new EmailMessage(from,
 * to, raw)` of `cloudflare:email` and the send_email binding (whose
 * structured form cannot put a calendar part beside the text):
 *
 * multipart/mixed
 * ├─ multipart/alternative
 * │  ├─ text/plain
 * │  ├─ text/html (when given)
 * │  └─ text/calendar; method=REQUEST (or CANCEL): what mail clients show as an invitation
 * └─ invite.ics, application/ics: for clients that only offer attachments
 *
 * The attachment is application/ics rather than a second text/calendar, which
 * some clients would offer as a second invitation.
 */
export function invitationEmail(email: InvitationEmail): string {
  if (!/^<[^<>\s@]+@[^<>\s@]+>$/.test(email.messageId)) throw new Error(`A Message-ID is <unique@domain>, not ${JSON.stringify(email.messageId)}`);
  const headers = [
    `From: ${mailboxHeader(email.from)}`,
    `To: ${mailboxHeader(email.to)}`,
    ...(email.replyTo ? [`Reply-To: ${mailboxHeader(email.replyTo)}`] : []),
    `Subject: ${headerText(email.subject)}`,
    `Date: ${mailDate(email.date)}`,
    `Message-ID: ${email.messageId}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${MIXED}"`,
  ];
  const base64Part = (type: string, body: string, extra: string[] = [], isText = true) =>
    part([`Content-Type: ${type}`, ...extra, 'Content-Transfer-Encoding: base64'], base64Body(body, { isText }));
  const alternatives = [
    base64Part('text/plain; charset=UTF-8', email.text),
    ...(email.html === undefined ? [] : [base64Part('text/html; charset=UTF-8', email.html)]),
    // The invitation is already CRLF-terminated, as RFC 5545 wants: its bytes are sent as they are.
    base64Part(`text/calendar; charset=UTF-8; method=${email.method}`, email.ics, [], false),
  ];
  const attachment = base64Part('application/ics; name="invite.ics"', email.ics, ['Content-Disposition: attachment; filename="invite.ics"'], false);
  return part(headers, multipart(MIXED, [part([`Content-Type: multipart/alternative; boundary="${ALTERNATIVE}"`], multipart(ALTERNATIVE, alternatives)), attachment]));
}
