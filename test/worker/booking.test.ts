import { env, exports } from 'cloudflare:workers';
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import ICAL from 'ical.js';
import PostalMime, { type Email } from 'postal-mime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageContent } from '../../src/content/page-content';
import { HOLD_MINUTES, MAX_WAITING_HOLDS } from '../../src/db/bookings';
import { translate, type DictionaryKey } from '../../src/i18n/dictionary';
import { LANGUAGES, type Language } from '../../src/languages/languages';
import worker from '../../src/index';
import { BOOKING_EMAIL_TEXTS } from '../../src/notifications/booking-email-texts';
import { linkTo } from '../../src/routes';
import { newClientAddress, ORIGIN, rowsOf } from './forms';
import { decodeEntities, queryAll } from './html';
// Reads the texts without a request.
import './texts';

/**
 * Booking the free first call, end to end through the Worker on the real
 * local D1: the page and its GET form, every refusal of a post, the hold
 * and its e-mailed link, concurrent holds of one slot, confirmation,
 * cancellation and moves with their invitations read back as a mail client
 * and a calendar would, and the reminder. The clock is set (Date only) to a
 * Monday morning in Paris, and moved forward where time has to pass.
 */

// Monday 22 March 2027, 9:00 in Paris (UTC+1 until 28 March). Easter Monday is 29 March.
const NOW = new Date('2027-03-22T08:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const bookingPath = (language: Language) => linkTo('booking', language);
const confirmPath = (language: Language) => linkTo('booking-confirmation', language);
const managePath = (language: Language) => linkTo('booking-management', language);
const errorText = (language: Language, key: DictionaryKey) => translate(language, key);

let lastPerson = 0;
/** A booking that passes every rule but the slot's, which the test gives; a mailbox of its own. */
function visitor(slot: string, overrides: Record<string, string> = {}): Record<string, string> {
  lastPerson += 1;
  return { slot, zone: 'Europe/Paris', name: `Zoë d’Arçay ${lastPerson}`, email: `zoe${lastPerson}@example.com`, company: 'Arçay & fils', note: 'Un logo\npour la boutique', website: '', ...overrides };
}

/** One e-mail the Worker asked a binding to send: raw MIME (an invitation) or the structured form (a link, a reminder). */
interface SentEmail {
  binding: 'BOOKING_EMAIL' | 'NOTIFICATION_EMAIL';
  to: string;
  subject?: string;
  text?: string;
  raw?: string;
}

/** The Worker's env with its real e-mail bindings, each e-mail recorded on the way. */
function recordingEnv(sent: SentEmail[]): Cloudflare.Env {
  const recording = (binding: SentEmail['binding']) => {
    const real = env[binding];
    return {
      send(message: { to: string; subject?: string; text?: string }) {
        const raw = (message as unknown as Record<string, unknown>)['EmailMessage::raw'];
        sent.push({ binding, to: message.to, subject: message.subject, text: message.text, raw: typeof raw === 'string' ? raw : undefined });
        return real.send(message as never);
      },
    } as unknown as SendEmail;
  };
  return { ...env, BOOKING_EMAIL: recording('BOOKING_EMAIL'), NOTIFICATION_EMAIL: recording('NOTIFICATION_EMAIL') };
}

/** Asks the Worker with `request`, recording its e-mails, and waits for what it does after answering. */
async function ask(request: Request, sent: SentEmail[] = []): Promise<Response> {
  const context = createExecutionContext();
  const response = await worker.fetch(request, recordingEnv(sent), context);
  await waitOnExecutionContext(context);
  return response;
}

/** Posts `fields` to `path` as a browser form would, recording the e-mails. */
function post(path: string, fields: Record<string, string>, sent: SentEmail[] = [], address = newClientAddress()): Promise<Response> {
  const headers = { origin: ORIGIN, 'cf-connecting-ip': address };
  return ask(new Request(ORIGIN + path, { method: 'POST', body: new URLSearchParams(fields), headers, redirect: 'manual' }), sent);
}

const open = (path: string, sent: SentEmail[] = []) => ask(new Request(ORIGIN + path), sent);

/** The secret of the link to `path` in an e-mail's text. */
function linkSecret(text: string, path: string): string {
  const link = (env.SITE_URL + path).replace(/[.?/]/g, '\\$&');
  const match = new RegExp(`${link}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`No link to ${path} in:\n${text}`);
  return match[1]!;
}

/** An invitation e-mail read back: its text, and its calendar part read by ical.js. */
async function readInvitation(raw: string) {
  const email: Email = await PostalMime.parse(raw);
  const calendar = email.attachments.find((attachment) => attachment.mimeType === 'text/calendar')!;
  const ics = typeof calendar.content === 'string' ? calendar.content : new TextDecoder().decode(calendar.content);
  const component = new ICAL.Component(ICAL.parse(ics));
  const event = component.getFirstSubcomponent('vevent')!;
  return {
    email,
    partMethod: calendar.method,
    attachment: email.attachments.some((attachment) => attachment.filename === 'invite.ics'),
    method: component.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    status: event.getFirstPropertyValue('status'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    startInUtc: (event.getFirstPropertyValue('dtstart') as ICAL.Time).zone === ICAL.Timezone.utcTimezone,
    organizer: event.getFirstPropertyValue('organizer'),
    attendee: event.getFirstPropertyValue('attendee'),
  };
}

/** Holds `slot` for a new visitor in `language` and gives the confirmation link's secret. */
async function hold(slot: string, language: Language = 'fr', overrides: Record<string, string> = {}) {
  const sent: SentEmail[] = [];
  const fields = visitor(slot, overrides);
  const response = await post(bookingPath(language), fields, sent);
  expect(response.status, 'the hold of a free slot').toBe(303);
  const [email] = sent;
  return { fields, email: email!, confirmSecret: linkSecret(email!.text!, confirmPath(language)) };
}

/** Holds and confirms `slot`, giving the invitations sent and the management link's secret. */
async function book(slot: string, language: Language = 'fr', overrides: Record<string, string> = {}) {
  const held = await hold(slot, language, overrides);
  const sent: SentEmail[] = [];
  const response = await post(confirmPath(language), { token: held.confirmSecret }, sent);
  expect(response.status).toBe(303);
  const visitorEmail = sent.find((email) => email.binding === 'BOOKING_EMAIL')!;
  const invitation = await readInvitation(visitorEmail.raw!);
  return { ...held, sent, invitation, manageSecret: linkSecret(invitation.email.text!, managePath(language)) };
}

const bookingRow = (email: string) => env.DB.prepare('SELECT * FROM bookings WHERE email = ? ORDER BY id DESC').bind(email).first<Record<string, unknown>>();

describe('the booking page', () => {
  it.each(LANGUAGES)('in %s shows the week’s slots by day, the record’s fields and the zone form, rendered for each request', async (language) => {
    const response = await open(bookingPath(language));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    const content = pageContent('booking', language);
    expect((await queryAll(html, 'h1')).map((h1) => h1.text)).toEqual([content.title]);
    expect((await queryAll(html, 'html'))[0]!.attributes.lang).toBe(language);
    // Seven days, Monday 22 to Sunday 28 March, each with its legend; the first free slot is Tuesday 9:00, past the notice.
    const legends = (await queryAll(html, 'fieldset.slot-day > legend')).map((legend) => legend.text);
    expect(legends).toHaveLength(7);
    const radios = await queryAll(html, 'form[data-booking-form] input[type="radio"][name="slot"]');
    expect(radios[0]!.attributes.value).toBe('2027-03-23T08:00:00Z');
    expect(radios.every((radio) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:00Z$/.test(radio.attributes.value!))).toBe(true);
    expect(radios).toHaveLength(4 * 27);
    expect((await queryAll(html, 'label[for="slot-20270323080000"]'))[0]!.text).toBe({ fr: '9\u00a0h', en: '9\u00a0am', es: '9:00' }[language]);
    // Monday 22, Saturday and Sunday have none, and say so.
    expect(await queryAll(html, 'fieldset.slot-day p.meta')).toHaveLength(3);
    for (const field of ['name', 'email', 'company', 'note']) expect(await queryAll(html, `form[data-booking-form] #booking-${field}[name="${field}"]`)).toHaveLength(1);
    expect(await queryAll(html, 'form[data-booking-form] input[name="website"][tabindex="-1"]')).toHaveLength(1);
    expect((await queryAll(html, 'form[data-zone-form][method="get"] select[name="zone"] option[selected]'))[0]!.attributes.value).toBe('Europe/Paris');
    // Strict CSP: no inline script but the structured data, no style attribute.
    expect(await queryAll(html, 'main [style]')).toEqual([]);
    expect((await queryAll(html, 'script:not([type="application/ld+json"]):not([src])')).length).toBe(0);
    // The other way to reach the agency.
    expect(await queryAll(html, `main a[href="${linkTo('contact', language)}"]`)).toHaveLength(1);
  });

  it('shows the week and the zone the GET form asks for, each slot with Paris time beside it, and the weeks around it', async () => {
    const html = await (await open(`${bookingPath('en')}?week=2027-03-31&zone=America/New_York`)).text();
    expect((await queryAll(html, '.week-title'))[0]!.text).toBe('Week beginning Monday 29 March');
    const monday = await queryAll(html, 'fieldset[data-slot-day="2027-03-29"] p.meta');
    expect(monday.map((note) => note.text)).toEqual([translate('en', 'booking.day.none')]);
    // Tuesday 30 March, 9:00 in Paris (UTC+2 from the 28th), 3:00 in New York.
    expect((await queryAll(html, 'label[for="slot-20270330070000"]'))[0]!.text).toBe('3\u00a0am (9\u00a0am in Paris)');
    const [previous, next] = [await queryAll(html, 'a[rel="prev"]'), await queryAll(html, 'a[rel="next"]')];
    expect(decodeEntities(previous[0]!.attributes.href!)).toBe('/en/book-a-call?week=2027-03-22&zone=America%2FNew_York');
    expect(decodeEntities(next[0]!.attributes.href!)).toBe('/en/book-a-call?week=2027-04-05&zone=America%2FNew_York');
    expect((await queryAll(html, 'select[name="zone"] option[selected]'))[0]!.attributes.value).toBe('America/New_York');
    expect((await queryAll(html, 'form[data-booking-form] input[name="zone"]'))[0]!.attributes.value).toBe('America/New_York');
    // The language menu shows the same week in the same zone.
    expect((await queryAll(html, 'a[href^="/rendez-vous?"]')).map((link) => decodeEntities(link.attributes.href!))).toContain('/rendez-vous?semaine=2027-03-29&zone=America%2FNew_York');
  });

  it('gives the agency’s day beside a time that falls on another day for the visitor', async () => {
    const html = await (await open(`${bookingPath('fr')}?semaine=2027-03-22&zone=Asia/Tokyo`)).text();
    // Tuesday 23 March 17:40 in Paris is Wednesday 1:40 in Tokyo.
    expect((await queryAll(html, 'label[for="slot-20270323164000"]'))[0]!.text).toBe('1\u00a0h\u00a040 (mar. 17\u00a0h\u00a040 à Paris)');
  });

  it('keeps to the weeks of the window, and takes a week by any of its days', async () => {
    const week = async (query: string) => (await queryAll(await (await open(`${bookingPath('fr')}?${query}`)).text(), '.week-title'))[0]!.text;
    expect(await week('semaine=2031-01-06')).toBe('Semaine du lundi 19 avril');
    expect(await week('semaine=2020-01-06')).toBe('Semaine du lundi 22 mars');
    expect(await week('semaine=2027-04-08')).toBe('Semaine du lundi 5 avril');
    expect(await week('semaine=n’importe')).toBe('Semaine du lundi 22 mars');
    const last = await (await open(`${bookingPath('fr')}?semaine=2027-04-19`)).text();
    expect(await queryAll(last, 'a[rel="next"]')).toEqual([]);
    const first = await (await open(bookingPath('fr'))).text();
    expect(await queryAll(first, 'a[rel="prev"]')).toEqual([]);
  });

  it('says when it does not know the zone asked for, and shows Paris time', async () => {
    const html = await (await open(`${bookingPath('fr')}?zone=Mars/Olympus`)).text();
    expect((await queryAll(html, '.zone-form [role="alert"]'))[0]!.text).toBe(translate('fr', 'booking.zone.unknown'));
    expect((await queryAll(html, 'select[name="zone"] option[selected]'))[0]!.attributes.value).toBe('Europe/Paris');
  });

  it('shows the slots in the zone Cloudflare locates the visitor in, when none is asked for', async () => {
    const html = await (await ask(new Request(ORIGIN + bookingPath('en'), { cf: { timezone: 'Europe/London' } } as RequestInit))).text();
    expect((await queryAll(html, 'select[name="zone"] option[selected]'))[0]!.attributes.value).toBe('Europe/London');
    expect((await queryAll(html, 'label[for="slot-20270323080000"]'))[0]!.text).toBe('8\u00a0am (9\u00a0am in Paris)');
  });

  it('says so when a whole week has no slot, and leads to the next', async () => {
    // The owner blocked the week of 5 April (no other test of this file books it).
    await env.DB.prepare("INSERT INTO booking_blocks (start_at, end_at, note, created_at) VALUES (?, ?, 'Congés', ?)")
      .bind(Date.parse('2027-04-05T00:00:00+02:00'), Date.parse('2027-04-10T00:00:00+02:00'), NOW.toISOString())
      .run();
    const html = await (await open(`${bookingPath('es')}?semana=2027-04-05`)).text();
    const [empty] = await queryAll(html, '[data-week-empty]');
    expect(empty!.text).toBe(`${translate('es', 'booking.week.none')} ${translate('es', 'booking.week.seeNext')}`);
    expect(decodeEntities((await queryAll(html, '[data-week-empty] a'))[0]!.attributes.href!)).toBe('/es/reservar-llamada?semana=2027-04-12&zone=Europe%2FParis');
    expect(await queryAll(html, 'input[name="slot"]')).toEqual([]);
  });
});

