/**
 * The visitor's time zone: an IANA name (`America/New_York`), asked for in
 * the page's address, else the one Cloudflare locates the visitor in
 * (`request.cf.timezone`), else the agency's own.
 */

/**
 * Where the agency's visitors are, so the zone menu is short: Europe first,
 * then the Americas, Africa, Asia, Oceania and Réunion. Each is written as
 * Intl gives it back (canonicalZone), so the zone found for a visitor is
 * found in this list.
 */
export const VISITOR_ZONES = [
  'Europe/Paris',
  'Europe/London',
  'Europe/Dublin',
  'Europe/Lisbon',
  'Europe/Madrid',
  'Atlantic/Canary',
  'Europe/Brussels',
  'Europe/Amsterdam',
  'Europe/Berlin',
  'Europe/Zurich',
  'Europe/Rome',
  'America/New_York',
  // Montréal keeps Toronto's clocks; America/Montreal is only an alias of it in the IANA database.
  'America/Toronto',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Mexico_City',
  'America/Sao_Paulo',
  // CLDR's name for IANA's America/Argentina/Buenos_Aires, which workerd's Intl gives back instead.
  'America/Buenos_Aires',
  'America/Martinique',
  'America/Guadeloupe',
  'Africa/Casablanca',
  'Africa/Dakar',
  'Asia/Dubai',
  'Asia/Singapore',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Indian/Reunion',
] as const;

/** An IANA name's characters: letters, digits, `_`, `-`, `+` and `/` between parts. Intl also takes offsets (`+01:00`), which are not zones. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

/** The zone's name as Intl writes it (`europe/paris` is `Europe/Paris`), or undefined for a name Intl does not know. */
export function canonicalZone(name: string): string | undefined {
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
