import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { addDays, dateKey, isoWeekday, MINUTE } from '../../src/booking/calendar-date';
import { frenchHolidayOn } from '../../src/booking/french-holidays';
import { instantAt } from '../../src/booking/zoned-time';
import { checkRequestedSlot } from '../../src/booking/requested-slot';
import type { Slot } from '../../src/booking/slots';
import { linkSecretHash } from '../../src/db/booking-tokens';
import {
  bookingSituation,
  cancelBooking,
  claimTomorrowsReminders,
  confirmBooking,
  findBooking,
  heldBooking,
  holdBooking,
  HOLD_MINUTES,
  managedBooking,
  MAX_WAITING_HOLDS,
  moveBooking,
  shownBooking,
  upcomingBookings,
  type NewBooking,
} from '../../src/db/bookings';

/**
 * The bookings table through src/db/bookings.ts, on the real local D1, with
 * the time passed in: holds, their expiry, confirmation, cancellation by
 * either side, moves, and the situation the slot functions read.
 */

// A Monday in winter (Paris is UTC+1): Tuesday 23 March 2027 at 9:00 in Paris is 08:00 UTC.
const NOW = new Date('2027-03-22T08:00:00Z');

/** The window's weekdays that are no public holiday (Easter Monday is 29 March 2027), in order. */
const OPEN_DAYS = Array.from({ length: 28 }, (_, index) => addDays({ year: 2027, month: 3, day: 23 }, index)).filter(
  (date) => isoWeekday(date) <= 5 && !frenchHolidayOn(date),
);

let lastDay = 0;
/** The slots of a day of its own for each test, so that tests never share one: `at('09:00')`, in Paris. */
function freshDay(): (time: string) => Slot {
  const date = OPEN_DAYS[lastDay++];
  if (!date) throw new Error('No open day left in the window for another test.');
  return (time) => {
    const [hour, minute] = time.split(':').map(Number) as [number, number];
    const start = instantAt({ ...date, hour, minute }, 'Europe/Paris');
    const checked = checkRequestedSlot({ start: new Date(start).toISOString(), zone: 'Europe/Paris' }, { now: NOW.getTime(), bookings: [], busy: [] });
    if (!checked.ok) throw new Error(`${dateKey(date)} ${time} is no slot: ${checked.refusal}`);
    return checked.slot;
  };
}

let lastPerson = 0;
function visitor(slot: Slot, overrides: Partial<NewBooking> = {}): NewBooking {
  lastPerson += 1;
  return {
    name: `Visitor ${lastPerson}`,
    email: `visitor${lastPerson}@example.com`,
    company: '',
    note: 'Un mot\nsur deux lignes',
    slot,
    language: 'fr',
    zone: 'Europe/Paris',
    clientHash: 'hash',
    ...overrides,
  };
}

const minutesLater = (date: Date, minutes: number) => new Date(date.getTime() + minutes * MINUTE);

async function heldAndConfirmed(slot: Slot, overrides: Partial<NewBooking> = {}) {
  const outcome = await holdBooking(env.DB, visitor(slot, overrides), NOW);
  if (!('held' in outcome)) throw new Error(`not held: ${outcome.refused}`);
  const confirmed = await confirmBooking(env.DB, outcome.confirmSecret, minutesLater(NOW, 5));
  if (!confirmed) throw new Error('not confirmed');
  return confirmed;
}

