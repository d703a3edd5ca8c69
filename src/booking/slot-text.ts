import { dateText } from '../i18n/format-date';
import { LANGUAGE_SPECS, type Language } from '../languages/languages';
import { isoWeekday, type Instant, type PlainDate, type PlainDateTime } from './calendar-date';
import type { ZoneChoice } from './slot-picker';
import type { VisitorSlot } from './slots';
import { intlZoneName } from './intl-zone-name';
import { tabledZoneName } from './zone-table';
import { wallTimeAt } from './zoned-time';

/**
 * A slot's times and days written in a language's own way, from its module
 * (src/languages/specs/): « 9 h 20 », "9.20 am", "9:20"; « mardi 1er
 * décembre ». The page puts them in its dictionary's sentence ("9.40 am (8.40
 * am Paris)"), so no word is written here. Intl only reads the clocks of a
 * zone (src/booking/zoned-time.ts) and names zones: its times are 09:40 in
 * every language, and its French has no « 1er ».
 */

/** `9 h 40`, `9.40 am`, `9:40`: a time of day as the language writes it. */
export function timeText({ hour, minute }: Pick<PlainDateTime, 'hour' | 'minute'>, language: Language): string {
  return LANGUAGE_SPECS[language].time(hour, minute);
}

/** `lundi 1er mars`, `Monday 1 March`, `lunes, 1 de marzo`: a day of the slot picker; with its year when asked (a call's date, the owner's agenda). */
export function dayText(date: PlainDate, language: Language, withYear = false): string {
  const spec = LANGUAGE_SPECS[language];
  return spec.weekdayDate(spec.weekdays[isoWeekday(date) - 1]!, dateText(language, date.day, date.month, withYear ? date.year : undefined));
}

/** `ven.`, `Fri`, `vie`: the day named beside a time when the agency's date is not the visitor's. */
export function shortDayText(date: PlainDate, language: Language): string {
  return LANGUAGE_SPECS[language].shortWeekdays[isoWeekday(date) - 1]!;
}

/**
 * What a slot's label says: the visitor's time, and the agency's when it
 * differs, with its day when that differs too (a Paris 17:40 is 01:40 the
 * next day in Tokyo).
 */
export function slotTexts(slot: VisitorSlot, language: Language): { time: string; agencyTime?: string; agencyDay?: string } {
  const texts: { time: string; agencyTime?: string; agencyDay?: string } = { time: timeText(slot.visitorTime, language) };
  if (!slot.showsAgencyTime) return texts;
  texts.agencyTime = timeText(slot.agencyTime, language);
  if (slot.agencyTime.day !== slot.visitorTime.day) texts.agencyDay = shortDayText(slot.agencyTime, language);
  return texts;
}

/** `mardi 23 mars 2027 à 9 h 40`, `Tuesday 23 March 2027 at 9.40 am`, `martes, 23 de marzo de 2027, a las 9:40`: a call's start on the clocks of `zone`. */
export function callTimeText(start: Instant, zone: string, language: Language): string {
  const wall = wallTimeAt(start, zone);
  return LANGUAGE_SPECS[language].dateTime(dayText(wall, language, true), wall.hour, wall.minute);
}

/** `heure de l’Est nord-américain`, `Eastern Time`: the zone's name in the language, as its clocks stand at `at` (the menu's zones as the build read them, src/booking/zone-table.ts). */
export function zoneNameText(zone: string, language: Language, at: Instant): string {
  return tabledZoneName(zone, language, at) ?? intlZoneName(zone, language, at);
}

/** `Nueva York (hora oriental)`: a zone of the menu, by its city as the language names it (src/booking/zones.ts) and its zone's name. */
export function zoneChoiceText({ zone, city }: ZoneChoice, language: Language, at: Instant): string {
  return `${city[language]} (${zoneNameText(zone, language, at)})`;
}
