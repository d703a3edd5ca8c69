import { addDays, dateOf, sameDate } from '../../booking/calendar-date';
import type { Interval } from '../../booking/interval';
import { BOOKING_RULES } from '../../booking/rules';
import { wallTimeAt, type ZonedWallTime } from '../../booking/zoned-time';
import { formatDay, formatWallTime } from '../format';
import { deskText } from '../i18n/desk-text';

const isMidnight = (time: ZonedWallTime) => time.hour === 0 && time.minute === 0 && time.second === 0;

/**
 * A blocked time as the owner blocked it, in Paris: « lundi 29 mars 2027,
 * toute la journée », « Du lundi 29 mars 2027 au mercredi 31 mars 2027
 * inclus », « lundi 29 mars 2027, de 14 h 00 à 16 h 30 ».
 */
export function blockText(block: Interval, zone: string = BOOKING_RULES.zone): string {
  const start = wallTimeAt(block.start, zone);
  const end = wallTimeAt(block.end, zone);
  if (isMidnight(start) && isMidnight(end)) {
    const last = addDays(dateOf(end), -1);
    return sameDate(start, last)
      ? deskText('blocks.wholeDay', { day: formatDay(start) })
      : deskText('blocks.wholeDays', { first: formatDay(start), last: formatDay(last) });
  }
  const times = { from: formatWallTime(start), to: formatWallTime(end) };
  return sameDate(start, end)
    ? deskText('blocks.withinDay', { day: formatDay(start), ...times })
    : deskText('blocks.across', { first: formatDay(start), last: formatDay(end), ...times });
}
