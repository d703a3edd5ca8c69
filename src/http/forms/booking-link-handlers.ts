import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { cancelBooking, confirmBooking } from '../../db/bookings';
import { sendInvitations } from '../../notifications/booking-emails';

/**
 * What the buttons of a booking's e-mailed links do (posted through
 * tokenHandler, so opening a link changes nothing): each is one guarded
 * write, then the invitations are sent after the answer. False when the
 * link is unknown, used or expired, which the page answers 410.
 */

/** The one place a held slot becomes a booked call: confirmed, then the invitation (REQUEST) sent to the visitor and the owner. */
export async function confirmHeldBooking(c: Context<AppEnv>, secret: string): Promise<boolean> {
  const confirmed = await confirmBooking(c.env.DB, secret);
  if (confirmed) c.executionCtx.waitUntil(sendInvitations(c.env, confirmed.booking, 'confirmed', confirmed.manageSecret));
  return confirmed !== null;
}

/** The visitor cancels their call from its management link: the CANCEL, its SEQUENCE raised, to them and the owner. */
export async function cancelBookedCall(c: Context<AppEnv>, secret: string): Promise<boolean> {
  const cancelled = await cancelBooking(c.env.DB, { by: 'visitor', manageSecret: secret });
  if (cancelled) c.executionCtx.waitUntil(sendInvitations(c.env, cancelled, 'cancelled'));
  return cancelled !== null;
}
