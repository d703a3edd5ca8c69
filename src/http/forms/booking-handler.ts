import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv, FormBody } from '../../app-env';
import { dateKey } from '../../booking/calendar-date';
import { checkRequestedSlot, parseInstant, type RequestRefusal } from '../../booking/requested-slot';
import { BOOKING_RULES } from '../../booking/rules';
import { wallTimeAt } from '../../booking/zoned-time';
import { canonicalZone } from '../../booking/zones';
import { hashClientAddress } from '../../db/client-hash';
import { bookingSituation, holdBooking, HOLD_MINUTES, managedBooking, moveBooking } from '../../db/bookings';
import { countSubmission, rateLimitFrom, type RateLimitHit } from '../../db/rate-limit';
import { bookingOutcomeUrl, WEEK_PARAMS } from '../../forms/booking-query';
import { fieldErrors, textFields, textFieldsWithin } from '../../forms/fields';
import type { BookingFormState } from '../../forms/form-state';
import { HONEYPOT_FIELD, isHoneypotFilled } from '../../forms/honeypot';
import { TOKEN_PARAM } from '../../forms/outcome-urls';
import { recordSchema } from '../../forms/record-schema';
import type { DictionaryKey } from '../../i18n/dictionary';
import { sendHoldLink, sendInvitations } from '../../notifications/booking-emails';
import { BOOKING, BOOKING_FIELDS, BOOKING_MAX_LENGTH } from '../../records/booking';
import type { ServedPath } from '../../routes';
import type { BookingAnswer } from './booking-answer';
import { bookingPage, pickerFor, type PickerAsk } from './booking-picker';
import type { RefusedBody } from './form-guards';

/** The booking form's rules, one per field of its record (src/records/booking.ts). */
const BookingSchema = recordSchema(BOOKING);

/** The longest value of each posted field: the record's, a slot's instant and a zone's name. */
const POSTED_MAX_LENGTH = { ...BOOKING_MAX_LENGTH, slot: 40, zone: 64 } as const;

/** Why a slot is refused: by the slot rules (the request), or by the guarded write (a move to the same time, a slot taken in between, too many holds waiting). */
type SlotError = RequestRefusal | 'taken' | 'sameSlot' | 'tooManyHolds';

/** The message the form shows for each refusal, in the visitor's language: `tsc` requires one for every refusal. */
const SLOT_ERROR_MESSAGES: Record<SlotError, DictionaryKey> = {
  malformed: 'booking.error.malformed',
  unknownZone: 'booking.error.unknownZone',
  past: 'booking.error.past',
  tooSoon: 'booking.error.tooSoon',
  beyondWindow: 'booking.error.beyondWindow',
  weekend: 'booking.error.weekend',
  holiday: 'booking.error.holiday',
  outsideHours: 'booking.error.outsideHours',
  offGrid: 'booking.error.offGrid',
  busy: 'booking.error.busy',
  taken: 'booking.error.busy',
  dailyLimit: 'booking.error.dailyLimit',
  sameSlot: 'booking.error.sameSlot',
  tooManyHolds: 'booking.error.tooManyHolds',
};

/** Refusals that say the agenda changed since the page was shown (409), rather than that the input is wrong (422). */
const CONFLICTS: readonly string[] = ['busy', 'taken', 'dailyLimit'];

/** The booking page's state after a submission, at `path`: 303 to it, which repeats nothing the visitor wrote. */
const redirectTo = (path: string, outcome: 'held' | 'moved'): BookingAnswer => ({ redirect: bookingOutcomeUrl(path, outcome) });

/** What the post carried: the form's fields, the week shown (else the chosen slot's), and a management link's secret when it moves a call. */
function postedBooking(body: FormBody, served: ServedPath) {
  const values = textFields(body, [...BOOKING_FIELDS, 'slot', 'zone'] as const);
  const extra = textFields(body, [WEEK_PARAMS[served.language], TOKEN_PARAM]);
  return { values, askedWeek: extra[WEEK_PARAMS[served.language]] || weekOfSlot(values.slot, values.zone), moveSecret: extra[TOKEN_PARAM] || undefined };
}

