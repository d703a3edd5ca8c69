import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, dateKey, isoWeekday, type PlainDate } from '../../src/booking/calendar-date';
import { wallTimeAt } from '../../src/booking/zoned-time';
import { DESK_PATHS } from '../../src/desk/desk-paths';
import { deskText } from '../../src/desk/i18n/desk-text';
import { holdBooking } from '../../src/db/bookings';
import { mailboxKey } from '../../src/db/mailbox-key';
import { formatDay } from '../../src/desk/format';
import { bookCall, parisDate } from './booked-calls';
import { BOOKING_EMAIL_TEXTS } from '../../src/notifications/booking-email-texts';
import PostalMime from 'postal-mime';
import { act, actWithKey, desk, DESK_ORIGIN, deskEnv, fetchFrom, OWNER } from './desk-requests';
import { DESK_KEY_FIELD } from '../../src/desk/desk-actions';
import { decodeEntities, queryAll } from './html';

/**
 * The Rendez-vous tab of the owner's desk: the calls to come, blocking time,
 * her calendar's address and her feed of calls, each action through the
 * Worker as her browser sends it, against the local D1.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;


/** The last Sunday of `month` (3: March, 10: October) in the first year where it is at least two days away: a day the clocks change in Paris. */
function clockChangeDay(month: 3 | 10): PlainDate {
  for (let year = parisDate(0).year; ; year++) {
    let day: PlainDate = { year, month, day: 31 };
    while (isoWeekday(day) !== 7) day = addDays(day, -1);
    if (Date.UTC(day.year, day.month - 1, day.day) > Date.now() + 2 * DAY) return day;
  }
}

const utc = (date: PlainDate, hours: number) => Date.UTC(date.year, date.month - 1, date.day, hours);

type BlockRow = { start_at: number; end_at: number; note: string };
const blocks = async () => (await env.DB.prepare('SELECT start_at, end_at, note FROM booking_blocks ORDER BY start_at').all<BlockRow>()).results;
const setting = async (name: string) => (await env.DB.prepare('SELECT value FROM booking_settings WHERE name = ?').bind(name).first<{ value: string }>())?.value;

/** The tab's text, as she reads it. */
const tabText = async (path: string = DESK_PATHS.bookings) => (await queryAll(await (await desk(path)).text(), 'main'))[0]!.text;

/** An e-mail the Worker sent, as the binding was given it: its envelope, and its message read back with postal-mime. */
type SentEmail = { binding: string; from: string; to: string; raw: string };

/**
 * The desk's bindings with the real e-mail bindings of the booking, each
 * message recorded on its way to them. The message's text is the string the
 * site built it from (EmailMessage keeps it as given).
 */
function recordingEnv(sent: SentEmail[]): Cloudflare.Env {
  const recording = (binding: 'BOOKING_EMAIL' | 'NOTIFICATION_EMAIL') =>
    ({
      send: (message: EmailMessage) => {
        const raw = Object.values(message).find((value): value is string => typeof value === 'string' && value.includes('MIME-Version'));
        sent.push({ binding, from: message.from, to: message.to, raw: raw ?? '' });
        return deskEnv[binding].send(message);
      },
    }) as unknown as SendEmail;
  return { ...deskEnv, BOOKING_EMAIL: recording('BOOKING_EMAIL'), NOTIFICATION_EMAIL: recording('NOTIFICATION_EMAIL') };
}

/** A desk form sent with the recording bindings. */
const actRecording = (sent: SentEmail[], path: string, fields: Record<string, string> = {}) =>
  fetchFrom('127.0.0.1', DESK_ORIGIN + path, { method: 'POST', headers: { origin: DESK_ORIGIN }, body: new URLSearchParams({ [DESK_KEY_FIELD]: crypto.randomUUID(), ...fields }) }, recordingEnv(sent));

let logs: string[];

