import { env } from 'cloudflare:workers';
import { EmailMessage } from 'cloudflare:email';
import ICAL from 'ical.js';
import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { bookingUid, isSiteBookingUid } from '../../src/booking/booking-uid';
import { invitationEmail, type InvitationEmail } from '../../src/booking/invitation-email';
import { invitationIcs, type Invitation } from '../../src/booking/invitation';
import { headerText, mailboxHeader } from '../../src/booking/mime';

/**
 * The invitation a booking sends (ical-generator, in workerd) and the e-mail
 * that carries it, read back as a mail client and a calendar would: the MIME
 * with postal-mime, the iCalendar with ical.js.
 */

const UID = bookingUid('7d0b6f0e-3c1a-4b8e-9a51-2f1f3e0c9d42');
const REQUEST: Invitation = {
  method: 'REQUEST',
  uid: UID,
  sequence: 0,
  stamp: Date.parse('2027-03-20T10:15:00Z'),
  start: Date.parse('2027-03-30T07:00:00Z'),
  end: Date.parse('2027-03-30T07:20:00Z'),
  organizer: { name: 'Sillage Communication', email: 'rendez-vous@sillage-communication.fr' },
  attendee: { name: 'Zoë d’Arçay', email: 'zoe@example.com' },
  summary: 'Appel découverte, 20 minutes ; Sillage Communication',
  description: 'Maïa vous appelle au numéro donné.\nPour changer l’heure : répondez à cet e-mail.',
  location: '+33 5 53 45 67 89',
};

/** The VEVENT of an iCalendar text, with its calendar's METHOD. */
function readIcs(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent('vevent')!;
  const value = (name: string) => event.getFirstPropertyValue(name);
  const instant = (name: string) => {
    const time = value(name) as ICAL.Time;
    return { utc: time.zone === ICAL.Timezone.utcTimezone, iso: time.toJSDate().toISOString() };
  };
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: value('uid'),
    sequence: value('sequence'),
    status: value('status'),
    dtstart: instant('dtstart'),
    dtend: instant('dtend'),
    organizer: value('organizer'),
    attendee: value('attendee'),
    partstat: event.getFirstProperty('attendee')!.getParameter('partstat'),
    summary: value('summary'),
    description: value('description'),
  };
}

describe('a booking’s UID', () => {
  it('is its id on the booking subdomain of the agency’s, and recognised in any case', () => {
    expect(UID).toBe('7d0b6f0e-3c1a-4b8e-9a51-2f1f3e0c9d42@booking.sillage-communication.fr');
    expect(isSiteBookingUid(UID)).toBe(true);
    expect(isSiteBookingUid(UID.toUpperCase())).toBe(true);
    for (const other of ['abc@google.com', 'x@sillage-communication.fr', '@booking.sillage-communication.fr', 'a b@booking.sillage-communication.fr']) {
      expect(isSiteBookingUid(other), other).toBe(false);
    }
    expect(() => bookingUid('a@b')).toThrow(/UUID/);
  });
});

describe('the invitation (.ics)', () => {
  it('is a REQUEST with the booking’s UID, SEQUENCE, times in UTC, organizer and attendee, as ical.js reads it', () => {
    expect(readIcs(invitationIcs(REQUEST))).toEqual({
      method: 'REQUEST',
      uid: UID,
      sequence: 0,
      status: 'CONFIRMED',
      dtstart: { utc: true, iso: '2027-03-30T07:00:00.000Z' },
      dtend: { utc: true, iso: '2027-03-30T07:20:00.000Z' },
      organizer: 'mailto:rendez-vous@sillage-communication.fr',
      attendee: 'MAILTO:zoe@example.com',
      partstat: 'ACCEPTED',
      summary: REQUEST.summary,
      description: REQUEST.description,
    });
  });

  it('is a CANCEL of the same UID with a higher SEQUENCE, STATUS CANCELLED', () => {
    const cancel = readIcs(invitationIcs({ ...REQUEST, method: 'CANCEL', sequence: 2 }));
    expect(cancel).toMatchObject({ method: 'CANCEL', uid: UID, sequence: 2, status: 'CANCELLED', dtstart: { iso: '2027-03-30T07:00:00.000Z' } });
  });

  it('ends every line with CRLF, folds them at 75 octets and writes DTSTART and DTEND in UTC', () => {
    const ics = invitationIcs({ ...REQUEST, description: 'é'.repeat(200) });
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics).toContain('\r\nDTSTART:20270330T070000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20270330T072000Z\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20270320T101500Z\r\n');
  });

  it('refuses an organizer off the agency’s domain, and a negative SEQUENCE', () => {
    expect(() => invitationIcs({ ...REQUEST, organizer: { name: 'X', email: 'x@example.com' } })).toThrow(/sillage-communication\.fr/);
    expect(() => invitationIcs({ ...REQUEST, sequence: -1 })).toThrow(/SEQUENCE/);
  });
});

const EMAIL: InvitationEmail = {
  from: { name: 'Sillage Communication', email: 'site@sillage-communication.fr' },
  to: { name: 'Zoë d’Arçay', email: 'zoe@example.com' },
  replyTo: { email: 'contact@sillage-communication.fr' },
  subject: 'Votre appel découverte du mardi 30 mars à 09:00 (heure de Paris), confirmé',
  text: 'Bonjour Zoë,\nvotre appel est confirmé.\n— Maïa',
  html: '<p>Bonjour Zoë,</p><p>votre appel est confirmé.</p>',
  ics: invitationIcs(REQUEST),
  method: 'REQUEST',
  messageId: `<${UID.replace('@', '.0@')}>`,
  date: Date.parse('2027-03-20T10:15:00Z'),
};

