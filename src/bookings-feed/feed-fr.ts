import type { Language } from '../languages/languages';

/**
 * The texts of the owner's private feed of calls (src/bookings-feed/), in
 * French, her language, as her calendar app shows them. Placeholders in
 * braces are filled by `feedText`.
 */
export const FEED_FR = {
  calendarName: 'Appels découverte · Sillage Communication',
  summary: 'Appel découverte avec {name}',
  summaryWithCompany: 'Appel découverte avec {name} ({company})',
  note: 'Son projet : {note}',
  noNote: 'Son projet : rien d’écrit',
  email: 'E-mail : {email}',
  language: 'Langue : {language}',
  zone: 'Fuseau horaire\u00a0: {zone} ({time} à l’heure locale)',
  'language.fr': 'français',
  'language.en': 'anglais',
  'language.es': 'espagnol',
  desk: 'Sur le bureau : {url}',
} as const satisfies Record<`language.${Language}`, string> & Record<string, string>;

/** The feed's text of `key`, each `{name}` replaced by `values.name`. */
export function feedText(key: keyof typeof FEED_FR, values: Record<string, string> = {}): string {
  return FEED_FR[key].replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