beforeEach(async () => {
  logs = [];
  vi.spyOn(console, 'log').mockImplementation((line: unknown) => void logs.push(String(line)));
  await env.DB.batch(['bookings', 'refused_mailboxes', 'booking_blocks', 'booking_settings', 'calendar_busy', 'desk_actions'].map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
});

afterEach(() => vi.restoreAllMocks());

describe('the Rendez-vous tab', () => {
  it('is in the desk’s menu, and shows its sections', async () => {
    const response = await desk(DESK_PATHS.bookings);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect((await queryAll(html, '.desk-nav a[aria-current="page"]')).map((link) => link.text)).toEqual([deskText('nav.bookings')]);
    expect((await queryAll(html, 'main h2')).map((heading) => heading.text)).toEqual([
      deskText('calls.title'),
      deskText('blocks.title'),
      deskText('refusals.title'),
      deskText('calendar.title'),
      deskText('feed.title'),
    ]);
    expect(html).toContain(deskText('calls.none'));
    expect(html).toContain(deskText('blocks.none'));
    expect(html).toContain(deskText('refusals.none'));
    expect(html).toContain(deskText('calendar.none'));
    expect(html).toContain(deskText('feed.none'));
  });
});

describe('the calls to come', () => {
  const status = async (id: number) => (await env.DB.prepare('SELECT status, cancelled_by FROM bookings WHERE id = ?').bind(id).first<{ status: string; cancelled_by: string | null }>())!;

  it('are listed by Paris day, today first (earlier today too), each with who booked, their note, language and zone', async () => {
    const later = await bookCall(parisDate(3), 11 * 60, { name: 'Akira Sato', company: '', note: '', email: 'akira@example.jp', language: 'en', zone: 'Asia/Tokyo' });
    const tomorrow = await bookCall(parisDate(1), 17 * 60 + 40, { name: 'Lucía Pérez', company: 'Hotel Mar', language: 'es', zone: 'Europe/Madrid', note: 'Une brochure\nen trois langues.' });
    const today = await bookCall(parisDate(0), 0, { name: 'Jeanne Dupont', zone: 'Europe/Paris', language: 'fr' }, false);
    const html = await (await desk(DESK_PATHS.bookings)).text();

    expect((await queryAll(html, 'main h3')).slice(0, 3).map((heading) => heading.text)).toEqual([
      `${deskText('calls.today')} · ${formatDay(parisDate(0))}`,
      `${deskText('calls.tomorrow')} · ${formatDay(parisDate(1))}`,
      formatDay(parisDate(3)),
    ]);
    const titles = (await queryAll(html, '.desk-call .desk-item-title')).map((title) => title.text);
    expect(titles).toEqual([
      '0\u00a0h – 0\u00a0h\u00a020 · Jeanne Dupont · Boulangerie Dupont',
      '17\u00a0h\u00a040 – 18\u00a0h · Lucía Pérez · Hotel Mar',
      '11\u00a0h – 11\u00a0h\u00a020 · Akira Sato',
    ]);
    // A call held for its confirmation says so.
    expect((await queryAll(html, '.desk-call .desk-badge')).map((badge) => badge.text)).toEqual([deskText('calls.pending')]);

    const details = (await queryAll(html, '.desk-call .desk-details dd')).map((detail) => detail.text);
    const tokyo = wallTimeAt(later.startAt, 'Asia/Tokyo');
    expect(details.slice(4, 8)).toEqual([
      tomorrow.email,
      'espagnol',
      deskText('calls.zoneTime', { zone: 'Europe/Madrid', time: '17\u00a0h\u00a040' }),
      'Une brochure\nen trois langues.'.replace('\n', ' '),
    ]);
    expect(details.slice(8)).toEqual([
      'akira@example.jp',
      'anglais',
      // 11:00 in Paris is 18:00 or 19:00 in Tokyo (seven or eight hours ahead), the same day.
      deskText('calls.zoneTime', { zone: 'Asia/Tokyo', time: `${tokyo.hour}\u00a0h` }),
      deskText('calls.noNote'),
    ]);
    expect(today.status).toBe('held');
  });

  it('shows what visitors wrote as text: no markup, no control or invisible character', async () => {
    await bookCall(parisDate(2), 10 * 60, { name: '<img src=x onerror=alert(1)>', company: 'Évil\u202e SARL', note: 'Bonjour <script>alert(1)</script>\u001b[2J' });
    const html = await (await desk(DESK_PATHS.bookings)).text();
    expect(html).not.toMatch(/<img src=x|<script>alert/);
    expect(html).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f\u202e]/);
    expect(html).toContain('\\u202e');
  });

  it('one is cancelled, the slot freed, and the visitor’s mailbox left alone', async () => {
    const call = await bookCall(parisDate(4), 10 * 60);
    const response = await act(DESK_PATHS.bookingCancellation(call.id));
    expect([response.status, response.headers.get('location')]).toEqual([303, `${DESK_PATHS.bookings}?fait=booking-cancelled`]);
    expect(await status(call.id)).toEqual({ status: 'cancelled', cancelled_by: 'owner' });
    const text = await tabText(response.headers.get('location')!);
    expect(text).toContain(deskText('done.booking-cancelled'));
    expect(text).toContain(deskText('calls.none'));
    expect(await env.DB.prepare('SELECT count(*) AS n FROM refused_mailboxes').first<{ n: number }>()).toEqual({ n: 0 });
    // The slot is free again: another visitor books it.
    expect((await bookCall(parisDate(4), 10 * 60)).status).toBe('confirmed');
  });

  it('one is cancelled and the mailbox refused, under any spelling of it, without the visitor being told', async () => {
    const call = await bookCall(parisDate(4), 10 * 60, { email: 'Spam.Mer+devis@Example.org' });
    const response = await act(DESK_PATHS.bookingCancellation(call.id), { refuser: 'oui' });
    expect([response.status, response.headers.get('location')]).toEqual([303, `${DESK_PATHS.bookings}?fait=booking-cancelled-refused`]);
    expect(await status(call.id)).toEqual({ status: 'cancelled', cancelled_by: 'owner' });
    expect((await env.DB.prepare('SELECT mailbox FROM refused_mailboxes').all<{ mailbox: string }>()).results).toEqual([{ mailbox: mailboxKey('spam.mer@example.org') }]);
    const slot = { start: call.startAt, end: call.endAt, agencyTime: { ...parisDate(4), hour: 10, minute: 0 } };
    const again = await holdBooking(env.DB, { name: 'Spam', email: 'spam.mer+autre@example.org', company: '', note: '', language: 'fr', zone: 'Europe/Paris', clientHash: 'test', slot });
    expect(again).toEqual({ refused: 'refusedMailbox' });
  });

  it('tells the visitor of a confirmed call, in their language, with the CANCEL for their calendar, and her too', async () => {
    const call = await bookCall(parisDate(4), 10 * 60, { name: 'Ada Lovelace', email: 'ada@example.co.uk', language: 'en', zone: 'Europe/London' });
    const sent: SentEmail[] = [];
    expect((await actRecording(sent, DESK_PATHS.bookingCancellation(call.id), { refuser: 'oui' })).status).toBe(303);
    expect(sent.map(({ binding, to }) => ({ binding, to }))).toEqual([
      { binding: 'BOOKING_EMAIL', to: 'ada@example.co.uk' },
      { binding: 'NOTIFICATION_EMAIL', to: deskEnv.NOTIFY_TO },
    ]);
    const visitor = await PostalMime.parse(sent[0]!.raw);
    expect(visitor.subject).toBe(BOOKING_EMAIL_TEXTS.en.cancelled.subject);
    expect(visitor.text).toContain(BOOKING_EMAIL_TEXTS.en.cancelled.byOwner);
    const calendar = visitor.attachments.find((attachment) => attachment.mimeType === 'text/calendar')!;
    const ics = typeof calendar.content === 'string' ? calendar.content : new TextDecoder().decode(calendar.content);
    expect([calendar.method, ics]).toEqual(['CANCEL', expect.stringContaining(`UID:${call.uid}`)]);
    expect(ics).toContain(`SEQUENCE:${call.sequence + 1}`);
    // Refusing the mailbox is never said: the e-mail is the one any cancellation by her gets.
    expect(`${visitor.subject} ${visitor.text}`).not.toMatch(/refus/i);
  });

  it('e-mails no one for a call that was only held: no invitation was sent to cancel', async () => {
    const held = await bookCall(parisDate(5), 9 * 60, {}, false);
    const sent: SentEmail[] = [];
    expect((await actRecording(sent, DESK_PATHS.bookingCancellation(held.id))).status).toBe(303);
    expect(sent).toEqual([]);
  });

  it('cancels a call held for its confirmation too', async () => {
    const held = await bookCall(parisDate(5), 9 * 60, {}, false);
    expect((await act(DESK_PATHS.bookingCancellation(held.id))).status).toBe(303);
    expect(await status(held.id)).toEqual({ status: 'cancelled', cancelled_by: 'owner' });
  });

  it('cancels once for a form sent twice, and answers 404 for a call no longer live or none', async () => {
    const call = await bookCall(parisDate(4), 14 * 60);
    const key = crypto.randomUUID();
    expect((await actWithKey(DESK_PATHS.bookingCancellation(call.id), key)).status).toBe(303);
    const sequence = (await env.DB.prepare('SELECT sequence FROM bookings WHERE id = ?').bind(call.id).first<{ sequence: number }>())!.sequence;
    expect((await actWithKey(DESK_PATHS.bookingCancellation(call.id), key)).status).toBe(303);
    expect((await env.DB.prepare('SELECT sequence FROM bookings WHERE id = ?').bind(call.id).first<{ sequence: number }>())!.sequence).toBe(sequence);
    expect((await act(DESK_PATHS.bookingCancellation(call.id))).status).toBe(404);
    expect((await act(DESK_PATHS.bookingCancellation(call.id + 1000))).status).toBe(404);
  });

  it('logs a cancellation as one JSON line, without who booked', async () => {
    const call = await bookCall(parisDate(4), 15 * 60, { name: 'Personne Discrète', email: 'discrete@example.fr' });
    await act(DESK_PATHS.bookingCancellation(call.id), { refuser: 'oui' });
    const entries = logs.filter((line) => line.startsWith('{"desk"')).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries).toEqual([{ desk: 'booking-cancelled-refused', id: call.id, by: OWNER, key: 'fresh', changed: true }]);
    expect(logs.join('\n')).not.toMatch(/Discrète|discrete@/);
  });
});

