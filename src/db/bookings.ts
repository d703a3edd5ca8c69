import type { BookingSituation } from '../booking/agenda';
import { bookingUid } from '../booking/booking-uid';
import { addDays, atMinute, dateKey, dateOf, type Instant } from '../booking/calendar-date';
import type { Interval } from '../booking/interval';
import { BOOKING_RULES } from '../booking/rules';
import { bookingHorizon, type Slot } from '../booking/slots';
import { instantAt, wallTimeAt } from '../booking/zoned-time';
import type { Language } from '../languages/languages';
import { BOOKING, BOOKING_FIELDS, type BookingField, type BookingText } from '../records/booking';
import { columnOf, keptControlCharacters } from '../records/record';
import { showControlCharactersInRow } from '../text/control-characters';
import { linkSecretHash, manageSecret, randomLinkSecret } from './booking-tokens';
import { mailboxKey } from './mailbox-key';
import { namedStatement } from './named-statement';

export type { BookingText };

/**
 * Where a booking stands (migrations/0008_bookings.sql): held while the
 * visitor has not confirmed from the e-mail, until `heldUntil`; confirmed;
 * cancelled, by the visitor or the owner; expired, never confirmed; moved,
 * replaced by the row of its new time under the same UID.
 */
export type BookingStatus = 'held' | 'confirmed' | 'cancelled' | 'expired' | 'moved';

/** A stored booking, as the pages, the e-mails and the owner's desk read it: what the visitor wrote, and what the site recorded. */
export interface StoredBooking extends BookingText {
  id: number;
  /** The iCalendar UID (bookingUid), kept by a move. */
  uid: string;
  /** The invitation's SEQUENCE: 0 when booked, raised by each move and by a cancellation. */
  sequence: number;
  status: BookingStatus;
  /** The call, in milliseconds since 1970 (UTC). */
  startAt: Instant;
  endAt: Instant;
  /** The agency's date of the call (Europe/Paris), YYYY-MM-DD. */
  agencyDate: string;
  /** Until when a held booking waits for its confirmation; null once confirmed. */
  heldUntil: Instant | null;
  language: Language;
  /** The visitor's IANA time zone, in which the e-mails give the time. */
  zone: string;
  createdAt: string;
  confirmedAt: string | null;
  cancelledAt: string | null;
  cancelledBy: 'visitor' | 'owner' | null;
  remindedAt: string | null;
}

/** What the site records with a booking, besides its fields: a name here and not in StoredBooking fails `tsc`, and so does the reverse (below). */
const RECORDED = [
  'id',
  'uid',
  'sequence',
  'status',
  'startAt',
  'endAt',
  'agencyDate',
  'heldUntil',
  'language',
  'zone',
  'createdAt',
  'confirmedAt',
  'cancelledAt',
  'cancelledBy',
  'remindedAt',
] as const satisfies readonly Exclude<keyof StoredBooking, BookingField>[];
type NoneLeft<Names> = [Names] extends [never] ? true : never;
true satisfies NoneLeft<Exclude<keyof StoredBooking, BookingField | (typeof RECORDED)[number]>>;

/** The table, and the columns of a stored booking, each read under its property's name. */
export const BOOKINGS_TABLE = BOOKING.table;
export const STORED_COLUMNS = [...RECORDED.slice(0, 8), ...BOOKING_FIELDS, ...RECORDED.slice(8)]
  .map((name) => (columnOf(name) === name ? name : `${columnOf(name)} AS ${name}`))
  .join(', ');

/** A stored booking as it is shown, in an e-mail, on a page or on the desk: every control or invisible character written out, but a note's tabs and line breaks. */
const KEPT_CONTROL_CHARACTERS = keptControlCharacters(BOOKING);
export const shownBooking = (row: StoredBooking): StoredBooking => showControlCharactersInRow(row, KEPT_CONTROL_CHARACTERS);

/** How long a slot is held for the visitor to confirm it from the e-mail. */
export const HOLD_MINUTES = 30;
/**
 * The most bookings waiting for their confirmation at once, site-wide: a
 * script holding slots under many addresses (each held for HOLD_MINUTES)
 * cannot empty the agenda for more than that many calls.
 */
export const MAX_WAITING_HOLDS = 30;

/** A booking that takes its time: confirmed, or held and still waiting for its confirmation. */
const LIVE = `(status = 'confirmed' OR (status = 'held' AND held_until > :now))`;