/** The visitor's date of a posted slot (`2027-03-29`), so that the form given back shows its week; undefined when it names no instant. */
function weekOfSlot(slot: string, zone: string): string | undefined {
  const start = slot.length <= 40 ? parseInstant(slot) : undefined;
  return start === undefined ? undefined : dateKey(wallTimeAt(start, canonicalZone(zone) ?? BOOKING_RULES.zone));
}

/** The booking page for a post refused before it was read (400, 403, 413): the text that could be read kept, and the slots of now. */
export async function refusedBooking(c: Context<AppEnv>, served: ServedPath, { status, notice }: RefusedBody, body: FormBody): Promise<BookingAnswer> {
  const values = textFieldsWithin(body, POSTED_MAX_LENGTH);
  const { askedWeek } = postedBooking(body, served);
  try {
    const picker = await pickerFor(c, new Date(), { askedWeek, askedZone: values.zone });
    return bookingPage(status, { values, errors: {}, notice, picker });
  } catch (error) {
    console.error('The booking page could not read the agenda to answer a refused post.', error);
    return bookingPage(503, { values, errors: {}, notice: 'unavailable' });
  }
}

/**
 * Receives the booking form posted to its own page, in that page's
 * language: checks the visitor's details (the record's rules), the slot
 * (the slot rules, now: past, notice, window, weekend, holiday, hours, grid,
 * busy, daily limit) and the zone, then, within the per-client rate limit,
 * holds the slot in one guarded write (src/db/bookings.ts) and e-mails the
 * link that confirms it; the answer is 303 to the page's "check your inbox"
 * state. With a management link's secret, it moves that call instead.
 * Errors give the form back with the input kept and each error beside its
 * field: 422 for the input, 409 when the slot was taken or its day filled
 * in the meantime, 429 over the rate limit or when too many holds wait, 410
 * for a management link no longer valid, 503 when the database fails.
 */
export async function bookingSubmission(c: Context<AppEnv>, served: ServedPath): Promise<BookingAnswer> {
  const posted = postedBooking(c.get('formBody'), served);
  // A bot is answered like a person, so it learns nothing; nothing is stored or sent.
  if (isHoneypotFilled(c.get('formBody')[HONEYPOT_FIELD])) return redirectTo(served.path, 'held');
  const now = new Date();
  let hit: RateLimitHit | undefined;
  try {
    if (posted.moveSecret) return await moveSubmission(c, served, now, { ...posted, moveSecret: posted.moveSecret }, (counted) => (hit = counted));
    return await holdSubmission(c, served, now, posted, (counted) => (hit = counted));
  } catch (error) {
    console.error('A booking could not be stored; the visitor is told to write or call instead.', error);
    await hit?.giveBack().catch(() => {});
    return bookingPage(503, { values: posted.values, errors: {}, notice: 'unavailable' });
  }
}

type Posted = ReturnType<typeof postedBooking>;

/** Counts this post against the client's limit (by the keyed hash of its address); over it, how long to wait. */
async function withinRateLimit(c: Context<AppEnv>, counted: (hit: RateLimitHit) => void): Promise<{ hit: RateLimitHit; clientHash: string; retryAfter?: number }> {
  const limit = rateLimitFrom(c.env);
  const clientHash = await hashClientAddress(c.env.DB, c.req.raw);
  const hit = await countSubmission(c.env.DB, clientHash, 'booking', limit);
  counted(hit);
  return hit.allowed ? { hit, clientHash } : { hit, clientHash, retryAfter: limit.windowSeconds };
}

/** The form back with `status`, its slots read again, and `Retry-After` when given. */
async function formAgain(
  c: Context<AppEnv>,
  now: Date,
  status: number,
  state: Omit<BookingFormState, 'form' | 'picker'>,
  ask: PickerAsk,
  retryAfter?: number,
): Promise<BookingAnswer> {
  return bookingPage(status, { ...state, picker: await pickerFor(c, now, ask) }, retryAfter);
}