describe('blocking time', () => {
  it('blocks a stretch of one date, in Paris time, as a date and time field send it or as typed by hand', async () => {
    const date = parisDate(10);
    const response = await act(DESK_PATHS.blocks, { sorte: 'heures', date: dateKey(date), de: '14:00', a: '16:30', motif: 'Dentiste' });
    expect([response.status, response.headers.get('location')]).toEqual([303, `${DESK_PATHS.bookings}?fait=block-added`]);
    const typed = addDays(date, 1);
    const byHand = `${String(typed.day).padStart(2, '0')}/${String(typed.month).padStart(2, '0')}/${typed.year}`;
    expect((await act(DESK_PATHS.blocks, { sorte: 'heures', date: byHand, de: '9h', a: '10 h 15', motif: '' })).status).toBe(303);

    const [first, second] = await blocks();
    expect([first!.end_at - first!.start_at, first!.note]).toEqual([2.5 * HOUR, 'Dentiste']);
    expect(wallTimeAt(first!.start_at, 'Europe/Paris')).toEqual({ ...date, hour: 14, minute: 0, second: 0 });
    expect(wallTimeAt(second!.start_at, 'Europe/Paris')).toEqual({ ...typed, hour: 9, minute: 0, second: 0 });
    expect(wallTimeAt(second!.end_at, 'Europe/Paris')).toEqual({ ...typed, hour: 10, minute: 15, second: 0 });

    const text = await tabText(`${DESK_PATHS.bookings}?fait=block-added`);
    expect(text).toContain(deskText('done.block-added'));
    expect(text).toMatch(/, de 14\u00a0h à 16\u00a0h\u00a030\s*Dentiste/);
  });

  it('blocks a whole day from midnight to midnight in Paris: 23 hours on the day the clocks go forward, 25 on the day they go back', async () => {
    const spring = clockChangeDay(3);
    const autumn = clockChangeDay(10);
    expect((await act(DESK_PATHS.blocks, { sorte: 'journee', date: dateKey(spring) })).status).toBe(303);
    expect((await act(DESK_PATHS.blocks, { sorte: 'jours', du: dateKey(addDays(autumn, -1)), au: dateKey(autumn), motif: 'Salon' })).status).toBe(303);
    const rows = await blocks();
    // Winter time (UTC+1) before the change in spring, summer time (UTC+2) after it; the reverse in autumn.
    expect(rows.filter((row) => row.note === '').map((row) => [row.start_at, row.end_at])).toEqual([[utc(spring, -1), utc(spring, 22)]]);
    expect(rows.filter((row) => row.note === 'Salon').map((row) => [row.start_at, row.end_at])).toEqual([[utc(addDays(autumn, -1), -2), utc(autumn, 23)]]);
    const text = await tabText();
    expect(text).toContain(`dimanche ${spring.day} mars ${spring.year}, toute la journée`);
    expect(text).toMatch(new RegExp(`Du samedi ${autumn.day - 1} octobre ${autumn.year} au dimanche ${autumn.day} octobre ${autumn.year} inclus`));
  });

  it('blocks the rest of today, and an hour already begun', async () => {
    expect((await act(DESK_PATHS.blocks, { sorte: 'journee', date: dateKey(parisDate(0)) })).status).toBe(303);
    expect(await blocks()).toHaveLength(1);
  });

  it.each<[string, Record<string, string>, Record<string, string>]>([
    ['a date that is none', { sorte: 'heures', date: '31/02/2027', de: '10:00', a: '11:00' }, { date: 'blocks.error.date' }],
    ['empty fields', { sorte: 'heures', date: '', de: '', a: '' }, { date: 'blocks.error.date', de: 'blocks.error.time', a: 'blocks.error.time' }],
    ['a time that is none', { sorte: 'heures', date: '2099-01-05', de: '25:00', a: '10h7' }, { de: 'blocks.error.time', a: 'blocks.error.time' }],
    ['an end before the start', { sorte: 'heures', date: '2099-01-05', de: '15:00', a: '14:00' }, { a: 'blocks.error.endBeforeStart' }],
    ['an end at the start', { sorte: 'heures', date: '2099-01-05', de: '15:00', a: '15:00' }, { a: 'blocks.error.endBeforeStart' }],
    ['hours already past', { sorte: 'heures', date: '2020-01-06', de: '10:00', a: '11:00' }, { a: 'blocks.error.past' }],
    ['a day already past', { sorte: 'journee', date: '2020-01-06' }, { date: 'blocks.error.pastDay' }],
    ['days already past', { sorte: 'jours', du: '2020-01-06', au: '2020-01-08' }, { au: 'blocks.error.pastDay' }],
    ['a last day before the first', { sorte: 'jours', du: '2099-01-08', au: '2099-01-06' }, { au: 'blocks.error.lastBeforeFirst' }],
    ['more than a year of days', { sorte: 'jours', du: '2099-01-01', au: '2100-01-02' }, { au: 'blocks.error.tooLong' }],
    ['a note on two lines', { sorte: 'journee', date: '2099-01-05', motif: 'Congés\nannuels' }, { motif: 'blocks.error.note' }],
    ['a note too long', { sorte: 'journee', date: '2099-01-05', motif: 'x'.repeat(101) }, { motif: 'blocks.error.note' }],
  ])('refuses %s with a clear French message next to each wrong field, 422, what she typed kept', async (_, fields, errors) => {
    const response = await act(DESK_PATHS.blocks, fields);
    expect(response.status).toBe(422);
    const html = await response.text();
    const kind = fields.sorte!;
    for (const [field, value] of Object.entries(fields)) {
      if (field === 'sorte' || field === 'motif') continue;
      const [input] = await queryAll(html, `#bloquer-${kind}-${field}`);
      expect([field, decodeEntities(input!.attributes.value ?? '')]).toEqual([field, value]);
    }
    const wrong = await queryAll(html, `[id^="bloquer-${kind}-"][aria-invalid="true"]`);
    expect(wrong.map((input) => input.attributes.name).sort()).toEqual(Object.keys(errors).sort());
    expect(wrong[0]!.attributes.autofocus).toBeDefined();
    for (const [field, key] of Object.entries(errors)) {
      const [message] = await queryAll(html, `#bloquer-${kind}-${field}-error`);
      expect(message!.text).toContain(deskText(key as Parameters<typeof deskText>[0], { days: 366, length: 100 }));
    }
    expect(await blocks()).toEqual([]);
  });

  it('refuses a form of no known kind, 400', async () => {
    expect((await act(DESK_PATHS.blocks, { sorte: 'semaine', date: '2099-01-05' })).status).toBe(400);
    expect(await blocks()).toEqual([]);
  });

  it('blocks once for a form sent twice, and does nothing with its key sent again with other values', async () => {
    const key = crypto.randomUUID();
    const fields = { sorte: 'journee', date: dateKey(parisDate(5)) };
    expect((await actWithKey(DESK_PATHS.blocks, key, fields)).status).toBe(303);
    expect((await actWithKey(DESK_PATHS.blocks, key, fields)).status).toBe(303);
    const edited = await actWithKey(DESK_PATHS.blocks, key, { ...fields, date: dateKey(parisDate(6)) });
    expect(edited.status).toBe(409);
    expect(await edited.text()).toContain(deskText('refused.key-spent'));
    expect(await blocks()).toHaveLength(1);
  });

  it('removes a block, and answers 404 for one that is gone', async () => {
    await act(DESK_PATHS.blocks, { sorte: 'journee', date: dateKey(parisDate(3)), motif: 'Formation' });
    const { id } = (await env.DB.prepare('SELECT id FROM booking_blocks').first<{ id: number }>())!;
    const removed = await act(DESK_PATHS.blockRemoval(id));
    expect([removed.status, removed.headers.get('location')]).toEqual([303, `${DESK_PATHS.bookings}?fait=block-removed`]);
    expect(await blocks()).toEqual([]);
    expect((await act(DESK_PATHS.blockRemoval(id))).status).toBe(404);
  });

  it('lists only the blocks not over, soonest first', async () => {
    const later = parisDate(9);
    const sooner = parisDate(2);
    await act(DESK_PATHS.blocks, { sorte: 'journee', date: dateKey(later), motif: 'Plus tard' });
    await act(DESK_PATHS.blocks, { sorte: 'journee', date: dateKey(sooner), motif: 'Bientôt' });
    await env.DB.prepare("INSERT INTO booking_blocks (start_at, end_at, note, created_at) VALUES (?, ?, 'Passé', '2020-01-01T00:00:00Z')").bind(Date.now() - 2 * DAY, Date.now() - DAY).run();
    const html = await (await desk(DESK_PATHS.bookings)).text();
    expect((await queryAll(html, '.desk-block .desk-item-meta')).map((note) => note.text)).toEqual(['Bientôt', 'Plus tard']);
  });

  it('logs each action as one JSON line, without the note', async () => {
    await act(DESK_PATHS.blocks, { sorte: 'journee', date: dateKey(parisDate(4)), motif: 'Rendez-vous médical' });
    const entries = logs.filter((line) => line.startsWith('{"desk"')).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries).toEqual([{ desk: 'block-added', id: expect.any(Number), by: OWNER, key: 'fresh', changed: true }]);
    expect(logs.join('\n')).not.toContain('médical');
  });
});