describe('holding a slot', () => {
  it('stores the booking as held for its hold time, with a hash of its confirmation link only', async () => {
    const at = freshDay();
    const outcome = await holdBooking(env.DB, visitor(at('09:00')), NOW);
    expect('held' in outcome).toBe(true);
    if (!('held' in outcome)) return;
    const { held, confirmSecret } = outcome;
    expect(held).toMatchObject({ status: 'held', sequence: 0, startAt: at('09:00').start, endAt: at('09:00').start + 20 * MINUTE, heldUntil: NOW.getTime() + HOLD_MINUTES * MINUTE });
    expect(held.uid).toMatch(/^[0-9a-f-]{36}@booking\.sillage-communication\.fr$/);
    expect(confirmSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await env.DB.prepare('SELECT confirm_token_hash, manage_token_hash, mailbox FROM bookings WHERE id = ?').bind(held.id).first();
    expect(row).toEqual({ confirm_token_hash: await linkSecretHash(confirmSecret), manage_token_hash: null, mailbox: held.email });
    expect(await heldBooking(env.DB, confirmSecret, NOW)).toEqual(held);
  });

  it('refuses a slot whose call or buffer overlaps a live booking, and the slot after it too', async () => {
    const at = freshDay();
    await holdBooking(env.DB, visitor(at('10:00')), NOW);
    for (const time of ['10:00', '10:20', '09:40']) expect(await holdBooking(env.DB, visitor(at(time)), NOW), time).toEqual({ refused: 'taken' });
    expect('held' in (await holdBooking(env.DB, visitor(at('10:40')), NOW))).toBe(true);
    expect('held' in (await holdBooking(env.DB, visitor(at('09:20')), NOW))).toBe(true);
  });

  it('refuses a slot the owner blocked or her calendar holds, their ends left free', async () => {
    const at = freshDay();
    const [eleven, noon] = [at('11:00'), at('12:00')];
    await env.DB.prepare("INSERT INTO booking_blocks (start_at, end_at, note, created_at) VALUES (?, ?, '', ?)").bind(eleven.start, eleven.start + 30 * MINUTE, NOW.toISOString()).run();
    await env.DB.prepare('INSERT INTO calendar_busy (start_at, end_at) VALUES (?, ?)').bind(noon.start + 25 * MINUTE, noon.start + 60 * MINUTE).run();
    expect(await holdBooking(env.DB, visitor(eleven), NOW)).toEqual({ refused: 'taken' });
    expect(await holdBooking(env.DB, visitor(at('10:40')), NOW)).toEqual({ refused: 'taken' });
    expect(await holdBooking(env.DB, visitor(noon), NOW)).toEqual({ refused: 'taken' });
    expect('held' in (await holdBooking(env.DB, visitor(at('11:40')), NOW))).toBe(true);
    expect('held' in (await holdBooking(env.DB, visitor(at('13:00')), NOW))).toBe(true);
  });

  it('refuses a second live booking of one mailbox, whatever its sub-address or case', async () => {
    const at = freshDay();
    await holdBooking(env.DB, visitor(at('09:00'), { email: 'lea@example.org' }), NOW);
    expect(await holdBooking(env.DB, visitor(at('14:00'), { email: 'LEA+second@Example.org' }), NOW)).toEqual({ refused: 'mailboxBusy' });
  });

  it('refuses a refused mailbox before anything else, and stores nothing', async () => {
    const at = freshDay();
    await env.DB.prepare('INSERT INTO refused_mailboxes (mailbox, created_at) VALUES (?, ?)').bind('spam@example.net', NOW.toISOString()).run();
    expect(await holdBooking(env.DB, visitor(at('09:00'), { email: 'Spam+x@example.net' }), NOW)).toEqual({ refused: 'refusedMailbox' });
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM bookings WHERE email LIKE 'spam%'").first('n')).toBe(0);
  });

  it('refuses a call beyond the daily limit', async () => {
    const at = freshDay();
    for (const time of ['09:00', '10:00', '11:00', '12:00', '14:00', '15:00']) expect('held' in (await holdBooking(env.DB, visitor(at(time)), NOW)), time).toBe(true);
    expect(await holdBooking(env.DB, visitor(at('16:00')), NOW)).toEqual({ refused: 'dailyLimit' });
  });

  it('gives one booking of eight concurrent holds of one slot', async () => {
    const at = freshDay();
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => holdBooking(env.DB, visitor(at('16:00')), NOW)));
    expect(outcomes.filter((outcome) => 'held' in outcome)).toHaveLength(1);
    expect(outcomes.filter((outcome) => 'refused' in outcome && outcome.refused === 'taken')).toHaveLength(7);
  });

  it('lets an expired hold go: its slot is free again, its link spent', async () => {
    const at = freshDay();
    const first = await holdBooking(env.DB, visitor(at('09:00')), NOW);
    if (!('held' in first)) throw new Error('not held');
    const later = minutesLater(NOW, HOLD_MINUTES);
    expect(await heldBooking(env.DB, first.confirmSecret, later)).toBeNull();
    const second = await holdBooking(env.DB, visitor(at('09:00')), later);
    expect('held' in second).toBe(true);
    expect((await findBooking(env.DB, first.held.id))?.status).toBe('expired');
    expect(await confirmBooking(env.DB, first.confirmSecret, later)).toBeNull();
  });
});