describe('holding a slot', () => {
  it('stores the booking as held, e-mails the confirmation link in the visitor’s language, and answers 303 to “check your inbox”', async () => {
    const sent: SentEmail[] = [];
    const fields = visitor('2027-03-23T09:00:00Z', { zone: 'America/New_York' });
    const response = await post(bookingPath('es'), fields, sent);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/es/reservar-llamada?booking=held');
    const row = await bookingRow(fields.email!);
    expect(row).toMatchObject({ status: 'held', language: 'es', zone: 'America/New_York', start_at: Date.parse('2027-03-23T09:00:00Z'), held_until: NOW.getTime() + HOLD_MINUTES * 60_000 });
    expect(row!.client_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(sent).toHaveLength(1);
    const [email] = sent;
    expect(email).toMatchObject({ binding: 'BOOKING_EMAIL', to: fields.email, subject: BOOKING_EMAIL_TEXTS.es.hold.subject });
    // 9:00 UTC on 23 March 2027: 5:00 in New York (summer time since the 14th), 10:00 in Paris (winter time until the 28th).
    expect(email!.text).toContain('martes, 23 de marzo de 2027, a las 5:00');
    expect(email!.text).toContain(`${BOOKING_EMAIL_TEXTS.es.inParis} martes, 23 de marzo de 2027, a las 10:00`);
    expect(linkSecret(email!.text!, confirmPath('es'))).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The answer it leads to repeats nothing the visitor wrote.
    const page = await (await open(response.headers.get('location')!)).text();
    expect((await queryAll(page, '[data-booking-outcome="held"] h2'))[0]!.text).toBe(pageContent('booking', 'es').held.title);
    expect(page).not.toContain(fields.name);
  });

  const REFUSED: [string, Partial<Record<string, string>>, number, DictionaryKey][] = [
    ['a slot in the past', { slot: '2027-03-22T07:00:00Z' }, 422, 'booking.error.past'],
    ['a slot within the notice', { slot: '2027-03-22T16:00:00Z' }, 422, 'booking.error.tooSoon'],
    ['a slot beyond the window', { slot: '2027-04-26T07:00:00Z' }, 422, 'booking.error.beyondWindow'],
    ['a Saturday', { slot: '2027-03-27T08:00:00Z' }, 422, 'booking.error.weekend'],
    ['Easter Monday', { slot: '2027-03-29T07:00:00Z' }, 422, 'booking.error.holiday'],
    ['a slot before opening time', { slot: '2027-03-23T07:00:00Z' }, 422, 'booking.error.outsideHours'],
    ['a slot off the grid', { slot: '2027-03-23T08:10:00Z' }, 422, 'booking.error.offGrid'],
    ['a malformed instant', { slot: '2027-02-30T08:00:00Z' }, 422, 'booking.error.malformed'],
    ['no slot at all', { slot: '' }, 422, 'booking.error.malformed'],
    ['an unknown zone', { zone: 'Mars/Olympus' }, 422, 'booking.error.unknownZone'],
    ['a time the owner blocked', { slot: '2027-03-24T09:00:00Z' }, 409, 'booking.error.busy'],
    ['a name left empty', { name: ' ' }, 422, 'booking.error.nameRequired'],
    ['an address mail servers refuse', { email: 'zoe@example' }, 422, 'form.error.emailInvalid'],
  ];

  it.each(REFUSED)('refuses %s: the form again with the input kept and the reason beside its field', async (_, overrides, status, key) => {
    await env.DB.prepare("INSERT INTO booking_blocks (start_at, end_at, note, created_at) VALUES (?, ?, '', ?)")
      .bind(Date.parse('2027-03-24T09:00:00Z'), Date.parse('2027-03-24T10:00:00Z'), NOW.toISOString())
      .run();
    const sent: SentEmail[] = [];
    const fields = visitor('2027-03-24T13:00:00Z', overrides as Record<string, string>);
    const response = await post(bookingPath('en'), fields, sent);
    expect(response.status).toBe(status);
    const html = await response.text();
    const errors = (await queryAll(html, '.field-error')).map((error) => error.text);
    expect(errors).toContain(`${translate('en', 'form.errorPrefix')} ${errorText('en', key)}`);
    expect((await queryAll(html, 'title'))[0]!.text.startsWith(translate('en', 'form.errorPrefix'))).toBe(true);
    // What the visitor typed is given back.
    expect(decodeEntities((await queryAll(html, '#booking-company'))[0]!.attributes.value!)).toBe(fields.company);
    expect((await queryAll(html, '#booking-note'))[0]!.text).toBe(fields.note!.replace('\n', ' '));
    expect(await bookingRow(fields.email!)).toBeNull();
    expect(sent).toEqual([]);
  });

  it.each(LANGUAGES)('refuses in %s an address in quotation marks, which its invitation’s headers could not carry: 422, the address kept, nothing held or sent', async (language) => {
    const sent: SentEmail[] = [];
    const fields = visitor('2027-03-24T14:00:00Z', { email: '"zoé d"@example.com' });
    const response = await post(bookingPath(language), fields, sent);
    expect(response.status).toBe(422);
    const html = await response.text();
    expect((await queryAll(html, '.field-error')).map((error) => error.text)).toContain(`${translate(language, 'form.errorPrefix')} ${translate(language, 'form.error.emailUnsupported')}`);
    expect(decodeEntities((await queryAll(html, '#booking-email'))[0]!.attributes.value!)).toBe(fields.email);
    expect(await bookingRow(fields.email!)).toBeNull();
    expect(sent).toEqual([]);
  });

  it('gives the form back on the week of the slot chosen, that slot still checked', async () => {
    const response = await post(bookingPath('en'), visitor('2027-04-15T12:00:00Z', { name: '' }));
    expect(response.status).toBe(422);
    const html = await response.text();
    expect((await queryAll(html, '.week-title'))[0]!.text).toBe('Week beginning Monday 12 April');
    expect((await queryAll(html, 'input[name="slot"][checked]')).map((radio) => radio.attributes.value)).toEqual(['2027-04-15T12:00:00Z']);
  });

  it('refuses a call on a day already full, 409', async () => {
    for (const slot of ['2027-03-25T08:00:00Z', '2027-03-25T09:00:00Z', '2027-03-25T10:00:00Z', '2027-03-25T11:00:00Z', '2027-03-25T13:00:00Z', '2027-03-25T14:00:00Z']) await hold(slot);
    const response = await post(bookingPath('fr'), visitor('2027-03-25T15:00:00Z'));
    expect(response.status).toBe(409);
    expect((await queryAll(await response.text(), '.field-error')).map((error) => error.text)).toContain(`${translate('fr', 'form.errorPrefix')} ${translate('fr', 'booking.error.dailyLimit')}`);
  });

  it('gives one booking of eight visitors posting one slot at once, and tells the seven others it was taken (409)', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        exports.default.fetch(ORIGIN + bookingPath('fr'), {
          method: 'POST',
          body: new URLSearchParams(visitor('2027-03-26T12:00:00Z')),
          headers: { origin: ORIGIN, 'cf-connecting-ip': newClientAddress() },
          redirect: 'manual',
        }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([303, 409, 409, 409, 409, 409, 409, 409]);
    for (const response of responses.filter((each) => each.status === 409)) {
      expect((await queryAll(await response.text(), '.field-error')).map((error) => error.text)).toEqual([`${translate('fr', 'form.errorPrefix')} ${translate('fr', 'booking.error.busy')}`]);
    }
    const { results } = await env.DB.prepare("SELECT COUNT(*) AS n FROM bookings WHERE start_at = ? AND status = 'held'").bind(Date.parse('2027-03-26T12:00:00Z')).all<{ n: number }>();
    expect(results[0]!.n).toBe(1);
  });

  it('answers a refused mailbox as any booking, and stores and sends nothing', async () => {
    await env.DB.prepare('INSERT INTO refused_mailboxes (mailbox, created_at) VALUES (?, ?)').bind('troll@example.net', NOW.toISOString()).run();
    const sent: SentEmail[] = [];
    const response = await post(bookingPath('fr'), visitor('2027-03-30T12:00:00Z', { email: 'Troll+x@example.net' }), sent);
    expect([response.status, response.headers.get('location')]).toEqual([303, '/rendez-vous?booking=held']);
    expect(await bookingRow('Troll+x@example.net')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('answers a second booking of one mailbox as any booking, and stores and sends nothing new', async () => {
    await hold('2027-03-30T13:00:00Z', 'fr', { email: 'lea@example.org' });
    const sent: SentEmail[] = [];
    const response = await post(bookingPath('fr'), visitor('2027-03-30T14:00:00Z', { email: 'LEA+2@example.org' }), sent);
    expect([response.status, response.headers.get('location')]).toEqual([303, '/rendez-vous?booking=held']);
    expect(sent).toEqual([]);
    expect(await bookingRow('LEA+2@example.org')).toBeNull();
  });

  it('thanks a bot that fills the honeypot, and stores and sends nothing', async () => {
    const sent: SentEmail[] = [];
    const fields = visitor('2027-03-30T15:00:00Z', { website: 'https://spam.example' });
    const response = await post(bookingPath('fr'), fields, sent);
    expect([response.status, response.headers.get('location')]).toEqual([303, '/rendez-vous?booking=held']);
    expect(await bookingRow(fields.email!)).toBeNull();
    expect(sent).toEqual([]);
  });

  it('counts holds per client: over the limit, 429 with Retry-After and the input kept', async () => {
    const address = newClientAddress();
    const slots = ['2027-03-31T07:00:00Z', '2027-03-31T08:00:00Z', '2027-03-31T09:00:00Z', '2027-03-31T10:00:00Z', '2027-03-31T11:00:00Z'];
    for (const slot of slots) expect((await post(bookingPath('fr'), visitor(slot), [], address)).status).toBe(303);
    const fields = visitor('2027-03-31T12:00:00Z');
    const response = await post(bookingPath('fr'), fields, [], address);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe(env.RATE_LIMIT_WINDOW_SECONDS);
    expect((await queryAll(await response.text(), '#booking-name'))[0]!.attributes.value).toBe(fields.name);
  });

  it(`refuses a hold while ${MAX_WAITING_HOLDS} wait for their confirmation site-wide, 429`, async () => {
    const waiting = await env.DB.prepare("SELECT COUNT(*) AS n FROM bookings WHERE status = 'held' AND held_until > ?").bind(NOW.getTime()).first<number>('n');
    const statements = Array.from({ length: MAX_WAITING_HOLDS - waiting! }, (_, index) =>
      env.DB.prepare(
        `INSERT INTO bookings (uid, status, start_at, end_at, agency_date, held_until, name, email, mailbox, language, zone, client_hash, created_at)
         VALUES (?, 'held', ?, ?, '2027-06-01', ?, 'Bot', ?, ?, 'fr', 'Europe/Paris', 'x', ?)`,
      ).bind(`hold-${index}@test`, Date.parse('2027-06-01T00:00:00Z') + index * 3_600_000, Date.parse('2027-06-01T00:20:00Z') + index * 3_600_000, NOW.getTime() + 60_000, `bot${index}@example.com`, `bot${index}@example.com`, NOW.toISOString()),
    );
    await env.DB.batch(statements);
    const response = await post(bookingPath('en'), visitor('2027-04-01T12:00:00Z'));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe(String(HOLD_MINUTES * 60));
    expect((await queryAll(await response.text(), '.field-error')).map((error) => error.text)).toContain(`${translate('en', 'form.errorPrefix')} ${translate('en', 'booking.error.tooManyHolds')}`);
    await env.DB.prepare("DELETE FROM bookings WHERE uid LIKE 'hold-%@test'").run();
  });
});

describe('confirming a held slot', () => {
  it('counts the confirmed call as a conversion of the booking page in the visitor’s language; not the hold, nor the link posted again', async () => {
    const booked = () => env.DB.prepare("SELECT day, route, language, count FROM audience_conversions WHERE kind = 'booking'").all().then(({ results }) => results);
    await env.DB.prepare("DELETE FROM audience_conversions WHERE kind = 'booking'").run();
    const { confirmSecret } = await hold('2027-04-02T12:00:00Z', 'es');
    expect(await booked()).toEqual([]);
    expect((await post(confirmPath('es'), { token: confirmSecret })).status).toBe(303);
    expect((await post(confirmPath('es'), { token: confirmSecret })).status).toBe(410);
    expect(await booked()).toEqual([{ day: '2027-03-22', route: 'booking', language: 'es', count: 1 }]);
  });

  it('shows the call and a button; the button confirms it and sends the invitation (REQUEST, SEQUENCE 0) to the visitor and the owner', async () => {
    const { fields, confirmSecret } = await hold('2027-04-01T07:00:00Z', 'en', { zone: 'America/New_York' });
    const page = await open(`${confirmPath('en')}?token=${confirmSecret}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(await queryAll(html, 'meta[name="robots"][content="noindex"]')).toHaveLength(1);
    expect((await queryAll(html, '.booked-call dd')).map((dd) => dd.text)[0]).toBe('Thursday 1 April 2027 at 3\u00a0am (Eastern Time)');
    expect((await queryAll(html, '.booked-call dd')).map((dd) => dd.text)[1]).toBe('Thursday 1 April 2027 at 9\u00a0am');
    expect((await queryAll(html, `main form[action="${confirmPath('en')}"] input[name="token"]`))[0]!.attributes.value).toBe(confirmSecret);
    // Opening the link changed nothing.
    expect((await bookingRow(fields.email!))!.status).toBe('held');

    const sent: SentEmail[] = [];
    const response = await post(confirmPath('en'), { token: confirmSecret }, sent);
    expect([response.status, response.headers.get('location')]).toEqual([303, `${confirmPath('en')}?done=1`]);
    const row = await bookingRow(fields.email!);
    expect(row).toMatchObject({ status: 'confirmed', confirmed_at: NOW.toISOString(), confirm_token_hash: null });
    expect(sent.map((email) => [email.binding, email.to])).toEqual(
      expect.arrayContaining([
        ['BOOKING_EMAIL', fields.email],
        ['NOTIFICATION_EMAIL', env.NOTIFY_TO],
      ]),
    );
    const toVisitor = await readInvitation(sent.find((email) => email.binding === 'BOOKING_EMAIL')!.raw!);
    expect(toVisitor).toMatchObject({
      partMethod: 'REQUEST',
      attachment: true,
      method: 'REQUEST',
      uid: row!.uid,
      sequence: 0,
      status: 'CONFIRMED',
      start: '2027-04-01T07:00:00.000Z',
      startInUtc: true,
      organizer: 'mailto:contact@sillage-communication.fr',
      attendee: `MAILTO:${fields.email}`,
    });
    expect(toVisitor.email.subject).toBe(BOOKING_EMAIL_TEXTS.en.confirmed.subject);
    expect(toVisitor.email.from).toMatchObject({ address: env.BOOKING_FROM });
    expect(toVisitor.email.text).toContain(`${env.SITE_URL}${managePath('en')}?token=`);
    const toOwner = await readInvitation(sent.find((email) => email.binding === 'NOTIFICATION_EMAIL')!.raw!);
    expect(toOwner).toMatchObject({ method: 'REQUEST', uid: row!.uid, sequence: 0, start: '2027-04-01T07:00:00.000Z' });
    expect(toOwner.email.subject).toBe(`Rendez-vous réservé\u00a0: ${fields.name}, jeudi 1er avril 2027 à 9\u00a0h`);
    expect(toOwner.email.replyTo).toEqual([expect.objectContaining({ address: fields.email })]);
    expect(toOwner.email.text).toContain(fields.company);
    expect(toOwner.email.text).not.toContain(`${managePath('en')}?token=`);

    const done = await (await open(`${confirmPath('en')}?done=1`)).text();
    expect((await queryAll(done, '[data-token-done]'))[0]!.text).toBe(translate('en', 'bookingConfirmation.done'));
    // The heading says what is now true, not what the page first asked.
    expect((await queryAll(done, 'h1'))[0]!.text).toBe(translate('en', 'bookingConfirmation.doneTitle'));
  });

  it('answers a link used already, expired or forged with 410 and the way back to the slots', async () => {
    const used = await book('2027-04-01T08:00:00Z');
    const again = await post(confirmPath('fr'), { token: used.confirmSecret });
    expect(again.status).toBe(410);
    expect((await queryAll(await again.text(), '[data-token-fallback]'))[0]!.text).toContain(translate('fr', 'bookingConfirmation.expired'));
    expect((await open(`${confirmPath('fr')}?token=${used.confirmSecret}`)).status).toBe(410);
    for (const forged of ['forged', 'x'.repeat(43), 'y'.repeat(500)]) {
      expect((await open(`${confirmPath('fr')}?token=${forged}`)).status, forged).toBe(410);
      expect((await post(confirmPath('fr'), { token: forged })).status, forged).toBe(410);
    }
    const incomplete = await open(confirmPath('fr'));
    expect(incomplete.status).toBe(200);
    expect((await queryAll(await incomplete.text(), '[data-token-fallback] a'))[0]!.attributes.href).toBe(bookingPath('fr'));
  });

  it('lets a hold expire: after its time, the link answers 410, and the slot is free for another visitor', async () => {
    const held = await hold('2027-04-01T09:00:00Z');
    vi.setSystemTime(NOW.getTime() + HOLD_MINUTES * 60_000 + 1000);
    expect((await open(`${confirmPath('fr')}?token=${held.confirmSecret}`)).status).toBe(410);
    expect((await post(confirmPath('fr'), { token: held.confirmSecret })).status).toBe(410);
    const second = await post(bookingPath('fr'), visitor('2027-04-01T09:00:00Z'));
    expect(second.status).toBe(303);
    expect((await bookingRow(held.fields.email!))!.status).toBe('expired');
  });
});

describe('a booked call', () => {
  it('is cancelled from its management link: CANCEL with SEQUENCE 1 to the visitor and the owner, and the link is spent', async () => {
    const booked = await book('2027-04-02T07:00:00Z', 'es');
    const page = await open(`${managePath('es')}?token=${booked.manageSecret}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(await queryAll(html, 'meta[name="robots"][content="noindex"]')).toHaveLength(1);
    expect(decodeEntities((await queryAll(html, '[data-move-call]'))[0]!.attributes.href!)).toBe(`${bookingPath('es')}?zone=Europe%2FParis&token=${booked.manageSecret}`);
    expect((await queryAll(html, `main form[action="${managePath('es')}"] input[name="token"]`))[0]!.attributes.value).toBe(booked.manageSecret);

    const sent: SentEmail[] = [];
    const response = await post(managePath('es'), { token: booked.manageSecret }, sent);
    expect([response.status, response.headers.get('location')]).toEqual([303, `${managePath('es')}?done=1`]);
    const invitations = await Promise.all(sent.map((email) => readInvitation(email.raw!)));
    expect(invitations.map(({ method, sequence, status, uid, start }) => ({ method, sequence, status, uid, start }))).toEqual(
      Array(2).fill({ method: 'CANCEL', sequence: 1, status: 'CANCELLED', uid: booked.invitation.uid, start: '2027-04-02T07:00:00.000Z' }),
    );
    expect(sent.find((email) => email.binding === 'BOOKING_EMAIL')!.raw).toContain('method=CANCEL');
    expect(invitations.find((each) => each.email.to?.[0]?.address === env.NOTIFY_TO)!.email.subject).toMatch(/^Rendez-vous annulé\u00a0: /);
    expect(await bookingRow(booked.fields.email!)).toMatchObject({ status: 'cancelled', cancelled_by: 'visitor', sequence: 1 });
    expect((await open(`${managePath('es')}?token=${booked.manageSecret}`)).status).toBe(410);
    expect((await post(managePath('es'), { token: booked.manageSecret })).status).toBe(410);
    // Its slot is free again.
    expect((await post(bookingPath('es'), visitor('2027-04-02T07:00:00Z'))).status).toBe(303);
  });

  it('is moved from its management link: the new time REQUESTed with the same UID and SEQUENCE 1, the old link spent, a taken slot refused (409)', async () => {
    const booked = await book('2027-04-12T07:00:00Z', 'en');
    await hold('2027-04-12T09:00:00Z');
    const movePage = await open(`${bookingPath('en')}?token=${booked.manageSecret}`);
    expect(movePage.status).toBe(200);
    const html = await movePage.text();
    expect((await queryAll(html, 'h1'))[0]!.text).toBe(pageContent('booking', 'en').move.title);
    expect((await queryAll(html, 'form[data-booking-form] input[name="token"]'))[0]!.attributes.value).toBe(booked.manageSecret);
    expect(await queryAll(html, 'form[data-booking-form] #booking-name')).toEqual([]);
    // The week links keep the secret, so the move goes on in the next week.
    expect((await queryAll(html, 'a[rel="next"]'))[0]!.attributes.href).toContain(`token=${booked.manageSecret}`);

    const taken = await post(bookingPath('en'), { slot: '2027-04-12T09:00:00Z', zone: 'Europe/Paris', token: booked.manageSecret, website: '' });
    expect(taken.status).toBe(409);
    expect((await queryAll(await taken.text(), '.field-error')).map((error) => error.text)).toEqual([`${translate('en', 'form.errorPrefix')} ${translate('en', 'booking.error.busy')}`]);
    const same = await post(bookingPath('en'), { slot: '2027-04-12T07:00:00Z', zone: 'Europe/Paris', token: booked.manageSecret, website: '' });
    expect(same.status).toBe(422);

    const sent: SentEmail[] = [];
    const moved = await post(bookingPath('en'), { slot: '2027-04-12T07:20:00Z', zone: 'Europe/London', token: booked.manageSecret, website: '' }, sent);
    expect([moved.status, moved.headers.get('location')]).toEqual([303, '/en/book-a-call?booking=moved']);
    const invitations = await Promise.all(sent.map((email) => readInvitation(email.raw!)));
    expect(invitations.map(({ method, sequence, uid, start }) => ({ method, sequence, uid, start }))).toEqual(
      Array(2).fill({ method: 'REQUEST', sequence: 1, uid: booked.invitation.uid, start: '2027-04-12T07:20:00.000Z' }),
    );
    const toVisitor = invitations.find((each) => each.email.to?.[0]?.address === booked.fields.email)!;
    expect(toVisitor.email.subject).toBe(BOOKING_EMAIL_TEXTS.en.moved.subject);
    const newSecret = linkSecret(toVisitor.email.text!, managePath('en'));
    expect(newSecret).not.toBe(booked.manageSecret);
    const rows = await rowsOf<{ uid: string; status: string; sequence: number; start_at: number; zone: string }>('bookings');
    expect(rows.filter((row) => row.uid === booked.invitation.uid).map(({ status, sequence, start_at, zone }) => ({ status, sequence, start_at, zone }))).toEqual([
      { status: 'moved', sequence: 0, start_at: Date.parse('2027-04-12T07:00:00Z'), zone: 'Europe/Paris' },
      { status: 'confirmed', sequence: 1, start_at: Date.parse('2027-04-12T07:20:00Z'), zone: 'Europe/London' },
    ]);
    expect((await open(`${managePath('en')}?token=${booked.manageSecret}`)).status).toBe(410);
    expect((await open(`${bookingPath('en')}?token=${booked.manageSecret}`)).status).toBe(410);
    expect((await post(bookingPath('en'), { slot: '2027-04-12T12:00:00Z', zone: 'Europe/Paris', token: booked.manageSecret, website: '' })).status).toBe(410);
    expect((await open(`${managePath('en')}?token=${newSecret}`)).status).toBe(200);

    // Cancelled after the move: SEQUENCE 2.
    const cancelled: SentEmail[] = [];
    await post(managePath('en'), { token: newSecret }, cancelled);
    expect((await readInvitation(cancelled[0]!.raw!)).sequence).toBe(2);
  });
});

describe('the reminder', () => {
  it('goes the day before to each confirmed call of the next day, in its visitor’s language with its management link, once', async () => {
    const booked = await book('2027-04-13T12:00:00Z', 'es');
    // A hold never confirmed gets no reminder.
    await hold('2027-04-13T14:00:00Z');
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const sent: SentEmail[] = [];
    const evening = Date.parse('2027-04-12T03:17:00Z');
    await worker.scheduled(createScheduledController({ scheduledTime: evening, cron: '17 3 * * *' }), recordingEnv(sent));
    const reminders = sent.filter((email) => email.subject === BOOKING_EMAIL_TEXTS.es.reminder.subject);
    expect(reminders.map((email) => email.to)).toEqual([booked.fields.email]);
    expect(linkSecret(reminders[0]!.text!, managePath('es'))).toBe(booked.manageSecret);
    expect(reminders[0]!.text).toContain('martes, 13 de abril de 2027, a las 14:00');
    expect((await bookingRow(booked.fields.email!))!.reminded_at).toBe(new Date(evening).toISOString());
    const again: SentEmail[] = [];
    await worker.scheduled(createScheduledController({ scheduledTime: evening + 3_600_000, cron: '17 3 * * *' }), recordingEnv(again));
    expect(again.filter((email) => email.subject === BOOKING_EMAIL_TEXTS.es.reminder.subject)).toEqual([]);
  });
});

describe('the booking’s data', () => {
  it('is deleted 3 years after the call, and a hold never confirmed a day after it ended', async () => {
    const booked = await book('2027-04-14T12:00:00Z');
    const held = await hold('2027-04-14T14:00:00Z');
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const run = (at: number) => worker.scheduled(createScheduledController({ scheduledTime: at, cron: '17 3 * * *' }), env);
    await run(NOW.getTime() + 1000);
    expect(await bookingRow(held.fields.email!)).not.toBeNull();
    await run(NOW.getTime() + HOLD_MINUTES * 60_000 + DAY + 1000);
    expect(await bookingRow(held.fields.email!)).toBeNull();
    await run(Date.parse('2030-04-14T11:00:00Z'));
    expect(await bookingRow(booked.fields.email!)).not.toBeNull();
    await run(Date.parse('2030-04-14T13:00:00Z'));
    expect(await bookingRow(booked.fields.email!)).toBeNull();
  });
});
