import { AGENCY } from '../content/agency';
import { FACTS, type Quantity } from '../facts/facts';
import { HOUR, MINUTE, type IsoWeekday } from './calendar-date';

/**
 * The rules of booking the free first call, in the numbers the slot
 * functions work with. The figures are facts (src/facts/facts.ts), which the
 * texts state in each language; this is their one translation into minutes.
 *
 * How they combine:
 * - calls start on a grid: every `intervalMinutes` from `opensAt` (9:00,
 *   9:20 … 17:40), the last one ending by `closesAt`;
 * - each call holds its time and the buffer after it, [start, end + buffer),
 *   and two calls' holds may not overlap. With a 20-minute grid and a
 *   10-minute buffer, a call at 10:00 takes 9:40 away (its buffer would run
 *   into 10:00) and 10:20 (which starts inside 10:00's buffer): calls are at
 *   least two grid steps apart. The buffer may run past closing time;
 * - the owner's busy times and blocked times must stay clear of a call and
 *   its buffer, and get no buffer of their own (a meeting ending at 10:00
 *   leaves 10:00 free);
 * - notice and window are measured from now: a call starts at least
 *   `noticeMs` later, on an agency date at most `windowDays` after today's;
 * - at most `dailyLimit` calls start on one agency date.
 */
export interface BookingRules {
  /** The IANA zone of the opening hours and of the agency's dates. */
  readonly zone: string;
  readonly weekdays: readonly IsoWeekday[];
  /** Opening and closing times, in minutes after midnight. */
  readonly opensAt: number;
  readonly closesAt: number;
  readonly callMs: number;
  /** Minutes between two possible starts, from opening time. */
  readonly intervalMinutes: number;
  readonly bufferMs: number;
  readonly noticeMs: number;
  readonly windowDays: number;
  readonly dailyLimit: number;
}

const SCHEMA_ORG_DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;

/** `Mo-Fr` (schema.org's form, as AGENCY states the opening days) as ISO weekdays: 1 to 5. */
export function weekdaysOf(days: string): IsoWeekday[] {
  const weekdays = new Set<IsoWeekday>();
  for (const part of days.split(',')) {
    const [first, last = first] = part.trim().split('-').map((day) => SCHEMA_ORG_DAYS.indexOf(day as (typeof SCHEMA_ORG_DAYS)[number]) + 1);
    if (!first || !last || last < first) throw new Error(`Opening days "${days}" must be written like Mo-Fr or Mo,We,Fr`);
    for (let day = first; day <= last; day++) weekdays.add(day as IsoWeekday);
  }
  return [...weekdays].sort((a, b) => a - b);
}

/** A fact's single figure, checked to be in `unit`. */
function figure(quantity: Quantity, unit: Quantity['unit']): number {
  if (typeof quantity.value !== 'number' || quantity.unit !== unit) throw new Error(`A booking rule must be one figure in ${unit}, not ${JSON.stringify(quantity)}`);
  return quantity.value;
}

/** The rules as the facts state them. */
export const BOOKING_RULES: BookingRules = {
  zone: FACTS.agencyTimeZone,
  weekdays: weekdaysOf(AGENCY.openingDays),
  opensAt: figure(FACTS.opens, 'timeOfDay') * 60,
  closesAt: figure(FACTS.closes, 'timeOfDay') * 60,
  callMs: figure(FACTS.firstCallLength, 'minutes') * MINUTE,
  intervalMinutes: figure(FACTS.callInterval, 'minutes'),
  bufferMs: figure(FACTS.callBuffer, 'minutes') * MINUTE,
  noticeMs: figure(FACTS.callNotice, 'hours') * HOUR,
  windowDays: figure(FACTS.callBookingWindow, 'weeks') * 7,
  dailyLimit: figure(FACTS.callsPerDay, 'count'),
};
