import { dateKey, dateOf, type Instant, type PlainDate } from './calendar-date';
import { mergeIntervals, type Interval } from './interval';
import type { BookingRules } from './rules';
import { wallTimeAt } from './zoned-time';

/** What the slot functions are told: the time, and what is already taken. */
export interface BookingSituation {
  readonly now: Instant;
  /** The calls booked on the site and not cancelled, each from its start to its end; the rules add the buffer. */
  readonly bookings: readonly Interval[];
  /** Times the owner blocked, and the busy times read from her calendar, taken as they are. */
  readonly busy: readonly Interval[];
}

/** The situation worked out once for many slots. */
export interface Agenda {
  readonly now: Instant;
  /** The agency's date now. */
  readonly today: PlainDate;
  /** What no call and its buffer may overlap: each booking with its buffer, and the busy times, merged and in order. */
  readonly taken: readonly Interval[];
  /** Calls booked, by agency date (`2027-03-29`). */
  readonly callsByDate: ReadonlyMap<string, number>;
}

export function agendaOf({ now, bookings, busy }: BookingSituation, rules: BookingRules): Agenda {
  const callsByDate = new Map<string, number>();
  for (const booking of bookings) {
    const date = dateKey(dateOf(wallTimeAt(booking.start, rules.zone)));
    callsByDate.set(date, (callsByDate.get(date) ?? 0) + 1);
  }
  const held = bookings.map((booking) => ({ start: booking.start, end: booking.end + rules.bufferMs }));
  return { now, today: dateOf(wallTimeAt(now, rules.zone)), taken: mergeIntervals([...held, ...busy]), callsByDate };
}
