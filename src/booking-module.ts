/**
 * The booking's server side is a module of its own (src/generated/booking.js,
 * bundled by build.mjs from src/http/forms/booking-server.ts), outside the
 * Worker's main module, as the owner's desk is: a new isolate serving the
 * other pages neither reads nor evaluates it, and the first request to a
 * booking page (or the daily job's reminders) loads it. The import stays at
 * the root of src/, where Workers resolve an additional module's name from
 * (wrangler.toml, `rules`).
 */
export const loadBooking = () => import('./generated/booking.js');
