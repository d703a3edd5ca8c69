import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { LINK_SECRET_MAX_LENGTH } from '../../db/booking-tokens';
import { heldBooking, managedBooking } from '../../db/bookings';
import { BOOKING_OUTCOME_PARAM, WEEK_PARAMS, ZONE_PARAM } from '../../forms/booking-query';
import type { TokenFormState } from '../../forms/form-state';
import { DONE_PARAM, TOKEN_PARAM } from '../../forms/outcome-urls';
import type { ServedPath } from '../../routes';
import type { BookingAnswer } from './booking-answer';
import { bookingPage, pickerFor } from './booking-picker';

/**
 * What the booking's pages show when they are opened (GET, HEAD), read from
 * D1 for each request: they depend on the time and on the agenda, so they
 * are never cached nor pre-rendered.
 */

/**
 * The booking page: an outcome (`?booking=held`, `?booking=moved`), which
 * reads nothing; else the week of slots asked for in the zone asked for
 * (`?semaine=`/`?week=`/`?semana=`, `?zone=`); with a management link's
 * secret (`?token=`), the same to move that call, or 410 when the link no
 * longer manages one.
 */
export async function bookingPageAnswer(c: Context<AppEnv>, page: ServedPath): Promise<BookingAnswer> {
  const query = new URL(c.req.url).searchParams;
  const outcome = query.get(BOOKING_OUTCOME_PARAM);
  if (outcome === 'held' || outcome === 'moved') return bookingPage(200, { values: {}, errors: {}, outcome });
  const now = new Date();
  const ask = { askedWeek: query.get(WEEK_PARAMS[page.language]) ?? undefined, askedZone: query.get(ZONE_PARAM) ?? undefined };
  const secret = query.get(TOKEN_PARAM);
  try {
    if (!secret) return bookingPage(200, { values: {}, errors: {}, picker: await pickerFor(c, now, ask) });
    const current = secret.length <= LINK_SECRET_MAX_LENGTH ? await managedBooking(c.env.DB, secret, now) : null;
    if (!current) return bookingPage(410, { values: {}, errors: {}, expired: true });
    const picker = await pickerFor(c, now, { ...ask, askedZone: ask.askedZone ?? current.zone, exceptUid: current.uid });
    return bookingPage(200, { values: {}, errors: {}, picker, move: { secret, call: { start: current.startAt, zone: current.zone } } });
  } catch (error) {
    console.error('The booking page could not read the agenda.', error);
    return bookingPage(503, { values: {}, errors: {}, notice: 'unavailable' });
  }
}

/** The booking link pages and what each shows: the held call to confirm, the booked call to cancel or move. */
const LINK_BOOKINGS = { bookingConfirmation: heldBooking, bookingManagement: managedBooking } as const;

/**
 * A page of an e-mailed link (confirm a held slot, manage a booked call):
 * the call its secret is for, and the button that acts on it; 410 when the
 * secret is unknown, used or expired. Without a secret, or in its done
 * state, it reads nothing.
 */
export async function bookingLinkAnswer(c: Context<AppEnv>, form: keyof typeof LINK_BOOKINGS): Promise<BookingAnswer> {
  const query = new URL(c.req.url).searchParams;
  const secret = query.get(TOKEN_PARAM);
  const page = (status: number, state?: Omit<TokenFormState, 'form'>): BookingAnswer => ({ status, form: state && { form, ...state } });
  if (!secret || query.has(DONE_PARAM)) return page(200);
  try {
    const booking = secret.length <= LINK_SECRET_MAX_LENGTH ? await LINK_BOOKINGS[form](c.env.DB, secret, new Date()) : null;
    if (!booking) return page(410, { values: {}, errors: {}, expired: true });
    return page(200, { values: { token: secret }, errors: {}, call: { start: booking.startAt, zone: booking.zone } });
  } catch (error) {
    console.error(`The ${form} page could not read its booking.`, error);
    return page(503, { values: { token: secret }, errors: {}, notice: 'unavailable' });
  }
}
