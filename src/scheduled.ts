import { deleteExpiredAudience } from './db/audience';
import { messagesToNotify } from './db/contact-messages';
import { purgeExpiredData } from './db/retention';
import { notifyOwner } from './notifications/notify-owner';

/**
 * The jobs that live in modules of their own (the booking's, the calendar
 * reading's), handed in by the main module, which loads each when a run needs
 * it (src/scheduled-module.ts): this module then carries no copy of them.
 */
export interface ModuleJobs {
  remindTomorrowsCalls(env: Cloudflare.Env, now: Date): Promise<void>;
  readOwnerCalendar(db: D1Database, now: Date): Promise<unknown>;
}

/** The Cron Triggers of `[triggers] crons` in wrangler.toml, each the job it starts. */
export const CRONS = {
  /** Daily at 03:17 UTC: retention, the notifications due again, the reminders of tomorrow's calls. */
  daily: '17 3 * * *',
  /** Every 15 minutes: the owner's own calendar, read for her busy times. */
  calendar: '*/15 * * * *',
} as const;

/** A pending notification older than this was abandoned by its request. */
const PENDING_GRACE_MS = 15 * 60 * 1000;
/** Time the run spends sending notifications again; what is left waits for the next day. */
const RESEND_BUDGET_MS = 60 * 1000;

/**
 * The Worker's Cron Triggers, told apart by their schedule (`controller.cron`):
 * the daily job, and the reading of the owner's calendar. A schedule this
 * code does not know (wrangler.toml changed alone) fails the run, so it
 * shows in the dashboard rather than doing nothing unseen.
 */
export async function scheduled(controller: ScheduledController, env: Cloudflare.Env, jobs: ModuleJobs): Promise<void> {
  const now = new Date(controller.scheduledTime);
  if (controller.cron === CRONS.daily) return daily(env, now, jobs);
  if (controller.cron === CRONS.calendar) return void (await jobs.readOwnerCalendar(env.DB, now));
  throw new Error(`No job for the Cron Trigger "${controller.cron}" (src/scheduled.ts, CRONS)`);
}

/**
 * The daily job: deletes the data the privacy policy says is no longer kept,
 * sends again the owner notifications that are due, and reminds visitors of
 * their calls of the next day. Each runs whether the others failed or not; a
 * failure of any then fails the run, so it shows in the dashboard. The
 * audience aggregates' purge never throws.
 */
async function daily(env: Cloudflare.Env, now: Date, jobs: ModuleJobs): Promise<void> {
  const results = await Promise.allSettled([purge(env, now), resendNotifications(env, now), deleteExpiredAudience(env.DB, now), jobs.remindTomorrowsCalls(env, now)]);
  const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
  if (failures.length > 0) throw new AggregateError(failures, 'The daily job did not complete');
}

async function purge(env: Cloudflare.Env, now: Date): Promise<void> {
  const purged = await purgeExpiredData(env.DB, now);
  console.log('Daily retention purge', purged);
}

/** Due notifications, newest first, until the time budget is spent. */
async function resendNotifications(env: Cloudflare.Env, now: Date): Promise<void> {
  const deadline = Date.now() + RESEND_BUDGET_MS;
  const due = await messagesToNotify(env.DB, now, new Date(now.getTime() - PENDING_GRACE_MS));
  for (const message of due) {
    if (Date.now() > deadline) break;
    await notifyOwner(env, message);
  }
}
