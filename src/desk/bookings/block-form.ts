import type { FormBody } from '../../app-env';
import { addDays, atMinute, daysBetween, type Instant, type PlainDate } from '../../booking/calendar-date';
import type { Interval } from '../../booking/interval';
import { BOOKING_RULES } from '../../booking/rules';
import { instantAt } from '../../booking/zoned-time';
import { hasControlCharacter, hasInvisibleCharacter } from '../../text/control-characters';
import type { DeskTextKey } from '../i18n/desk-text';
import { parseDateInput, parseTimeInput } from './paris-input';

/**
 * The desk's forms that block time, so that no call can be booked in it: a
 * stretch of one day (a date, from, to), a whole day, or a range of whole
 * days. Dates and times are the agency's (Paris); each becomes an instant
 * through the zone's rules (instantAt), so a day is midnight to midnight
 * even when the clocks change that night, never 24 hours added.
 */

/** The three kinds of block, as the form names them (its hidden field `sorte`). */
export const BLOCK_KINDS = ['heures', 'journee', 'jours'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

/** Each kind's fields, in their order on the form. */
export const BLOCK_FIELDS = {
  heures: ['date', 'de', 'a', 'motif'],
  journee: ['date', 'motif'],
  jours: ['du', 'au', 'motif'],
} as const satisfies Record<BlockKind, readonly string[]>;
export type BlockField = (typeof BLOCK_FIELDS)[BlockKind][number];

/** The longest note, one line: what the block is for, for her eyes only. */
export const BLOCK_NOTE_MAX_LENGTH = 100;
/** The most days blocked at once: a year, which a leap year makes 366. */
export const BLOCK_MAX_DAYS = 366;

/** A form sent back with its errors: what she typed, kept, and a message next to each wrong field. */
export interface BlockFormState {
  readonly kind: BlockKind;
  readonly values: Readonly<Partial<Record<BlockField, string>>>;
  readonly errors: Readonly<Partial<Record<BlockField, DeskTextKey>>>;
}

export type BlockFormResult = { block: Interval & { note: string } } | { invalid: BlockFormState } | { malformed: true };

/**
 * The block a posted form asks for, or its errors: a date or a time that is
 * none, an end before the start, a block already over at `now`, a range of
 * more than BLOCK_MAX_DAYS, a note too long or on several lines. A form of
 * no known kind is malformed (400).
 */
export function readBlockForm(body: FormBody, now: Instant, zone: string = BOOKING_RULES.zone): BlockFormResult {
  const kind = BLOCK_KINDS.find((known) => known === body.sorte);
  if (!kind) return { malformed: true };
  const values: Partial<Record<BlockField, string>> = {};
  for (const field of BLOCK_FIELDS[kind]) {
    const value = body[field];
    values[field] = typeof value === 'string' ? value : '';
  }
  const errors: Partial<Record<BlockField, DeskTextKey>> = {};
  const note = (values.motif ?? '').trim();
  if (note.length > BLOCK_NOTE_MAX_LENGTH || hasControlCharacter(note) || hasInvisibleCharacter(note)) errors.motif = 'blocks.error.note';

  const interval = blockInterval(kind, values, errors, zone);
  if (interval && interval.end <= now) errors[kind === 'heures' ? 'a' : kind === 'journee' ? 'date' : 'au'] = kind === 'heures' ? 'blocks.error.past' : 'blocks.error.pastDay';
  if (!interval || Object.keys(errors).length > 0) return { invalid: { kind, values, errors } };
  return { block: { ...interval, note } };
}

/** The stretch the fields name, or undefined with the errors that stop it. */
function blockInterval(kind: BlockKind, values: Partial<Record<BlockField, string>>, errors: Partial<Record<BlockField, DeskTextKey>>, zone: string): Interval | undefined {
  const date = (field: BlockField) => parseDateInput(values[field] ?? '') ?? void (errors[field] = 'blocks.error.date');
  const time = (field: BlockField) => parseTimeInput(values[field] ?? '') ?? void (errors[field] = 'blocks.error.time');
  if (kind === 'heures') {
    const [day, from, to] = [date('date'), time('de'), time('a')];
    if (!day || from === undefined || to === undefined) return undefined;
    const interval = { start: instantAt(atMinute(day, from), zone), end: instantAt(atMinute(day, to), zone) };
    // A start in a spring-forward gap moves forward with it (2:30 is 3:30): it may then pass an end just after.
    if (to <= from || interval.end <= interval.start) return void (errors.a = 'blocks.error.endBeforeStart');
    return interval;
  }
  if (kind === 'journee') {
    const day = date('date');
    return day && wholeDays(day, day, zone);
  }
  const [first, last] = [date('du'), date('au')];
  if (!first || !last) return undefined;
  const days = daysBetween(first, last) + 1;
  if (days < 1) return void (errors.au = 'blocks.error.lastBeforeFirst');
  if (days > BLOCK_MAX_DAYS) return void (errors.au = 'blocks.error.tooLong');
  return wholeDays(first, last, zone);
}

/** From midnight of `first` to midnight after `last`, in `zone`: 23 or 25 hours on a day the clocks change. */
function wholeDays(first: PlainDate, last: PlainDate, zone: string): Interval {
  return { start: instantAt(atMinute(first, 0), zone), end: instantAt(atMinute(addDays(last, 1), 0), zone) };
}
