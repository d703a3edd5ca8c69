import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { slotPicker, type SlotPicker } from '../../booking/slot-picker';
import { bookingSituation } from '../../db/bookings';
import type { BookingFormState } from '../../forms/form-state';
import type { BookingAnswer } from './booking-answer';

/**
 * The booking page's answer and its week of slots, which both the page's
 * opening (booking-page-answers.ts, a module of its own) and the form's
 * posts (booking-handler.ts) give: apart from the posts' code, so that
 * opening the page loads neither it nor the e-mails it sends.
 */

/** What the visitor asked to see: the week and the zone, as the form carried them; for a move, the call it excludes. */
export interface PickerAsk {
  askedWeek?: string;
  askedZone?: string;
  exceptUid?: string;
}

/** The week of slots for this request, from D1 now: the one the visitor asked for, in their zone (asked, else Cloudflare's, else Paris). */
export async function pickerFor(c: Context<AppEnv>, now: Date, ask: PickerAsk): Promise<SlotPicker> {
  const situation = await bookingSituation(c.env.DB, now, { exceptUid: ask.exceptUid });
  const located = c.req.raw.cf?.timezone;
  return slotPicker(situation, { askedWeek: ask.askedWeek, askedZone: ask.askedZone, locatedZone: typeof located === 'string' ? located : undefined });
}

/** The booking page answered with `status` and the form in `state`. */
export function bookingPage(status: number, state: Omit<BookingFormState, 'form'>, retryAfter?: number): BookingAnswer {
  return { status, form: { form: 'booking', ...state }, ...(retryAfter ? { retryAfter } : {}) };
}
