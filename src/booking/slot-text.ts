import { LANGUAGE_SPECS, type Language } from '../languages/languages';
import type { Instant, PlainDate, PlainDateTime } from './calendar-date';
import type { ZoneChoice } from './slot-picker';
import type { VisitorSlot } from './slots';

/**
 * A slot's times and days written in a language's own way, with Intl: the
 * page puts them in its dictionary's sentence ("17:40 (09:40 Paris)"), so no
 * word is written here.
 */

const FORMATTERS = new Map<string, Intl.DateTimeFormat>();

/** A formatter of plain dates and times: they are formatted as UTC, which leaves their fields as they are. */
function formatter(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = FORMATTERS.get(key);
  if (!format) FORMATTERS.set(key, (format = new Intl.DateTimeFormat(LANGUAGE_SPECS[language].locale.replace('_', '-'), { ...options, timeZone: 'UTC' })));
  return format;
}

const utc = (time: PlainDate & Partial<PlainDateTime>) => Date.UTC(time.year, time.month - 1, time.day, time.hour ?? 0, time.minute ?? 0);

/** `17:40`, as the language writes a time of day. */
export function timeText(time: PlainDateTime, language: Language): string {
  return formatter(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(utc(time));
}

/** `lundi 29 mars`, `Monday 29 March`, `lunes, 29 de marzo`: a day of the slot picker. */
export function dayText(date: PlainDate, language: Language): string {
  return formatter(language, { weekday: 'long', day: 'numeric', month: 'long' }).format(utc(date));
}

/** `ven.`, `Fri`, `vie`: the day named beside a time when the agency's date is not the visitor's. */
export function shortDayText(date: PlainDate, language: Language): string {
  return formatter(language, { weekday: 'short' }).format(utc(date));
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

/** `mardi 23 mars 2027 à 09:40`, `Tuesday, 23 March 2027 at 09:40`, `martes, 23 de marzo de 2027, 9:40`: a call's start on the clocks of `zone`. */
export function callTimeText(start: Instant, zone: string, language: Language): string {
  return zonedFormatter(language, zone, { dateStyle: 'full', timeStyle: 'short' }).format(start);
}

/** `heure de l’Est nord-américain`, `Eastern Time`: the zone's name in the language, as its clocks stand at `at`. */
export function zoneNameText(zone: string, language: Language, at: Instant): string {
  const parts = zonedFormatter(language, zone, { timeZoneName: 'longGeneric' }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
}

/** `Nueva York (hora oriental)`: a zone of the menu, by its city as the language names it (src/booking/zones.ts) and its zone's name. */
export function zoneChoiceText({ zone, city }: ZoneChoice, language: Language, at: Instant): string {
  return `${city[language]} (${zoneNameText(zone, language, at)})`;
}

const ZONED_FORMATTERS = new Map<string, Intl.DateTimeFormat>();

/** A formatter of instants on the clocks of `zone`, kept. */
function zonedFormatter(language: Language, zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${zone} ${JSON.stringify(options)}`;
  let format = ZONED_FORMATTERS.get(key);
  if (!format) ZONED_FORMATTERS.set(key, (format = new Intl.DateTimeFormat(LANGUAGE_SPECS[language].locale.replace('_', '-'), { ...options, timeZone: zone })));
  return format;
}
