import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { LINK_SECRET_MAX_LENGTH } from '../../db/booking-tokens';
import { heldBooking, managedBooking, type StoredBooking } from '../../db/bookings';
import { BOOKING_OUTCOME_PARAM, WEEK_PARAMS, ZONE_PARAM } from '../../forms/booking-query';
import type { TokenFormState } from '../../forms/form-state';
import { DONE_PARAM, TOKEN_PARAM } from '../../forms/outcome-urls';
import { LANGUAGES } from '../../i18n/languages';
import { renderRoute } from '../../render/render-route';
import { linkTo, servedPath, type RouteId, type ServedPath } from '../../routes';
import { pickerFor, renderBookingForm } from './booking-handler';

/**
 * The booking's pages as they are opened (GET, HEAD): what they show
 * depends on the time and on D1, read for each request, so they are never
 * cached nor pre-rendered (their `variant` is null) and answer `no-store`.
 * Registered before the pages' own handler, which serves every other page.
 */
export function registerBookingPages(app: Hono<AppEnv>): void {
  const linkPages = [
    ['booking-confirmation', 'bookingConfirmation', heldBooking],
    ['booking-management', 'bookingManagement', managedBooking],
  ] as const;
  for (const language of LANGUAGES) {
    const booking = served('booking', language);
    app.on(['GET', 'HEAD'], booking.path, bookingPage(booking));
    for (const [id, form, find] of linkPages) {
      const page = served(id, language);
      app.on(['GET', 'HEAD'], page.path, linkPage(page, form, find));
    }
  }
}

function served(id: RouteId, language: (typeof LANGUAGES)[number]): ServedPath {
  const page = servedPath(linkTo(id, language));
  if (!page) throw new Error(`No page of the route table is served for ${id} in ${language}.`);
  return page;
}

/**
 * The booking page: an outcome (`?booking=held`, `?booking=moved`), which
 * reads nothing; else the week of slots asked for in the zone asked for
 * (`?semaine=`/`?week=`/`?semana=`, `?zone=`); with a management link's
 * secret (`?token=`), the same to move that call, or 410 when the link no
 * longer manages one.
 */
function bookingPage(page: ServedPath) {
  return async function bookingPage(c: Context<AppEnv>): Promise<Response> {
    const query = new URL(c.req.url).searchParams;
    const outcome = query.get(BOOKING_OUTCOME_PARAM);
    if (outcome === 'held' || outcome === 'moved') return renderBookingForm(c, page, 200, { values: {}, errors: {}, outcome });
    const now = new Date();
    const ask = { askedWeek: query.get(WEEK_PARAMS[page.language]) ?? undefined, askedZone: query.get(ZONE_PARAM) ?? undefined };
    const secret = query.get(TOKEN_PARAM);
    try {
      if (!secret) return await renderBookingForm(c, page, 200, { values: {}, errors: {}, picker: await pickerFor(c, now, ask) });
      const current = secret.length <= LINK_SECRET_MAX_LENGTH ? await managedBooking(c.env.DB, secret, now) : null;
      if (!current) return await renderBookingForm(c, page, 410, { values: {}, errors: {}, expired: true });
      const picker = await pickerFor(c, now, { ...ask, askedZone: ask.askedZone ?? current.zone, exceptUid: current.uid });
      return await renderBookingForm(c, page, 200, { values: {}, errors: {}, picker, move: { secret, call: { start: current.startAt, zone: current.zone } } });
    } catch (error) {
      console.error('The booking page could not read the agenda.', error);
      return renderBookingForm(c, page, 503, { values: {}, errors: {}, notice: 'unavailable' });
    }
  };
}

/**
 * A page of an e-mailed link (confirm a held slot, manage a booked call):
 * the call its secret is for, and the button that acts on it; 410 when the
 * secret is unknown, used or expired. Without a secret, or in its done
 * state, it reads nothing.
 */
function linkPage(page: ServedPath, form: TokenFormState['form'], find: (db: D1Database, secret: string, now: Date) => Promise<StoredBooking | null>) {
  return async function bookingLinkPage(c: Context<AppEnv>): Promise<Response> {
    const query = new URL(c.req.url).searchParams;
    const secret = query.get(TOKEN_PARAM);
    const render = (status: number, state?: Omit<TokenFormState, 'form'>) =>
      renderRoute(page, c.env.SITE_URL, { status, query, form: state && { form, ...state } });
    if (!secret || query.has(DONE_PARAM)) return render(200);
    try {
      const booking = secret.length <= LINK_SECRET_MAX_LENGTH ? await find(c.env.DB, secret, new Date()) : null;
      if (!booking) return render(410, { values: {}, errors: {}, expired: true });
      return render(200, { values: { token: secret }, errors: {}, call: { start: booking.startAt, zone: booking.zone } });
    } catch (error) {
      console.error(`The ${form} page could not read its booking.`, error);
      return render(503, { values: { token: secret }, errors: {}, notice: 'unavailable' });
    }
  };
}