/** Holds whose time ran out, marked so: the first statement of every guarded write, so the unique index on live slots ignores them. */
const EXPIRE_STALE_HOLDS = `UPDATE ${BOOKINGS_TABLE} SET status = 'expired', confirm_token_hash = NULL WHERE status = 'held' AND held_until <= :now`;

/**
 * Why a new call from :start to :end on :agencyDate may not be booked, each
 * a SQL condition: what the slot functions check (src/booking/slot-refusal.ts),
 * written again for the one write that decides, so that no booking made in
 * between can slip past them. A call and the buffer after it overlap no live
 * booking with its own buffer (but the one :exceptUid moves), no blocked
 * time and no busy time of the owner's calendar.
 */
const REFUSALS = {
  taken: `EXISTS (SELECT 1 FROM ${BOOKINGS_TABLE} WHERE ${LIVE} AND uid != :exceptUid AND start_at < :end + :buffer AND end_at + :buffer > :start)
    OR EXISTS (SELECT 1 FROM booking_blocks WHERE start_at < :end + :buffer AND end_at > :start)
    OR EXISTS (SELECT 1 FROM calendar_busy WHERE start_at < :end + :buffer AND end_at > :start)`,
  dailyLimit: `(SELECT COUNT(*) FROM ${BOOKINGS_TABLE} WHERE ${LIVE} AND uid != :exceptUid AND agency_date = :agencyDate) >= :dailyLimit`,
  mailboxBusy: `EXISTS (SELECT 1 FROM ${BOOKINGS_TABLE} WHERE ${LIVE} AND uid != :exceptUid AND mailbox = :mailbox)`,
  tooManyHolds: `(SELECT COUNT(*) FROM ${BOOKINGS_TABLE} WHERE status = 'held' AND held_until > :now) >= :maxHolds`,
  refusedMailbox: `EXISTS (SELECT 1 FROM refused_mailboxes WHERE mailbox = :mailbox)`,
} as const;

export type WriteRefusal = keyof typeof REFUSALS;

/** The order in which a refused write explains itself: a refused mailbox first, as it is answered like a success. */
const REFUSAL_ORDER: readonly WriteRefusal[] = ['refusedMailbox', 'taken', 'dailyLimit', 'mailboxBusy', 'tooManyHolds'];

/** None of `refusals` holds. */
const noneOf = (refusals: readonly WriteRefusal[]) => refusals.map((refusal) => `NOT (${REFUSALS[refusal]})`).join('\n  AND ');

/** A row that says which of `refusals` hold, read in the write's own transaction when it wrote nothing. */
const whichOf = (refusals: readonly WriteRefusal[]) => `SELECT ${refusals.map((refusal) => `(${REFUSALS[refusal]}) AS ${refusal}`).join(', ')}`;

/** The first of `refusals` that holds, from the row `whichOf` read; 'taken' when none does (the unique index refused a slot taken in the meantime). */
function firstRefusal<Refusal extends WriteRefusal>(row: Partial<Record<WriteRefusal, unknown>> | undefined, refusals: readonly Refusal[]): Refusal | 'taken' {
  const among: readonly WriteRefusal[] = refusals;
  return REFUSAL_ORDER.find((refusal): refusal is Refusal => among.includes(refusal) && Boolean(row?.[refusal])) ?? 'taken';
}

/** Whether D1 refused the write on the unique index of live slots: two writes raced for one slot, this one lost. */
function isSlotTakenError(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed: bookings\.start_at/.test(error.message);
}

/** The values every guard reads: the call asked for, and the rules. */
function guardValues(slot: Slot, now: Date, exceptUid = '') {
  return {
    now: now.getTime(),
    start: slot.start,
    end: slot.end,
    agencyDate: dateKey(slot.agencyTime),
    buffer: BOOKING_RULES.bufferMs,
    dailyLimit: BOOKING_RULES.dailyLimit,
    maxHolds: MAX_WAITING_HOLDS,
    exceptUid,
  };
}

/** The first instant of the agency's date at `now`: calls earlier today still count towards today's limit, and still show on the desk. */
export function startOfAgencyDay(now: Date): Instant {
  const zone = BOOKING_RULES.zone;
  return instantAt(atMinute(dateOf(wallTimeAt(now.getTime(), zone)), 0), zone);
}

/**
 * Live bookings starting from `since` on, soonest first; by default from the
 * start of the agency's day at `now`: the owner's agenda.
 */
