import { describe, expect, it } from 'vitest';
import { canonicalZone, isKnownZone, visitorZone, VISITOR_ZONES, zoneChoices } from '../../src/booking/zones';

describe('time zones', () => {
  it('of the agency’s visitors are about 25, each known to workerd under the name it writes', () => {
    expect(VISITOR_ZONES.length).toBeGreaterThanOrEqual(25);
    expect(new Set(VISITOR_ZONES).size).toBe(VISITOR_ZONES.length);
    // canonicalZone answers these names as they are, without asking Intl: Intl must write them so.
    for (const zone of VISITOR_ZONES) expect(new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone).toBe(zone);
  });

  it('are IANA names Intl knows, whatever their case; offsets, paths and made-up places are not', () => {
    expect(isKnownZone('Europe/Paris')).toBe(true);
    expect(canonicalZone('europe/paris')).toBe('Europe/Paris');
    expect(isKnownZone('UTC')).toBe(true);
    expect(isKnownZone('America/Argentina/Buenos_Aires')).toBe(true);
    for (const name of ['', 'Mars/Olympus_Mons', '+01:00', 'GMT+1:00', '../../etc/passwd', 'Europe/Paris\n', 'Europe//Paris', 'x'.repeat(200)]) {
      expect(isKnownZone(name), name).toBe(false);
    }
  });

  it('for a visitor: the one asked for, else the one Cloudflare located, else the agency’s', () => {
    expect(visitorZone('Asia/Tokyo', 'America/New_York', 'Europe/Paris')).toBe('Asia/Tokyo');
    expect(visitorZone('asia/tokyo', undefined, 'Europe/Paris')).toBe('Asia/Tokyo');
    expect(visitorZone('Nowhere/Town', 'America/New_York', 'Europe/Paris')).toBe('America/New_York');
    expect(visitorZone(undefined, 'Nowhere/Town', 'Europe/Paris')).toBe('Europe/Paris');
    expect(visitorZone(undefined, undefined, 'Europe/Paris')).toBe('Europe/Paris');
  });

  it('in the menu: the visitors’ ones, and the current one added when it is another', () => {
    expect(zoneChoices('Asia/Tokyo')).toEqual(VISITOR_ZONES);
    expect(zoneChoices('Asia/Kathmandu')).toEqual([...VISITOR_ZONES, 'Asia/Kathmandu']);
  });
});
