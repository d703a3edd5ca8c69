import { claimTomorrowsReminders, manageSecretOf } from '../db/bookings';
import { sendReminder } from './booking-emails';

/**
 * The reminder of each confirmed call of the agency's next day, in its
 * visitor's language, with its management link: each call is marked
 * reminded as it is claimed, so a run that overlaps another, or one run
 * again, never reminds twice. A reminder that fails is logged, not retried:
 * the next run is the day of the call.
 */
export async function remindTomorrowsCalls(env: Cloudflare.Env, now: Date): Promise<void> {
  const calls = await claimTomorrowsReminders(env.DB, now);
  for (const booking of calls) await sendReminder(env, booking, await manageSecretOf(env.DB, booking));
  if (calls.length > 0) console.log('Booking reminders', { calls: calls.length });
}
