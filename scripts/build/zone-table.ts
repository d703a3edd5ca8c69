// The table of the booking menu's time zones (src/booking/zone-table.ts),
// read from Intl here once, by the build, rather than by each new isolate:
// each zone's name in each language now, and its offsets from UTC with the
// instants its clocks change, from the start of the year before `now`'s to
// the end of the second year after it. Written by build.mjs into src/generated/zone-table.ts; the worker
// tests check it against workerd's own Intl.
import { DAY, type Instant } from '../../src/booking/calendar-date';
import { intlOffsetAt } from '../../src/booking/intl-wall-time';
import { intlZoneName } from '../../src/booking/intl-zone-name';
import type { ZoneTable } from '../../src/booking/zone-table';
import { VISITOR_ZONES } from '../../src/booking/zones';
import { inEveryLanguage } from '../../src/languages/languages';

/** The module's source, and what it holds in a few words. */
export function zoneTableModule(now: Instant): { source: string; summary: string } {
  const year = new Date(now).getUTCFullYear();
  const [from, to] = [Date.UTC(year - 1, 0, 1), Date.UTC(year + 3, 0, 1)];
  const zones = Object.fromEntries(VISITOR_ZONES.map((zone) => [zone, { names: inEveryLanguage((language) => intlZoneName(zone, language, now)), offsets: offsetsOf(zone, from, to) }]));
  const table: ZoneTable = { from, to, zones };
  const changes = Object.values(zones).reduce((sum, zone) => sum + zone.offsets.length - 1, 0);
  return {
    source: `// Written by build.mjs (scripts/build/zone-table.ts) from Intl: the booking menu's zones from ${year - 1} to ${year + 2}. Do not edit: build again.
import type { ZoneTable } from '../booking/zone-table';

export const ZONE_TABLE: ZoneTable = ${JSON.stringify(table)};
`,
    summary: `${VISITOR_ZONES.length} zones, ${changes} clock changes from ${year - 1} to ${year + 2}`,
  };
}

/** How far apart the clocks are read for a change: src/booking/zoned-time.ts holds for zones that do not change their offset twice within two days. */
const STEP = 2 * DAY;

/**
 * The offsets of `zone` from `from` to `to`: the one in force at `from`,
 * then each change, found two days at a time and then to the second (the
 * instant the new offset starts).
 */
function offsetsOf(zone: string, from: Instant, to: Instant): [Instant, number][] {
  const offsets: [Instant, number][] = [[from, intlOffsetAt(from, zone)]];
  const last = to - 1000;
  for (let day = from, before = offsets[0]![1]; day < last; day += STEP) {
    const next = Math.min(day + STEP, last);
    const after = intlOffsetAt(next, zone);
    if (after === before) continue;
    // In seconds: the clocks show `before` at `early`, another offset at `late`.
    let [early, late] = [day / 1000, next / 1000];
    while (late - early > 1) {
      const middle = Math.floor((early + late) / 2);
      if (intlOffsetAt(middle * 1000, zone) === before) early = middle;
      else late = middle;
    }
    offsets.push([late * 1000, intlOffsetAt(late * 1000, zone)]);
    before = after;
  }
  return offsets;
}
