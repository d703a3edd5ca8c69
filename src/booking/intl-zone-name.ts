import type { Instant } from './calendar-date';
import { LANGUAGE_SPECS, type Language } from '../languages/languages';

/**
 * A zone's name in a language, from the runtime's Intl: the source of the
 * build's table of the menu's zones (src/booking/zone-table.ts), and the name
 * of any other zone.
 */

const NAME_FORMATTERS = new Map<string, Intl.DateTimeFormat>();

/** `heure de l’Est nord-américain`, `Eastern Time`: the zone's name in the language as Intl writes it, as its clocks stand at `at`. */
export function intlZoneName(zone: string, language: Language, at: Instant): string {
  const key = `${language} ${zone}`;
  let format = NAME_FORMATTERS.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_SPECS[language].locale.replace('_', '-'), { timeZone: zone, timeZoneName: 'longGeneric' });
    NAME_FORMATTERS.set(key, format);
  }
  return format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? zone;
}
