import type { Agenda } from './agenda';
import { dateKey, dateOf, daysBetween, isoWeekday, minuteOfDay, MINUTE, type Instant, type PlainDate } from './calendar-date';
import { frenchHolidayOn } from './french-holidays';
import { slotStart } from './grid';
import { overlaps } from './interval';
import type { BookingRules } from './rules';
import { wallTimeAt } from './zoned-time';

/** Why a call cannot start at an instant, the first that applies in this order. */
export type SlotRefusal = 'past' | 'tooSoon' | 'beyondWindow' | 'weekend' | 'holiday' | 'outsideHours' | 'offGrid' | 'busy' | 'dailyLimit';

/** Why no call may start at `start`, or undefined when one may: the one judgement of both the slot list and a requested slot. */
export function slotRefusal(start: Instant, agenda: Agenda, rules: BookingRules): SlotRefusal | undefined {
  if (start < agenda.now) return 'past';
  if (start < agenda.now + rules.noticeMs) return 'tooSoon';
  const time = wallTimeAt(start, rules.zone);
  const date = dateOf(time);
  const closed = closedDateRefusal(date, agenda, rules);
  if (closed) return closed;
  const minute = minuteOfDay(time);
  if (minute < rules.opensAt || minute * MINUTE + rules.callMs > rules.closesAt * MINUTE) return 'outsideHours';
  // On the grid, to the second, and the slot made from that date and wall time (not a repeated hour's second instance).
  if ((minute - rules.opensAt) % rules.intervalMinutes !== 0 || slotStart(date, minute, rules) !== start) return 'offGrid';
  if (isTaken(start, agenda, rules)) return 'busy';
  if (isDayFull(date, agenda, rules)) return 'dailyLimit';
  return undefined;
}

/** Why no call may be booked on the agency's `date` at all: beyond the window, not an opening day, a public holiday. */
export function closedDateRefusal(date: PlainDate, agenda: Agenda, rules: BookingRules): 'beyondWindow' | 'weekend' | 'holiday' | undefined {
  if (daysBetween(agenda.today, date) > rules.windowDays) return 'beyondWindow';
  if (!rules.weekdays.includes(isoWeekday(date))) return 'weekend';
  if (frenchHolidayOn(date)) return 'holiday';
  return undefined;
}

/** Whether a call starting at `start`, or its buffer, would overlap a booked call, its buffer or a busy time. */
export function isTaken(start: Instant, agenda: Agenda, rules: BookingRules): boolean {
  const hold = { start, end: start + rules.callMs + rules.bufferMs };
  return agenda.taken.some((taken) => overlaps(hold, taken));
}

export function isDayFull(date: PlainDate, agenda: Agenda, rules: BookingRules): boolean {
  return (agenda.callsByDate.get(dateKey(date)) ?? 0) >= rules.dailyLimit;
}