export async function upcomingBookings(db: D1Database, now: Date, { since = startOfAgencyDay(now) }: { since?: Instant } = {}): Promise<StoredBooking[]> {
  const { results } = await namedStatement(db, `SELECT ${STORED_COLUMNS} FROM ${BOOKINGS_TABLE} WHERE ${LIVE} AND start_at >= :from ORDER BY start_at, id`, {
    now: now.getTime(),
    from: since,
  }).all<StoredBooking>();
  return results;
}

/** The booking `id`, in whatever state, or null. */
export async function findBooking(db: D1Database, id: number): Promise<StoredBooking | null> {
  return db.prepare(`SELECT ${STORED_COLUMNS} FROM ${BOOKINGS_TABLE} WHERE id = ?`).bind(id).first<StoredBooking>();
}

/**
 * What the slot functions are told (src/booking/agenda.ts), read in one round
 * trip: live bookings from the start of the agency's day (they count towards
 * its daily limit) to the end of the window, but the one `exceptUid` moves;
 * the owner's blocked times and her calendar's busy times over the same
 * stretch.
 */
export async function bookingSituation(db: D1Database, now: Date, { exceptUid = '' } = {}): Promise<BookingSituation> {
  const values = { now: now.getTime(), from: startOfAgencyDay(now), to: bookingHorizon(now.getTime()).end, exceptUid };
  const within = 'end_at > :from AND start_at < :to';
  const [bookings, blocks, busy] = await db.batch<Interval>([
    namedStatement(db, `SELECT start_at AS start, end_at AS "end" FROM ${BOOKINGS_TABLE} WHERE ${LIVE} AND uid != :exceptUid AND ${within}`, values),
    namedStatement(db, `SELECT start_at AS start, end_at AS "end" FROM booking_blocks WHERE ${within}`, values),
    namedStatement(db, `SELECT start_at AS start, end_at AS "end" FROM calendar_busy WHERE ${within}`, values),
  ]);
  return { now: now.getTime(), bookings: bookings?.results ?? [], busy: [...(blocks?.results ?? []), ...(busy?.results ?? [])] };
}

/** A booking as the booking form hands it to storage: what the visitor wrote, the slot they chose, and where from. */
export interface NewBooking extends BookingText {
  slot: Slot;
  language: Language;
  zone: string;
  clientHash: string;
}

/** A slot held for the visitor, with the secret of the link that confirms it; or why nothing was written. */
export type HoldOutcome = { held: StoredBooking; confirmSecret: string } | { refused: WriteRefusal };

/**
 * Holds the slot of `booking` for HOLD_MINUTES, in one guarded write: in one
 * batch (a transaction), stale holds are marked expired, then the booking is
 * inserted only if no rule refuses it at that moment (REFUSALS: the slot and
 * its buffer free, the day under its limit, no live booking of the same
 * mailbox, fewer than MAX_WAITING_HOLDS holds waiting, the mailbox not
 * refused); the unique index of live slots catches any race left. Never a
 * read and then a write: concurrent holds of one slot give one booking.
 */
export async function holdBooking(db: D1Database, booking: NewBooking, now = new Date()): Promise<HoldOutcome> {
  const confirmSecret = randomLinkSecret();
  const values = {
    ...guardValues(booking.slot, now),
    uid: bookingUid(crypto.randomUUID()),
    heldUntil: now.getTime() + HOLD_MINUTES * 60_000,
    ...booking,
    mailbox: mailboxKey(booking.email),
    confirmHash: await linkSecretHash(confirmSecret),
    createdAt: now.toISOString(),
  };
  const columns = ['uid', 'start', 'end', 'agencyDate', 'heldUntil', ...BOOKING_FIELDS, 'mailbox', 'language', 'zone', 'clientHash', 'confirmHash', 'createdAt'] as const;
  const refusals = ['refusedMailbox', 'taken', 'dailyLimit', 'mailboxBusy', 'tooManyHolds'] as const;
  try {
    const [, inserted, which] = await db.batch<Record<string, unknown>>([
      namedStatement(db, EXPIRE_STALE_HOLDS, values),
      namedStatement(
        db,
        `INSERT INTO ${BOOKINGS_TABLE} (uid, sequence, status, start_at, end_at, agency_date, held_until, ${BOOKING_FIELDS.map(columnOf).join(', ')},
           mailbox, language, zone, client_hash, confirm_token_hash, created_at)
         SELECT :uid, 0, 'held', ${columns.slice(1).map((column) => `:${column}`).join(', ')}
         WHERE ${noneOf(refusals)}
         RETURNING ${STORED_COLUMNS}`,
        values,
      ),
      namedStatement(db, whichOf(refusals), values),
    ]);
    const held = inserted?.results[0] as StoredBooking | undefined;
    return held ? { held, confirmSecret } : { refused: firstRefusal(which?.results[0], refusals) };
  } catch (error) {
    if (isSlotTakenError(error)) return { refused: 'taken' };
    throw error;
  }
}

