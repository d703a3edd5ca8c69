import { env } from 'cloudflare:workers';
import { addDays, atMinute, MINUTE, type PlainDate } from '../../src/booking/calendar-date';
import { instantAt, wallTimeAt } from '../../src/booking/zoned-time';
import { confirmBooking, holdBooking, type NewBooking, type StoredBooking } from '../../src/db/bookings';

/** The agency's date `days` from today (Paris), by the real clock, as the desk and the feed read it. */
export const parisDate = (days: number): PlainDate => addDays(wallTimeAt(Date.now(), 'Europe/Paris'), days);

/**
 * A call booked as the booking pages book it (src/db/bookings.ts): held, then
 * confirmed from the e-mail's link unless `confirmed` is false; on `date` at
 * `time` (minutes after midnight, Paris), by a visitor of the address given
 * or one of their own.
 */
export async function bookCall(date: PlainDate, time: number, fields: Partial<Omit<NewBooking, 'slot'>> = {}, confirmed = true): Promise<StoredBooking> {
  const start = instantAt(atMinute(date, time), 'Europe/Paris');
  const booking: NewBooking = {
    name: 'Jeanne Dupont',
    email: `jeanne.${crypto.randomUUID().slice(0, 8)}@example.fr`,
    company: 'Boulangerie Dupont',
    note: 'Un site pour la boulangerie.',
    language: 'en',
    zone: 'America/New_York',
    clientHash: 'test',
    ...fields,
    slot: { start, end: start + 20 * MINUTE, agencyTime: atMinute(date, time) },
  };
  const outcome = await holdBooking(env.DB, booking);
  if (!('held' in outcome)) throw new Error(`The test call could not be held: ${outcome.refused}`);
  if (!confirmed) return outcome.held;
  const confirmation = await confirmBooking(env.DB, outcome.confirmSecret);
  if (!confirmation) throw new Error('The test call could not be confirmed');
  return confirmation.booking;
}
