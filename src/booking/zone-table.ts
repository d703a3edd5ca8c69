import type { Instant } from './calendar-date';
import type { Language, Localized } from '../languages/languages';
import { ZONE_TABLE } from '../generated/zone-table';

/**
 * The zones of the booking's menu (src/booking/zones.ts) as the build read
 * them from Intl (scripts/build/zone-table.ts, into
 * src/generated/zone-table.ts): each one's name in each language and its
 * offsets from UTC, with the instants its clocks change, from the start
 * of the year before the build's to the end of the second year after it.
 * A new isolate's first Intl.DateTimeFormat costs about 20 ms of CPU, and
 * the menu's names a formatter each: the booking page, rendered for each
 * request, reads its slots' times and its menu here, and Intl only for
 * another zone (a visitor's own, or one asked for) or an instant outside
 * these years.
 */
export interface ZoneTable {
  /** The first instant the table holds. */
  readonly from: Instant;
  /** The instant after its last. */
  readonly to: Instant;
  readonly zones: Readonly<Record<string, TabledZone>>;
}

interface TabledZone {
  /** Its name in each language, as Intl wrote it at the build (`longGeneric`: `heure d’Europe centrale`, `Central European Time`). */
  readonly names: Localized;
  /** Its offset from UTC in milliseconds from each instant on, in order, the first from the table's start; the others are its clock changes. */
  readonly offsets: readonly (readonly [since: Instant, offset: number])[];
}

const tabled = (zone: string, instant: Instant): TabledZone | undefined =>
  instant >= ZONE_TABLE.from && instant < ZONE_TABLE.to && Object.hasOwn(ZONE_TABLE.zones, zone) ? ZONE_TABLE.zones[zone] : undefined;

/** How far ahead of UTC the clocks of `zone` are at `instant`, in milliseconds, when the table holds both; else undefined. */
export function tabledOffset(instant: Instant, zone: string): number | undefined {
  const offsets = tabled(zone, instant)?.offsets;
  if (!offsets) return undefined;
  let current: number | undefined;
  for (const [since, offset] of offsets) {
    if (since > instant) break;
    current = offset;
  }
  return current;
}

/** The name of `zone` in `language` when the table holds it and `at`; else undefined. */
export function tabledZoneName(zone: string, language: Language, at: Instant): string | undefined {
  return tabled(zone, at)?.names[language];
}
