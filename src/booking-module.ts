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

/**
 * What opening a booking page reads (src/generated/booking-pages.js, from
 * src/http/forms/booking-page-answers.ts): the week of slots, the call a
 * link is for. The first visit of the booking page, where every call to
 * action leads, evaluates it without the posts' code, the e-mails and
 * ical-generator, which loadBooking's module holds.
 */
export const loadBookingPages = () => import('./generated/booking-pages.js');
