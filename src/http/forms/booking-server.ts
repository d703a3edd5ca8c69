/**
 * The booking's server side, bundled by build.mjs into a module of its own
 * (src/generated/booking.js, loaded by src/booking-module.ts): the slot
 * rules, the agenda in D1, the guarded writes, the e-mails and their
 * invitations (ical-generator). A new isolate serving the other pages
 * neither reads nor evaluates it, nor does opening a booking page
 * (booking-page-answers.ts, src/generated/booking-pages.js); the first post,
 * link's button, feed request or daily run loads it. It decides, as data
 * (BookingAnswer); the main module renders.
 */
export { bookingSubmission, refusedBooking } from './booking-handler';
export { cancelBookedCall, confirmHeldBooking } from './booking-link-handlers';
export { remindTomorrowsCalls } from '../../notifications/booking-reminders';
export { bookingsFeed } from '../../bookings-feed/feed-route';
