import { deleteExpiredAudience } from './db/audience';
import { messagesToNotify } from './db/contact-messages';
import { purgeExpiredData } from './db/retention';
import { notifyOwner } from './notifications/notify-owner';

/** A pending notification older than this was abandoned by its request. */
const PENDING_GRACE_MS = 15 * 60 * 1000;
/** Notifications sent again per run, so a broken mail setup cannot make a run endless. */
const RESEND_BATCH = 20;

/**
 * The daily Cron Trigger (`[triggers] crons` in wrangler.toml): deletes the
 * data the privacy policy says is no longer kept, then sends again the owner
 * notifications that failed. The audience aggregates are purged apart: that
 * never throws, so it neither stops nor is stopped by the rest.
 */
export async function scheduled(controller: ScheduledController, env: Cloudflare.Env): Promise<void> {
  const now = new Date(controller.scheduledTime);
  await deleteExpiredAudience(env.DB, now);
  const purged = await purgeExpiredData(env.DB, now);
  console.log('Daily retention purge', purged);
  const unsent = await messagesToNotify(env.DB, new Date(now.getTime() - PENDING_GRACE_MS), RESEND_BATCH);
  for (const message of unsent) await notifyOwner(env, message);
}