describe('the mailboxes she refused', () => {
  const refusedRows = async () => (await env.DB.prepare('SELECT mailbox FROM refused_mailboxes ORDER BY mailbox').all<{ mailbox: string }>()).results;

  it('are listed, the latest refusal first, with its date; one is taken back, and its bookings reach her again', async () => {
    await env.DB.batch([
      env.DB.prepare("INSERT INTO refused_mailboxes (mailbox, created_at) VALUES ('troll@example.net', '2026-11-20T08:05:00.000Z')"),
      env.DB.prepare("INSERT INTO refused_mailboxes (mailbox, created_at) VALUES ('spam@example.org', '2026-11-24T09:30:00.000Z')"),
    ]);
    const html = await (await desk(DESK_PATHS.bookings)).text();
    expect((await queryAll(html, '.desk-refusal .desk-item-title')).map((title) => title.text)).toEqual(['spam@example.org', 'troll@example.net']);
    // Paris time: 9:30 UTC is 10 h 30 in November.
    expect((await queryAll(html, '.desk-refusal .desk-item-meta'))[0]!.text).toBe(deskText('refusals.since', { date: '24 novembre 2026 à 10\u00a0h\u00a030' }));
    expect((await queryAll(html, '.desk-refusal button')).map((button) => button.attributes['aria-label'])).toEqual([
      deskText('refusals.removeLabel', { mailbox: 'spam@example.org' }),
      deskText('refusals.removeLabel', { mailbox: 'troll@example.net' }),
    ]);

    const response = await act(DESK_PATHS.refusalRemoval, { boite: 'troll@example.net' });
    expect([response.status, response.headers.get('location')]).toEqual([303, `${DESK_PATHS.bookings}?fait=mailbox-unrefused`]);
    expect(await refusedRows()).toEqual([{ mailbox: 'spam@example.org' }]);
    expect(await tabText(`${DESK_PATHS.bookings}?fait=mailbox-unrefused`)).toContain(deskText('done.mailbox-unrefused'));
    expect((await bookCall(parisDate(4), 10 * 60, { email: 'Troll+2@example.net' })).status).toBe('confirmed');
  });

  it('takes a refusal back once for a form sent twice, answers 404 for one taken back already, and 400 without a mailbox', async () => {
    await env.DB.prepare("INSERT INTO refused_mailboxes (mailbox, created_at) VALUES ('troll@example.net', '2026-11-20T08:05:00.000Z')").run();
    const key = crypto.randomUUID();
    expect((await actWithKey(DESK_PATHS.refusalRemoval, key, { boite: 'troll@example.net' })).status).toBe(303);
    expect((await actWithKey(DESK_PATHS.refusalRemoval, key, { boite: 'troll@example.net' })).status).toBe(303);
    expect((await actWithKey(DESK_PATHS.refusalRemoval, key, { boite: 'other@example.net' })).status).toBe(409);
    expect((await act(DESK_PATHS.refusalRemoval, { boite: 'troll@example.net' })).status).toBe(404);
    expect((await act(DESK_PATHS.refusalRemoval)).status).toBe(400);
    expect((await act(DESK_PATHS.refusalRemoval, { boite: `${'a'.repeat(250)}@example.net` })).status).toBe(400);
    const entries = logs.filter((line) => line.startsWith('{"desk"')).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries[0]).toEqual({ desk: 'mailbox-unrefused', id: expect.any(Number), by: OWNER, key: 'fresh', changed: true });
    // The log names no mailbox.
    expect(logs.join('\n')).not.toContain('troll');
  });
});

