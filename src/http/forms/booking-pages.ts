import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { loadBookingPages } from '../../booking-module';
import { LANGUAGES, type Language } from '../../languages/languages';
import { renderRoute } from '../../render/render-route';
import { linkTo, servedPath, type RouteId, type ServedPath } from '../../routes';
import type { BookingAnswer } from './booking-answer';
import { buildFiles } from '../build-files';

/**
 * The response to what the booking's module decided: 303 to the page's
 * state, or the page rendered for this request only (never cached, by the
 * Worker or anyone else), with `Retry-After` when the visitor is to wait.
 */
export async function bookingResponse(c: Context<AppEnv>, served: ServedPath, answer: BookingAnswer): Promise<Response> {
  if ('redirect' in answer) return c.redirect(answer.redirect, 303);
  const query = new URL(c.req.url).searchParams;
  const response = await renderRoute(served, c.env.SITE_URL, { status: answer.status, query, form: answer.form, files: buildFiles(c.env) });
  if (answer.retryAfter) response.headers.set('Retry-After', String(answer.retryAfter));
  return response;
}

/** The route-table page `id` in `language`; a booking page missing from it is a programming error. */
export function bookingServedPath(id: RouteId, language: Language): ServedPath {
  const page = servedPath(linkTo(id, language));
  if (!page) throw new Error(`No page of the route table is served for ${id} in ${language}.`);
  return page;
}

/**
 * Registers how the booking's pages are opened (GET, HEAD): what they show
 * depends on the time and on D1, read for each request by the booking's
 * module, so they are never cached nor pre-rendered (their `variant` is
 * null) and answer `no-store`. Registered before the pages' own handler,
 * which serves every other page.
 */
export function registerBookingPages(app: Hono<AppEnv>): void {
  for (const language of LANGUAGES) {
    const booking = bookingServedPath('booking', language);
    app.on(['GET', 'HEAD'], booking.path, async (c) => bookingResponse(c, booking, await (await loadBookingPages()).bookingPageAnswer(c, booking)));
    for (const [id, form] of [
      ['booking-confirmation', 'bookingConfirmation'],
      ['booking-management', 'bookingManagement'],
    ] as const) {
      const page = bookingServedPath(id, language);
      app.on(['GET', 'HEAD'], page.path, async (c) => bookingResponse(c, page, await (await loadBookingPages()).bookingLinkAnswer(c, form)));
    }
  }
}
