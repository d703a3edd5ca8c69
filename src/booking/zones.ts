import { inEveryLanguage, type Localized } from '../languages/languages';

/**
 * The visitor's time zone: an IANA name (`America/New_York`), asked for in
 * the page's address, else the one Cloudflare locates the visitor in
 * (`request.cf.timezone`), else the agency's own.
 */

/**
 * Where the agency's visitors are, so the zone menu is short: Europe first,
 * then the Americas, Africa, Asia, Oceania and Réunion, each with its city
 * as the menu names it in each language, the language's own name where it
 * has one (Londres, Tokio, Nueva York). Each is written as Intl gives it
 * back (canonicalZone), so the zone found for a visitor is found here.
 */
const VISITOR_ZONE_CITIES = {
  'Europe/Paris': { fr: 'Paris', en: 'Paris', es: 'París' },
  'Europe/London': { fr: 'Londres', en: 'London', es: 'Londres' },
  'Europe/Dublin': { fr: 'Dublin', en: 'Dublin', es: 'Dublín' },
  'Europe/Lisbon': { fr: 'Lisbonne', en: 'Lisbon', es: 'Lisboa' },
  'Europe/Madrid': { fr: 'Madrid', en: 'Madrid', es: 'Madrid' },
  'Atlantic/Canary': { fr: 'Canaries', en: 'Canary Islands', es: 'Canarias' },
  'Europe/Brussels': { fr: 'Bruxelles', en: 'Brussels', es: 'Bruselas' },
  'Europe/Amsterdam': { fr: 'Amsterdam', en: 'Amsterdam', es: 'Ámsterdam' },
  'Europe/Berlin': { fr: 'Berlin', en: 'Berlin', es: 'Berlín' },
  'Europe/Zurich': { fr: 'Zurich', en: 'Zurich', es: 'Zúrich' },
  'Europe/Rome': { fr: 'Rome', en: 'Rome', es: 'Roma' },
  'America/New_York': { fr: 'New York', en: 'New York', es: 'Nueva York' },
  // Montréal keeps Toronto's clocks; America/Montreal is only an alias of it in the IANA database.
  'America/Toronto': { fr: 'Toronto', en: 'Toronto', es: 'Toronto' },
  'America/Chicago': { fr: 'Chicago', en: 'Chicago', es: 'Chicago' },
  'America/Denver': { fr: 'Denver', en: 'Denver', es: 'Denver' },
  'America/Los_Angeles': { fr: 'Los Angeles', en: 'Los Angeles', es: 'Los Ángeles' },
  'America/Mexico_City': { fr: 'Mexico', en: 'Mexico City', es: 'Ciudad de México' },
  'America/Sao_Paulo': { fr: 'São Paulo', en: 'São Paulo', es: 'São Paulo' },
  // CLDR's name for IANA's America/Argentina/Buenos_Aires, which workerd's Intl gives back instead.
  'America/Buenos_Aires': { fr: 'Buenos Aires', en: 'Buenos Aires', es: 'Buenos Aires' },
  'America/Martinique': { fr: 'Martinique', en: 'Martinique', es: 'Martinica' },
  'America/Guadeloupe': { fr: 'Guadeloupe', en: 'Guadeloupe', es: 'Guadalupe' },
  'Africa/Casablanca': { fr: 'Casablanca', en: 'Casablanca', es: 'Casablanca' },
  'Africa/Dakar': { fr: 'Dakar', en: 'Dakar', es: 'Dakar' },
  'Asia/Dubai': { fr: 'Dubaï', en: 'Dubai', es: 'Dubái' },
  'Asia/Singapore': { fr: 'Singapour', en: 'Singapore', es: 'Singapur' },
  'Asia/Shanghai': { fr: 'Shanghai', en: 'Shanghai', es: 'Shanghái' },
  'Asia/Tokyo': { fr: 'Tokyo', en: 'Tokyo', es: 'Tokio' },
  'Australia/Sydney': { fr: 'Sydney', en: 'Sydney', es: 'Sídney' },
  'Indian/Reunion': { fr: 'La Réunion', en: 'Réunion', es: 'Reunión' },
} as const satisfies Record<string, Localized>;

export type VisitorZone = keyof typeof VISITOR_ZONE_CITIES;

/** The visitors' zones, in the menu's order. */
export const VISITOR_ZONES = Object.keys(VISITOR_ZONE_CITIES) as readonly VisitorZone[];

/**
 * The city of `zone` as the menu names it in each language: a visitor's
 * zone's own names, else the last part of its IANA name (`Asia/Kathmandu`:
 * Kathmandu) in every language.
 */
export function zoneCity(zone: string): Localized {
  if (Object.hasOwn(VISITOR_ZONE_CITIES, zone)) return VISITOR_ZONE_CITIES[zone as VisitorZone];
  const city = (zone.split('/').at(-1) ?? zone).replace(/_/g, ' ');
  return inEveryLanguage(() => city);
}

/** An IANA name's characters: letters, digits, `_`, `-`, `+` and `/` between parts. Intl also takes offsets (`+01:00`), which are not zones. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

/** The zone's name as Intl writes it (`europe/paris` is `Europe/Paris`), or undefined for a name Intl does not know. */
export function canonicalZone(name: string): string | undefined {
  // The menu's zones are written as Intl gives them back (the tests check it): asking Intl for one of them, as
  // Cloudflare locates most visitors, would build a formatter for nothing on the booking page's first request.
  if ((VISITOR_ZONES as readonly string[]).includes(name)) return name;
  if (name.length > 64 || !ZONE_NAME.test(name)) return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** Whether `name` is a time zone this runtime knows. */
export function isKnownZone(name: string): boolean {
  return canonicalZone(name) !== undefined;
}

/**
 * The zone to show the slots in: the one asked for (`?zone=`), else the one
 * Cloudflare found, else `fallback`. A name Intl does not know is passed
 * over, so a mistyped address still shows slots; whether it was asked for is
 * the page's to say.
 */
export function visitorZone(asked: string | undefined, located: string | undefined, fallback: string): string {
  for (const name of [asked, located]) {
    const zone = name === undefined ? undefined : canonicalZone(name);
    if (zone) return zone;
  }
  return fallback;
}

/** The zones the menu offers: the agency's visitors' ones, and `current` too when it is not among them. */
export function zoneChoices(current: string): readonly string[] {
  return (VISITOR_ZONES as readonly string[]).includes(current) ? VISITOR_ZONES : [...VISITOR_ZONES, current];
}
