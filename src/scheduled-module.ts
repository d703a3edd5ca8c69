import { loadBooking } from './booking-module';
import { readOwnerCalendar } from './calendar-module';

/**
 * The Cron Triggers' jobs are a module of their own (src/generated/scheduled.js,
 * bundled by build.mjs from src/scheduled.ts), outside the Worker's main
 * module: a request for a page neither reads nor evaluates the retention
 * purge or the notifications sent again. The jobs of the booking's and the
 * calendar reading's modules are handed to it from here, where those modules'
 * names resolve, so that it carries no copy of them. The import stays at the
 * root of src/, where Workers resolve an additional module's name from
 * (wrangler.toml, `rules`).
 */
export async function scheduled(controller: ScheduledController, env: Cloudflare.Env): Promise<void> {
  const { scheduled: run } = await import('./generated/scheduled.js');
  return run(controller, env, {
    remindTomorrowsCalls: async (env, now) => (await loadBooking()).remindTomorrowsCalls(env, now),
    readOwnerCalendar,
  });
}
