import { agendaOf, type BookingSituation } from './agenda';
import { atMinute, dateOf, minuteOfDay, MINUTE, type Instant } from './calendar-date';
import { BOOKING_RULES, type BookingRules } from './rules';
import { slotRefusal, type SlotRefusal } from './slot-refusal';
import type { Slot } from './slots';
import { wallTimeAt } from './zoned-time';
import { canonicalZone } from './zones';

/** Why a requested call is refused: its start is not an instant, its zone is unknown, or a rule refuses it. */
export type RequestRefusal = 'malformed' | 'unknownZone' | SlotRefusal;

export type RequestedSlot = { ok: true; slot: Slot; zone: string } | { ok: false; refusal: RequestRefusal };

/** ISO 8601 date and time with an offset: `2027-03-29T07:00:00Z`, `2027-03-29T09:00+02:00`. */
const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(?:Z|([+-])(\d{2}):(\d{2}))$/;

/** The instant an ISO 8601 date and time with its offset names, or undefined when it names none (`2027-02-30T…`, no offset). */
export function parseInstant(text: string): Instant | undefined {
  const match = ISO_INSTANT.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const [sign, offsetHours, offsetMinutes] = [match[8] === '-' ? -1 : 1, Number(match[9] ?? 0), Number(match[10] ?? 0)];
  if (offsetHours > 23 || offsetMinutes > 59) return undefined;
  const local = Date.UTC(year, month - 1, day, hour, minute, second, Number((match[7] ?? '').padEnd(3, '0')));
  // Date.UTC rolls 30 February over to March and 24:00 to the next day, and takes 0050 for 1950: a field that changed was out of range.
  const back = new Date(local);
  const fields = [back.getUTCFullYear(), back.getUTCMonth() + 1, back.getUTCDate(), back.getUTCHours(), back.getUTCMinutes(), back.getUTCSeconds()];
  if (fields.some((field, index) => field !== [year, month, day, hour, minute, second][index])) return undefined;
  return local - sign * (offsetHours * 60 + offsetMinutes) * MINUTE;
}

/**
 * The slot a visitor asked for (its start as the slot list gave it, and the
 * zone they saw it in), checked against the same rules as the list, now: a
 * slot shown an hour ago may have been taken since.
 */
export function checkRequestedSlot(
  request: { start: string; zone: string },
  situation: BookingSituation,
  rules: BookingRules = BOOKING_RULES,
): RequestedSlot {
  const start = request.start.length <= 40 ? parseInstant(request.start) : undefined;
  if (start === undefined) return { ok: false, refusal: 'malformed' };
  const zone = canonicalZone(request.zone);
  if (!zone) return { ok: false, refusal: 'unknownZone' };
  const refusal = slotRefusal(start, agendaOf(situation, rules), rules);
  if (refusal) return { ok: false, refusal };
  const agencyTime = wallTimeAt(start, rules.zone);
  return { ok: true, zone, slot: { start, end: start + rules.callMs, agencyTime: atMinute(dateOf(agencyTime), minuteOfDay(agencyTime)) } };
}