describe('her calendar’s address', () => {
  const GOOGLE = 'https://calendar.google.com/calendar/ical/maia%40example.fr/private-0123456789abcdef/basic.ics';

  it('is set, shown by its host only, and waits for its first reading', async () => {
    const response = await act(DESK_PATHS.calendarAddress, { adresse: ` ${GOOGLE} ` });
    expect([response.status, response.headers.get('location')]).toEqual([303, `${DESK_PATHS.bookings}?fait=calendar-set`]);
    expect(await setting('calendar_url')).toBe(GOOGLE);
    const text = await tabText(response.headers.get('location')!);
    expect(text).toContain(deskText('done.calendar-set'));
    expect(text).toContain(deskText('calendar.reads', { host: 'calendar.google.com' }));
    expect(text).toContain(deskText('calendar.notReadYet'));
    expect(text).not.toContain('private-0123456789abcdef');
    expect(logs.join('\n')).not.toContain('private-0123456789abcdef');
  });

  it('takes Apple’s webcal:// link as the same address over HTTPS', async () => {
    expect((await act(DESK_PATHS.calendarAddress, { adresse: 'webcal://p42-caldav.icloud.com/published/2/secret' })).status).toBe(303);
    expect(await setting('calendar_url')).toBe('https://p42-caldav.icloud.com/published/2/secret');
  });

  it.each([
    ['empty', '  ', 'calendar.error.empty'],
    ['over plain HTTP', 'http://calendar.example/feed.ics', 'calendar.error.not-https'],
    ['not an address', 'mon agenda', 'calendar.error.invalid'],
    ['of another scheme', 'ftp://calendar.example/feed.ics', 'calendar.error.invalid'],
    ['with a name and password', 'https://maia:secret@calendar.example/feed.ics', 'calendar.error.invalid'],
    ['too long', `https://calendar.example/${'a'.repeat(2000)}`, 'calendar.error.too-long'],
  ] as const)('is refused %s, 422, what she typed kept', async (_, typed, key) => {
    const response = await act(DESK_PATHS.calendarAddress, { adresse: typed });
    expect(response.status).toBe(422);
    const html = await response.text();
    const [input] = await queryAll(html, '#agenda-adresse');
    expect([decodeEntities(input!.attributes.value ?? ''), input!.attributes['aria-invalid']]).toEqual([typed, 'true']);
    expect((await queryAll(html, '#agenda-adresse-error'))[0]!.text).toContain(deskText(key, { length: 2000 }));
    expect(await setting('calendar_url')).toBeUndefined();
  });

  it('when replaced, waits for the new one’s first reading, the busy times kept until then', async () => {
    await act(DESK_PATHS.calendarAddress, { adresse: GOOGLE });
    await env.DB.batch([
      env.DB.prepare("INSERT INTO booking_settings VALUES ('calendar_read_at', '2026-11-01T10:00:00.000Z', '2026-11-01T10:00:00.000Z')"),
      env.DB.prepare('INSERT INTO calendar_busy VALUES (?, ?)').bind(Date.now() + DAY, Date.now() + DAY + HOUR),
    ]);
    // The same address again changes nothing.
    await act(DESK_PATHS.calendarAddress, { adresse: GOOGLE });
    expect(await setting('calendar_read_at')).toBe('2026-11-01T10:00:00.000Z');
    await act(DESK_PATHS.calendarAddress, { adresse: 'https://outlook.office365.com/owa/calendar/abc/def/calendar.ics' });
    expect([await setting('calendar_url'), await setting('calendar_read_at')]).toEqual(['https://outlook.office365.com/owa/calendar/abc/def/calendar.ics', undefined]);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM calendar_busy').first<{ n: number }>())!.n).toBe(1);
  });

  it('when cleared, is no longer read, and its busy times go', async () => {
    await act(DESK_PATHS.calendarAddress, { adresse: GOOGLE });
    await env.DB.prepare('INSERT INTO calendar_busy VALUES (?, ?)').bind(Date.now() + DAY, Date.now() + DAY + HOUR).run();
    const response = await act(DESK_PATHS.calendarAddressRemoval);
    expect([response.status, response.headers.get('location')]).toEqual([303, `${DESK_PATHS.bookings}?fait=calendar-cleared`]);
    expect(await setting('calendar_url')).toBeUndefined();
    expect((await env.DB.prepare('SELECT count(*) AS n FROM calendar_busy').first<{ n: number }>())!.n).toBe(0);
    expect(await tabText()).toContain(deskText('calendar.none'));
  });
});

