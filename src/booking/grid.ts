import { atMinute, MINUTE, type Instant, type PlainDate } from './calendar-date';
import type { BookingRules } from './rules';
import { possibleInstants } from './zoned-time';

/** The minutes after midnight at which calls may start: 540, 560 … 1060 (17:40). */
export function startMinutes(rules: BookingRules): number[] {
  const starts: number[] = [];
  for (let minute = rules.opensAt; minute * MINUTE + rules.callMs <= rules.closesAt * MINUTE; minute += rules.intervalMinutes) starts.push(minute);
  return starts;
}

/**
 * The instant a call starting at `minute` after midnight on the agency's
 * `date` starts, made from that date and wall time; undefined when the
 * clocks skip that time, the first instant when they show it twice (the
 * slot is offered once).
 */
export function slotStart(date: PlainDate, minute: number, rules: BookingRules): Instant | undefined {
  return possibleInstants(atMinute(date, minute), rules.zone)[0];
}

/** Every start of the grid on the agency's `date`, each made from the date and its wall time. */
export function dayGrid(date: PlainDate, rules: BookingRules): { minute: number; start: Instant }[] {
  const minutes = startMinutes(rules);
  const [firstMinute, lastMinute] = [minutes[0], minutes.at(-1)];
  if (firstMinute === undefined || lastMinute === undefined) return [];
  const [first, last] = [slotStart(date, firstMinute, rules), slotStart(date, lastMinute, rules)];
  // Nearly every day the clocks do not change during opening hours: the first and last starts are as far apart as
  // their wall times, and the others fall between at the same steps, without asking Intl each time.
  if (first !== undefined && last !== undefined && last - first === (lastMinute - firstMinute) * MINUTE) {
    return minutes.map((minute) => ({ minute, start: first + (minute - firstMinute) * MINUTE }));
  }
  return minutes.flatMap((minute) => {
    const start = slotStart(date, minute, rules);
    return start === undefined ? [] : [{ minute, start }];
  });
}
