import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { countConversion } from '../../db/audience';
import { cancelBooking, confirmBooking } from '../../db/bookings';
import { sendInvitations } from '../../notifications/booking-emails';
import type { RouteId } from '../../routes';

/**
 * What the buttons of a booking's e-mailed links do (posted through
 * tokenHandler, so opening a link changes nothing): each is one guarded
 * write, then the invitations are sent after the answer. False when the
 * link is unknown, used or expired, which the page answers 410.
 */

/** The page where a call is booked, whose conversion a confirmed one is. */
const BOOKING_ROUTE_ID: RouteId = 'booking';

/**
 * The one place a held slot becomes a booked call: confirmed, then the
 * invitation (REQUEST) sent to the visitor and the owner, and the call
 * counted as a conversion of the booking page in the visitor's language (a
 * hold never confirmed is not one).
 */
export async function confirmHeldBooking(c: Context<AppEnv>, secret: string): Promise<boolean> {
  const confirmed = await confirmBooking(c.env.DB, secret);
  if (!confirmed) return false;
  c.executionCtx.waitUntil(sendInvitations(c.env, confirmed.booking, 'confirmed', confirmed.manageSecret));
  c.executionCtx.waitUntil(countConversion(c.env.DB, { kind: 'booking', route: BOOKING_ROUTE_ID, language: confirmed.booking.language }));
  return true;
}

/** The visitor cancels their call from its management link: the CANCEL, its SEQUENCE raised, to them and the owner. */
export async function cancelBookedCall(c: Context<AppEnv>, secret: string): Promise<boolean> {
  const cancelled = await cancelBooking(c.env.DB, { by: 'visitor', manageSecret: secret });
  if (cancelled) c.executionCtx.waitUntil(sendInvitations(c.env, cancelled, 'cancelled'));
  return cancelled !== null;
}