describe('her feed of calls', () => {
  const ADDRESS = /https:\/\/www\.sillage-communication\.fr\/agenda\/([A-Za-z0-9_-]{43})\.ics/;

  async function sha256(text: string): Promise<string> {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
    return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  }

  it('gets an address shown once, as it is made, of which only the hash is stored', async () => {
    const key = crypto.randomUUID();
    const made = await actWithKey(DESK_PATHS.feedRenewal, key);
    expect([made.status, made.headers.get('cache-control')]).toEqual([200, 'private, no-store']);
    const html = await made.text();
    const [input] = await queryAll(html, '#flux-adresse');
    const token = ADDRESS.exec(input!.attributes.value!)![1]!;
    expect((await queryAll(html, '.desk-feed-address a'))[0]!.attributes.href).toBe(`webcal://www.sillage-communication.fr/agenda/${token}.ics`);
    expect(await setting('feed_token_hash')).toBe(await sha256(token));
    expect(logs.join('\n')).not.toContain(token);

    // The same form again (a reload of its answer): no new address, and the tab says it was shown once.
    const again = await actWithKey(DESK_PATHS.feedRenewal, key);
    expect([again.status, again.headers.get('location')]).toEqual([303, `${DESK_PATHS.bookings}?fait=feed-renewed`]);
    expect(await setting('feed_token_hash')).toBe(await sha256(token));
    const text = await tabText(again.headers.get('location')!);
    expect(text).toContain(deskText('done.feed-renewed'));
    expect(text).not.toMatch(ADDRESS);
    expect(text).toContain(deskText('feed.renew'));
  });

  it('gets a new address on renewal, the old one replaced', async () => {
    const first = ADDRESS.exec(await (await act(DESK_PATHS.feedRenewal)).text())![1]!;
    const second = ADDRESS.exec(await (await act(DESK_PATHS.feedRenewal)).text())![1]!;
    expect(second).not.toBe(first);
    expect(await setting('feed_token_hash')).toBe(await sha256(second));
  });
});