/** The booking held under the confirmation link `secret` and still waiting, or null (unknown, used, expired). */
export async function heldBooking(db: D1Database, secret: string, now = new Date()): Promise<StoredBooking | null> {
  return namedStatement(db, `SELECT ${STORED_COLUMNS} FROM ${BOOKINGS_TABLE} WHERE confirm_token_hash = :hash AND status = 'held' AND held_until > :now`, {
    hash: await linkSecretHash(secret),
    now: now.getTime(),
  }).first<StoredBooking>();
}

/** A confirmed booking and the secret of its management link. */
export interface ConfirmedBooking {
  booking: StoredBooking;
  manageSecret: string;
}

/**
 * Confirms the booking held under the confirmation link `secret`, if it is
 * still waiting: the link is spent, and the booking gets its management
 * link. Null when the link is unknown, used or expired.
 */
export async function confirmBooking(db: D1Database, secret: string, now = new Date()): Promise<ConfirmedBooking | null> {
  const held = await heldBooking(db, secret, now);
  if (!held) return null;
  const manage = await manageSecret(db, held.uid, held.sequence);
  // The read above only finds the UID the management link is made from; this write's own conditions decide.
  const booking = await namedStatement(
    db,
    `UPDATE ${BOOKINGS_TABLE} SET status = 'confirmed', confirmed_at = :at, held_until = NULL, confirm_token_hash = NULL, manage_token_hash = :manageHash
     WHERE id = :id AND confirm_token_hash = :hash AND status = 'held' AND held_until > :now
     RETURNING ${STORED_COLUMNS}`,
    { id: held.id, hash: await linkSecretHash(secret), manageHash: await linkSecretHash(manage), now: now.getTime(), at: now.toISOString() },
  ).first<StoredBooking>();
  return booking ? { booking, manageSecret: manage } : null;
}

/** The confirmed booking whose management link carries `secret`, its call still to come, or null (unknown, moved, cancelled, past). */
export async function managedBooking(db: D1Database, secret: string, now = new Date()): Promise<StoredBooking | null> {
  return namedStatement(db, `SELECT ${STORED_COLUMNS} FROM ${BOOKINGS_TABLE} WHERE manage_token_hash = :hash AND status = 'confirmed' AND start_at > :now`, {
    hash: await linkSecretHash(secret),
    now: now.getTime(),
  }).first<StoredBooking>();
}

/** The secret of the management link of `booking` as it stands: for the e-mails that give the link again (the reminder). */
export function manageSecretOf(db: D1Database, booking: Pick<StoredBooking, 'uid' | 'sequence'>): Promise<string> {
  return manageSecret(db, booking.uid, booking.sequence);
}

/** Who cancels a booking: the owner on her desk, by its id; the visitor, with the secret of its management link. */
export type Canceller = { by: 'owner'; id: number } | { by: 'visitor'; manageSecret: string };

/**
 * Cancels a booking: the owner's, any live one (held or confirmed); the
 * visitor's, their confirmed call still to come. Its SEQUENCE is raised for
 * the CANCEL invitation, and its links stop working. Returns the cancelled
 * booking (`confirmedAt` says whether an invitation had been sent), or null
 * when there was nothing to cancel.
 */
export async function cancelBooking(db: D1Database, canceller: Canceller, now = new Date()): Promise<StoredBooking | null> {
  const which =
    canceller.by === 'owner' ? `id = :id AND ${LIVE}` : `manage_token_hash = :hash AND status = 'confirmed' AND start_at > :now`;
  return namedStatement(
    db,
    `UPDATE ${BOOKINGS_TABLE}
     SET status = 'cancelled', cancelled_at = :at, cancelled_by = :by, sequence = sequence + 1, confirm_token_hash = NULL, manage_token_hash = NULL
     WHERE ${which}
     RETURNING ${STORED_COLUMNS}`,
    {
      now: now.getTime(),
      at: now.toISOString(),
      by: canceller.by,
      ...(canceller.by === 'owner' ? { id: canceller.id } : { hash: await linkSecretHash(canceller.manageSecret) }),
    },
  ).first<StoredBooking>();
}