describe('waiting holds', () => {
  it(`are at most ${MAX_WAITING_HOLDS} site-wide`, async () => {
    const days = Array.from({ length: 5 }, () => freshDay());
    const times = ['09:00', '10:00', '11:00', '14:00', '15:00', '16:00'];
    const waiting = await env.DB.prepare(`SELECT COUNT(*) AS n FROM bookings WHERE status = 'held' AND held_until > ?`).bind(NOW.getTime()).first<number>('n');
    const slots = days.flatMap((at) => times.map((time) => at(time))).slice(0, MAX_WAITING_HOLDS - waiting!);
    for (const slot of slots) expect('held' in (await holdBooking(env.DB, visitor(slot), NOW))).toBe(true);
    const one = days.at(-1)!('17:00');
    expect(await holdBooking(env.DB, visitor(one), NOW)).toEqual({ refused: 'tooManyHolds' });
    // Once they expire, holding works again.
    expect('held' in (await holdBooking(env.DB, visitor(one), minutesLater(NOW, HOLD_MINUTES + 1)))).toBe(true);
    await env.DB.prepare("UPDATE bookings SET status = 'expired' WHERE status = 'held'").run();
  });
});

describe('a confirmed booking', () => {
  it('is confirmed once, from its link, and gets a management link', async () => {
    const at = freshDay();
    const { booking, manageSecret } = await heldAndConfirmed(at('09:00'));
    expect(booking).toMatchObject({ status: 'confirmed', heldUntil: null, confirmedAt: minutesLater(NOW, 5).toISOString() });
    expect(await managedBooking(env.DB, manageSecret, NOW)).toEqual(booking);
    expect(await managedBooking(env.DB, `${manageSecret}x`, NOW)).toBeNull();
  });

  it('is cancelled by the visitor once, its SEQUENCE raised, its link spent', async () => {
    const { booking, manageSecret } = await heldAndConfirmed(freshDay()('09:00'));
    const cancelled = await cancelBooking(env.DB, { by: 'visitor', manageSecret }, NOW);
    expect(cancelled).toMatchObject({ id: booking.id, status: 'cancelled', sequence: 1, cancelledBy: 'visitor', cancelledAt: NOW.toISOString() });
    expect(await cancelBooking(env.DB, { by: 'visitor', manageSecret }, NOW)).toBeNull();
    expect(await managedBooking(env.DB, manageSecret, NOW)).toBeNull();
  });

  it('is cancelled by the owner by its id, and so is a held one; a cancelled one is not cancelled again', async () => {
    const at = freshDay();
    const { booking } = await heldAndConfirmed(at('09:00'));
    expect(await cancelBooking(env.DB, { by: 'owner', id: booking.id }, NOW)).toMatchObject({ status: 'cancelled', cancelledBy: 'owner', sequence: 1 });
    expect(await cancelBooking(env.DB, { by: 'owner', id: booking.id }, NOW)).toBeNull();
    const held = await holdBooking(env.DB, visitor(at('14:00')), NOW);
    if (!('held' in held)) throw new Error('not held');
    expect(await cancelBooking(env.DB, { by: 'owner', id: held.held.id }, NOW)).toMatchObject({ status: 'cancelled', confirmedAt: null });
    expect(await confirmBooking(env.DB, held.confirmSecret, NOW)).toBeNull();
  });

  it('moves to a free slot: a new row with the same UID and SEQUENCE + 1 first, then the old one marked moved; its old link spent', async () => {
    const at = freshDay();
    const { booking, manageSecret } = await heldAndConfirmed(at('09:00'));
    const other = await holdBooking(env.DB, visitor(at('11:00')), NOW);
    expect('held' in other).toBe(true);
    expect(await moveBooking(env.DB, manageSecret, at('10:40'), 'Europe/Paris', NOW)).toEqual({ refused: 'taken' });
    expect(await moveBooking(env.DB, manageSecret, at('09:00'), 'Europe/Paris', NOW)).toEqual({ refused: 'sameSlot' });
    // 09:20 overlaps the booking's own buffer: moving it frees that.
    const outcome = await moveBooking(env.DB, manageSecret, at('09:20'), 'America/New_York', NOW);
    if (!('moved' in outcome)) throw new Error(`not moved: ${outcome.refused}`);
    expect(outcome.moved).toMatchObject({ uid: booking.uid, sequence: 1, status: 'confirmed', startAt: at('09:20').start, zone: 'America/New_York', name: booking.name, note: booking.note });
    expect(outcome.moved.id).toBeGreaterThan(booking.id);
    expect(outcome.previous).toMatchObject({ id: booking.id, status: 'moved', sequence: 0 });
    expect(await managedBooking(env.DB, manageSecret, NOW)).toBeNull();
    expect(await managedBooking(env.DB, outcome.manageSecret, NOW)).toEqual(outcome.moved);
    expect(await moveBooking(env.DB, manageSecret, at('14:00'), 'Europe/Paris', NOW)).toEqual({ refused: 'unknown' });
  });
});