/** A new booking: checked, then held in one guarded write, then the confirmation link e-mailed. */
async function holdSubmission(c: Context<AppEnv>, served: ServedPath, now: Date, posted: Posted, counted: (hit: RateLimitHit) => void): Promise<BookingAnswer> {
  const { values, askedWeek } = posted;
  const ask = { askedWeek, askedZone: values.zone };
  const parsed = v.safeParse(BookingSchema, values, { abortPipeEarly: true });
  const errors: BookingFormState['errors'] = parsed.success ? {} : fieldErrors(parsed.issues);
  const requested = checkRequestedSlot({ start: values.slot, zone: values.zone }, await bookingSituation(c.env.DB, now));
  if (!requested.ok) errors[requested.refusal === 'unknownZone' ? 'zone' : 'slot'] = SLOT_ERROR_MESSAGES[requested.refusal];
  if (!parsed.success || !requested.ok) {
    const conflict = parsed.success && !requested.ok && CONFLICTS.includes(requested.refusal);
    return formAgain(c, now, conflict ? 409 : 422, { values, errors }, ask);
  }

  const { hit, clientHash, retryAfter } = await withinRateLimit(c, counted);
  if (retryAfter) return formAgain(c, now, 429, { values, errors: {}, notice: 'rate-limited' }, ask, retryAfter);
  const outcome = await holdBooking(c.env.DB, { ...parsed.output, slot: requested.slot, zone: requested.zone, language: served.language, clientHash }, now);
  if ('held' in outcome) {
    c.executionCtx.waitUntil(sendHoldLink(c.env, outcome.held, outcome.confirmSecret));
    return redirectTo(served.path, 'held');
  }
  // A refused mailbox, or one with a call already live, is answered as any booking: the page tells no one whose address it is.
  if (outcome.refused === 'refusedMailbox' || outcome.refused === 'mailboxBusy') return redirectTo(served.path, 'held');
  // Nothing was kept: the attempt does not count against the visitor.
  await hit.giveBack();
  const tooMany = outcome.refused === 'tooManyHolds';
  return formAgain(c, now, tooMany ? 429 : 409, { values, errors: { slot: SLOT_ERROR_MESSAGES[outcome.refused] } }, ask, tooMany ? HOLD_MINUTES * 60 : undefined);
}

/** A move of a booked call, from its management link: checked, then written in one guarded batch, then the updated invitation sent. */
async function moveSubmission(
  c: Context<AppEnv>,
  served: ServedPath,
  now: Date,
  posted: Posted & { moveSecret: string },
  counted: (hit: RateLimitHit) => void,
): Promise<BookingAnswer> {
  const { values, askedWeek, moveSecret } = posted;
  const current = await managedBooking(c.env.DB, moveSecret, now);
  if (!current) return bookingPage(410, { values: {}, errors: {}, expired: true });
  const move = { secret: moveSecret, call: { start: current.startAt, zone: current.zone } };
  const ask = { askedWeek, askedZone: values.zone, exceptUid: current.uid };
  const requested = checkRequestedSlot({ start: values.slot, zone: values.zone }, await bookingSituation(c.env.DB, now, { exceptUid: current.uid }));
  if (!requested.ok) {
    const field = requested.refusal === 'unknownZone' ? 'zone' : 'slot';
    return formAgain(c, now, CONFLICTS.includes(requested.refusal) ? 409 : 422, { values, errors: { [field]: SLOT_ERROR_MESSAGES[requested.refusal] }, move }, ask);
  }

  const { hit, retryAfter } = await withinRateLimit(c, counted);
  if (retryAfter) return formAgain(c, now, 429, { values, errors: {}, notice: 'rate-limited', move }, ask, retryAfter);
  const outcome = await moveBooking(c.env.DB, moveSecret, requested.slot, requested.zone, now);
  if ('moved' in outcome) {
    c.executionCtx.waitUntil(sendInvitations(c.env, outcome.moved, 'moved', outcome.manageSecret));
    return redirectTo(served.path, 'moved');
  }
  await hit.giveBack();
  if (outcome.refused === 'unknown') return bookingPage(410, { values: {}, errors: {}, expired: true });
  const status = outcome.refused === 'sameSlot' ? 422 : 409;
  return formAgain(c, now, status, { values, errors: { slot: SLOT_ERROR_MESSAGES[outcome.refused] }, move }, ask);
}
