import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { methodNotAllowedHandler } from '../error-pages';
import { LANGUAGES } from '../../languages/languages';
import { contactFormPath, linkTo, NEWSLETTER_ENDPOINT, routeById, servedPath, type ServedPath } from '../../routes';
import { loadBooking } from '../../booking-module';
import { bookingResponse } from './booking-pages';
import { confirmNewsletterSignUp } from './confirmation-handler';
import { contactHandler, refuseContactForm } from './contact-handler';
import { formGuards, type RefuseForm } from './form-guards';
import { newsletterSubmission, refuseNewsletterForm } from './newsletter-handler';
import { refuseTokenForm, tokenHandler } from './token-handler';
import { unsubscribeByToken } from './unsubscribe-handler';

/** The pages an e-mailed link opens, each with its form and what confirming it does. */
const TOKEN_PAGES = [
  ['newsletter-unsubscribe', 'unsubscribe', unsubscribeByToken],
  ['newsletter-confirmation', 'confirmation', confirmNewsletterSignUp],
  ['booking-confirmation', 'bookingConfirmation', async (c: Context<AppEnv>, token: string) => (await loadBooking()).confirmHeldBooking(c, token)],
  ['booking-management', 'bookingManagement', async (c: Context<AppEnv>, token: string) => (await loadBooking()).cancelBookedCall(c, token)],
] as const;

/** The route-table page at `path`; a form registered on a missing page is a programming error. */
function servedPage(path: string): ServedPath {
  const served = servedPath(path);
  if (!served) throw new Error(`No page of the route table is served at ${path}.`);
  return served;
}

/**
 * Registers every form's POST handler: the message form and the booking
 * form on their pages in each language, the newsletter endpoint (the only
 * path that is not a page), and in each language the pages of e-mailed
 * links: unsubscribe, confirm a sign-up, confirm a held call, cancel a
 * booked one. Each
 * posts through the same guards (origin, size, parsing). Returns the page
 * paths that accept POST, for their Allow header. Must run before the pages'
 * own catch-all 405 handlers.
 */
export function registerForms(app: Hono<AppEnv>): Set<string> {
  const postPages = new Set<string>();

  for (const language of LANGUAGES) {
    const served = servedPage(contactFormPath(language));
    app.post(served.path, formGuards(refuseContactForm(served)), contactHandler(served));
    postPages.add(served.path);
    // The booking's module decides (src/booking-module.ts); its answer is rendered here.
    const booking = servedPage(linkTo('booking', language));
    const refuseBooking: RefuseForm = async (c, refused, body) => bookingResponse(c, booking, await (await loadBooking()).refusedBooking(c, booking, refused, body));
    app.post(booking.path, formGuards(refuseBooking), async (c) => bookingResponse(c, booking, await (await loadBooking()).bookingSubmission(c, booking)));
    postPages.add(booking.path);
  }

  app.post(NEWSLETTER_ENDPOINT, formGuards(refuseNewsletterForm), newsletterSubmission);
  app.all(NEWSLETTER_ENDPOINT, methodNotAllowedHandler('POST'));

  for (const [id, form, carryOut] of TOKEN_PAGES) {
    for (const path of Object.values(routeById(id).paths)) {
      const served = servedPage(path);
      app.post(path, formGuards(refuseTokenForm(served, form)), tokenHandler(served, form, carryOut));
      postPages.add(path);
    }
  }

  return postPages;
}