describe('the situation and the agenda', () => {
  it('hold live bookings, blocks and busy times; not expired, cancelled or moved bookings', async () => {
    const at = freshDay();
    const { booking, manageSecret } = await heldAndConfirmed(at('09:00'));
    const situation = await bookingSituation(env.DB, NOW);
    expect(situation.now).toBe(NOW.getTime());
    expect(situation.bookings).toContainEqual({ start: booking.startAt, end: booking.endAt });
    expect((await bookingSituation(env.DB, NOW, { exceptUid: booking.uid })).bookings).not.toContainEqual({ start: booking.startAt, end: booking.endAt });
    // The agenda starts at the agency's day by default, or at the instant asked for (the owner's feed keeps past calls).
    const dayAfter = new Date(booking.startAt + 24 * 60 * MINUTE);
    expect((await upcomingBookings(env.DB, dayAfter)).some((row) => row.id === booking.id)).toBe(false);
    expect((await upcomingBookings(env.DB, dayAfter, { since: booking.startAt })).some((row) => row.id === booking.id)).toBe(true);
    expect((await upcomingBookings(env.DB, dayAfter, { since: booking.startAt + MINUTE })).some((row) => row.id === booking.id)).toBe(false);
    await cancelBooking(env.DB, { by: 'visitor', manageSecret }, NOW);
    expect((await bookingSituation(env.DB, NOW)).bookings).not.toContainEqual({ start: booking.startAt, end: booking.endAt });
    const upcoming = await upcomingBookings(env.DB, NOW);
    expect(upcoming.map((row) => row.startAt)).toEqual([...upcoming.map((row) => row.startAt)].sort((a, b) => a - b));
    expect(upcoming.every((row) => row.status === 'confirmed' || row.status === 'held')).toBe(true);
    expect(upcoming.some((row) => row.id === booking.id)).toBe(false);
  });

  it('shows a booking’s stored text with its control characters written out, but the note’s line breaks', () => {
    const row = { name: 'Zoë\u001b[2J', note: 'a\nb\u200d' } as never;
    expect(shownBooking(row)).toMatchObject({ name: 'Zoë\\u001b[2J', note: 'a\nb\\u200d' });
  });
});

describe('reminders', () => {
  it('claim the confirmed calls of the agency’s next day once', async () => {
    const at = freshDay();
    const { booking } = await heldAndConfirmed(at('15:00'));
    const eveBefore = new Date(booking.startAt - 30 * 60 * MINUTE);
    const claimed = await claimTomorrowsReminders(env.DB, eveBefore);
    expect(claimed.map((row) => row.id)).toContain(booking.id);
    expect(claimed.find((row) => row.id === booking.id)?.remindedAt).toBe(eveBefore.toISOString());
    expect((await claimTomorrowsReminders(env.DB, eveBefore)).map((row) => row.id)).not.toContain(booking.id);
  });
});