/** A booking moved: its new row (same UID, SEQUENCE raised) with its new management link, and the row it replaced. */
export type MoveOutcome = { moved: StoredBooking; previous: StoredBooking; manageSecret: string } | { refused: 'unknown' | 'sameSlot' | 'taken' | 'dailyLimit' };

/**
 * Moves the confirmed booking whose management link carries `secret` to
 * `slot`, in one guarded write as a hold is: in one batch, the new booking
 * (confirmed, the same UID, SEQUENCE + 1) is inserted first, only if the
 * slot is free of every other live booking, block and busy time and its day
 * under the limit; then, only if it was, the old one is marked moved. The
 * visitor's other details go with it; the zone is the one the new slot was
 * chosen in.
 */
export async function moveBooking(db: D1Database, secret: string, slot: Slot, zone: string, now = new Date()): Promise<MoveOutcome> {
  const old = await managedBooking(db, secret, now);
  if (!old) return { refused: 'unknown' };
  if (old.startAt === slot.start) return { refused: 'sameSlot' };
  const manage = await manageSecret(db, old.uid, old.sequence + 1);
  const values = {
    ...guardValues(slot, now, old.uid),
    oldId: old.id,
    hash: await linkSecretHash(secret),
    manageHash: await linkSecretHash(manage),
    zone,
    at: now.toISOString(),
  };
  const refusals = ['taken', 'dailyLimit'] as const;
  const kept = ['uid', ...BOOKING_FIELDS, 'mailbox', 'language', 'client_hash'].map(columnOf);
  try {
    const [, inserted, replaced, which] = await db.batch<Record<string, unknown>>([
      namedStatement(db, EXPIRE_STALE_HOLDS, values),
      namedStatement(
        db,
        `INSERT INTO ${BOOKINGS_TABLE} (sequence, status, start_at, end_at, agency_date, zone, manage_token_hash, created_at, confirmed_at, ${kept.join(', ')})
         SELECT previous.sequence + 1, 'confirmed', :start, :end, :agencyDate, :zone, :manageHash, :at, :at, ${kept.map((column) => `previous.${column}`).join(', ')}
         FROM ${BOOKINGS_TABLE} AS previous
         WHERE previous.id = :oldId AND previous.manage_token_hash = :hash AND previous.status = 'confirmed' AND previous.start_at > :now
           AND ${noneOf(refusals)}
         RETURNING ${STORED_COLUMNS}`,
        values,
      ),
      namedStatement(
        db,
        `UPDATE ${BOOKINGS_TABLE} SET status = 'moved', manage_token_hash = NULL
         WHERE id = :oldId AND status = 'confirmed'
           AND EXISTS (SELECT 1 FROM ${BOOKINGS_TABLE} AS replacement WHERE replacement.uid = ${BOOKINGS_TABLE}.uid AND replacement.sequence = ${BOOKINGS_TABLE}.sequence + 1 AND replacement.status = 'confirmed')
         RETURNING ${STORED_COLUMNS}`,
        values,
      ),
      namedStatement(db, whichOf(refusals), values),
    ]);
    const moved = inserted?.results[0] as StoredBooking | undefined;
    const previous = replaced?.results[0] as StoredBooking | undefined;
    if (moved && previous) return { moved, previous, manageSecret: manage };
    // The old booking changed between the read and the write (cancelled, moved by another tab).
    if (!moved && !which?.results[0]?.taken && !which?.results[0]?.dailyLimit) return { refused: 'unknown' };
    return { refused: firstRefusal(which?.results[0], refusals) };
  } catch (error) {
    if (isSlotTakenError(error)) return { refused: 'taken' };
    throw error;
  }
}

/**
 * The confirmed calls of the agency's next day at `now` not yet reminded,
 * each marked reminded in the same write, so that two runs never remind one
 * call twice: the daily job's reminders.
 */
export async function claimTomorrowsReminders(db: D1Database, now: Date): Promise<StoredBooking[]> {
  const tomorrow = dateKey(addDays(dateOf(wallTimeAt(now.getTime(), BOOKING_RULES.zone)), 1));
  const { results } = await namedStatement(
    db,
    `UPDATE ${BOOKINGS_TABLE} SET reminded_at = :at WHERE status = 'confirmed' AND agency_date = :tomorrow AND reminded_at IS NULL RETURNING ${STORED_COLUMNS}`,
    { at: now.toISOString(), tomorrow },
  ).all<StoredBooking>();
  return results.sort((a, b) => a.startAt - b.startAt);
}
