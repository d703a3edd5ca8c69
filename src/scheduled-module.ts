/**
 * The Cron Triggers' jobs are a module of their own (src/generated/scheduled.js,
 * bundled by build.mjs from src/scheduled.ts), outside the Worker's main
 * module: a request for a page neither reads nor evaluates the retention
 * purge, the notifications sent again or the reminders, and a Cron Trigger
 * loads them. The import stays at the root of src/, where Workers resolve an
 * additional module's name from (wrangler.toml, `rules`).
 */
export const scheduled: ExportedHandlerScheduledHandler<Cloudflare.Env> = async (controller, env) =>
  (await import('./generated/scheduled.js')).scheduled(controller, env);
