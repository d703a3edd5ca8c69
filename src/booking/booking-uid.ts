import { FACTS } from '../facts/facts';

/**
 * The iCalendar UID of a booking: `<booking id>@booking.<agency's domain>`.
 * Stable for the booking's life, so every calendar that received the
 * invitation updates the one event on a change or a cancellation; and
 * recognisable, so the owner's own calendar feed, which holds the same
 * events once she has accepted them, does not count them twice.
 */

/** The agency's e-mail domain (sillage-communication.fr), from its address. */
export const AGENCY_DOMAIN = FACTS.email.slice(FACTS.email.indexOf('@') + 1);

export const BOOKING_UID_DOMAIN = `booking.${AGENCY_DOMAIN}`;

/** A booking's id: letters, digits and hyphens, such as a UUID (crypto.randomUUID()). */
const BOOKING_ID = /^[A-Za-z0-9-]{1,64}$/;

/** The UID of the booking with `id`; throws on an id that would not make a plain UID. */
export function bookingUid(id: string): string {
  if (!BOOKING_ID.test(id)) throw new Error(`A booking id must be letters, digits and hyphens (a UUID), not ${JSON.stringify(id)}`);
  return `${id}@${BOOKING_UID_DOMAIN}`;
}

/** Whether `uid` is one of the site's bookings, as calendars may change its case. */
export function isSiteBookingUid(uid: string): boolean {
  const at = uid.lastIndexOf('@');
  return at > 0 && BOOKING_ID.test(uid.slice(0, at)) && uid.slice(at + 1).toLowerCase() === BOOKING_UID_DOMAIN;
}