describe('the invitation e-mail', () => {
  const raw = invitationEmail(EMAIL);

  it('is 7-bit MIME with CRLF line ends, headers encoded as RFC 2047 says and folded to 78 characters', () => {
    expect(raw).toMatch(/^[\x00-\x7f]*$/);
    expect(raw.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
    // A Message-ID cannot be folded inside its brackets: it only has to stay within the 998 characters of any line.
    for (const line of head.split('\r\n')) expect(line.length).toBeLessThanOrEqual(line.startsWith('Message-ID:') ? 998 : 78);
    for (const line of raw.split('\r\n')) expect(line.length).toBeLessThanOrEqual(998);
    expect(head).toContain('Subject: =?UTF-8?B?');
    expect(head).toContain('Message-ID: <7d0b6f0e-3c1a-4b8e-9a51-2f1f3e0c9d42.0@booking.sillage-communication.fr>');
    expect(head).toContain('Date: Sat, 20 Mar 2027 10:15:00 +0000');
    expect(head).toContain('MIME-Version: 1.0');
  });

  it('reads back as its subject, sender, recipient, text and HTML, with the invitation beside them and attached', async () => {
    const email = await PostalMime.parse(raw);
    expect(email.subject).toBe(EMAIL.subject);
    expect(email.from).toMatchObject({ name: 'Sillage Communication', address: 'site@sillage-communication.fr' });
    expect(email.to).toEqual([expect.objectContaining({ name: 'Zoë d’Arçay', address: 'zoe@example.com' })]);
    expect(email.replyTo).toEqual([expect.objectContaining({ address: 'contact@sillage-communication.fr' })]);
    expect(email.messageId).toBe('<7d0b6f0e-3c1a-4b8e-9a51-2f1f3e0c9d42.0@booking.sillage-communication.fr>');
    expect(email.text?.replace(/\r\n/g, '\n').trim()).toBe(EMAIL.text);
    expect(email.html).toBe(EMAIL.html);
    const calendars = email.attachments.map(({ mimeType, filename, disposition, method, content }) => ({
      mimeType,
      filename,
      disposition,
      method,
      ics: typeof content === 'string' ? content : new TextDecoder().decode(content),
    }));
    expect(calendars.map(({ mimeType, filename, disposition }) => ({ mimeType, filename, disposition }))).toEqual([
      { mimeType: 'text/calendar', filename: null, disposition: null },
      { mimeType: 'application/ics', filename: 'invite.ics', disposition: 'attachment' },
    ]);
    expect(calendars[0]!.method).toBe('REQUEST');
    for (const { ics } of calendars) {
      // postal-mime gives calendar parts back with LF line ends; the bytes sent are CRLF (see the next test).
      expect(ics.replace(/\r?\n/g, '\r\n')).toBe(EMAIL.ics);
      expect(readIcs(ics)).toMatchObject({ method: 'REQUEST', uid: UID, sequence: 0, dtstart: { utc: true, iso: '2027-03-30T07:00:00.000Z' }, dtend: { iso: '2027-03-30T07:20:00.000Z' } });
    }
  });

  it('puts the calendar part in the alternative with its method, and the .ics after it', () => {
    const alternative = raw.indexOf('Content-Type: multipart/alternative;');
    const calendar = raw.indexOf('Content-Type: text/calendar; charset=UTF-8; method=REQUEST');
    const attachment = raw.indexOf('Content-Disposition: attachment; filename="invite.ics"');
    expect(alternative).toBeGreaterThan(0);
    expect(calendar).toBeGreaterThan(alternative);
    expect(attachment).toBeGreaterThan(raw.indexOf('--=_sillage_alternative--'));
    // The calendar part's bytes are the invitation's, CRLF line ends and all.
    const body = raw.slice(raw.indexOf('\r\n\r\n', calendar) + 4, raw.indexOf('\r\n--=_sillage_alternative--'));
    expect(new TextDecoder().decode(Uint8Array.from(atob(body.replace(/\r\n/g, '')), (character) => character.charCodeAt(0)))).toBe(EMAIL.ics);
    const cancel = invitationEmail({ ...EMAIL, method: 'CANCEL', ics: invitationIcs({ ...REQUEST, method: 'CANCEL', sequence: 1 }) });
    expect(cancel).toContain('Content-Type: text/calendar; charset=UTF-8; method=CANCEL');
  });

  it('is what the send_email binding takes: workerd sends it', async () => {
    const owner = invitationEmail({ ...EMAIL, from: { email: env.NOTIFY_FROM }, to: { email: env.NOTIFY_TO } });
    await expect(env.NOTIFICATION_EMAIL.send(new EmailMessage(env.NOTIFY_FROM, env.NOTIFY_TO, owner))).resolves.toBeDefined();
  });

  it('refuses a Message-ID or an address that would break its headers', () => {
    expect(() => invitationEmail({ ...EMAIL, messageId: 'no-brackets@x' })).toThrow(/Message-ID/);
    expect(() => invitationEmail({ ...EMAIL, to: { email: 'zoe@example.com\r\nBcc: all@example.com' } })).toThrow(/address/);
  });
});

describe('headers', () => {
  it('encode non-ASCII and long texts as words of whole characters, which decoders join back', async () => {
    const subject = `${'Réservation confirmée 😀 '.repeat(6)}fin`;
    const encoded = headerText(subject);
    for (const line of encoded.split('\r\n')) expect(line.length).toBeLessThanOrEqual(70);
    const email = await PostalMime.parse(`Subject: ${encoded}\r\nFrom: a@example.com\r\n\r\nx`);
    expect(email.subject).toBe(subject);
    expect(headerText('Short and plain')).toBe('Short and plain');
    expect(mailboxHeader({ name: 'Dupont, "Jean"', email: 'j@example.com' })).toBe('"Dupont, \\"Jean\\"" <j@example.com>');
  });
});
