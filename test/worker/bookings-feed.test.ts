import { env, exports } from 'cloudflare:workers';
import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DESK_PATHS } from '../../src/desk/desk-paths';
import { bookCall, parisDate } from './booked-calls';
import { act } from './desk-requests';

/**
 * The owner's private feed of calls (/agenda/<token>.ics), as her calendar
 * app fetches it from the deployed site: through the whole Worker, its
 * address made on the desk.
 */

const SITE = 'https://www.sillage-communication.fr';

/** Makes a new address on the desk, as she does, and gives its path. */
async function renewFeed(): Promise<string> {
  const html = await (await act(DESK_PATHS.feedRenewal)).text();
  return /https:\/\/www\.sillage-communication\.fr(\/agenda\/[A-Za-z0-9_-]{43}\.ics)/.exec(html)![1]!;
}

const fetchFeed = (path: string, init: RequestInit = {}) => exports.default.fetch(SITE + path, init);

/** The feed's events, as a calendar app reads them. */
function eventsOf(ics: string): ICAL.Event[] {
  return new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
}

/** The site's 404 page, as any unknown address gets it. */
async function sitePage404(): Promise<{ status: number; text: string }> {
  const response = await exports.default.fetch(`${SITE}/agenda/no-such-file.ics`);
  return { status: response.status, text: await response.text() };
}

beforeEach(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  await env.DB.batch(['bookings', 'booking_settings', 'desk_actions'].map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
});

afterEach(() => vi.restoreAllMocks());

describe('her feed of calls', () => {
  it('gives each confirmed call as an event with its UID, SEQUENCE, times in UTC, who booked and what they wrote', async () => {
    const call = await bookCall(parisDate(3), 10 * 60, {
      name: 'Lucía Pérez',
      company: 'Hotel Mar',
      email: 'lucia@hotelmar.es',
      note: 'Une brochure; en trois langues, avec des virgules.',
      language: 'es',
      zone: 'Europe/Madrid',
    });
    await bookCall(parisDate(4), 11 * 60, { name: 'Sans Entreprise', company: '', note: '', zone: 'America/New_York', language: 'en' });
    const path = await renewFeed();
    const response = await fetchFeed(path);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(['content-type', 'cache-control', 'x-robots-tag'].map((name) => [name, response.headers.get(name)]))).toEqual({
      'content-type': 'text/calendar; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
    });
    const ics = await response.text();
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain(`DTSTART:${new Date(call.startAt).toISOString().replace(/[-:]|\.\d{3}/g, '')}`);

    const [first, second] = eventsOf(ics);
    expect([first!.uid, first!.sequence, first!.startDate.toUnixTime() * 1000, first!.endDate.toUnixTime() * 1000]).toEqual([call.uid, call.sequence, call.startAt, call.endAt]);
    expect(first!.startDate.zone).toBe(ICAL.Timezone.utcTimezone);
    expect(first!.summary).toBe('Appel découverte avec Lucía Pérez (Hotel Mar)');
    expect(first!.description.split('\n')).toEqual([
      'Son projet\u00a0: Une brochure; en trois langues, avec des virgules.',
      'E-mail\u00a0: lucia@hotelmar.es',
      'Langue\u00a0: espagnol',
      'Fuseau horaire\u00a0: Europe/Madrid (10\u00a0h à l’heure locale)',
      `Sur le bureau\u00a0: ${SITE}${DESK_PATHS.bookings}`,
    ]);
    expect(second!.summary).toBe('Appel découverte avec Sans Entreprise');
    expect(second!.description).toContain('Son projet\u00a0: rien d’écrit');
  });

  it('leaves out calls waiting for their confirmation, and cancelled ones', async () => {
    await bookCall(parisDate(3), 10 * 60, {}, false);
    const cancelled = await bookCall(parisDate(3), 14 * 60);
    const kept = await bookCall(parisDate(3), 16 * 60);
    const path = await renewFeed();
    expect((await act(DESK_PATHS.bookingCancellation(cancelled.id))).status).toBe(303);
    expect(eventsOf(await (await fetchFeed(path)).text()).map((event) => event.uid)).toEqual([kept.uid]);
  });

  it('keeps the calls of the last 90 days, so that a call stays in her calendar after its day', async () => {
    const yesterday = await bookCall(parisDate(-1), 10 * 60);
    const lastMonth = await bookCall(parisDate(-30), 10 * 60);
    const hundredDaysAgo = await bookCall(parisDate(-100), 10 * 60);
    const coming = await bookCall(parisDate(2), 10 * 60);
    const path = await renewFeed();
    expect(eventsOf(await (await fetchFeed(path)).text()).map((event) => event.uid)).toEqual([lastMonth.uid, yesterday.uid, coming.uid]);
    // A hundred days back is past what the feed keeps (and the desk's agenda still starts today).
    expect(hundredDaysAgo.status).toBe('confirmed');
  });

  it('answers the site’s 404 page to a wrong token, to any token before one is made, and to a renewed one', async () => {
    const notFound = await sitePage404();
    expect(notFound.status).toBe(404);
    const guessed = `/agenda/${'A'.repeat(43)}.ics`;
    expect(await fetchFeed(guessed).then(async (response) => ({ status: response.status, text: await response.text() }))).toEqual(notFound);

    const old = await renewFeed();
    expect((await fetchFeed(old)).status).toBe(200);
    for (const wrong of [guessed, old.replace('.ics', ''), old.replace('.ics', '.ICS'), `${old}/`, old.replace(/.(\.ics)$/, 'x$1')]) {
      const response = await fetchFeed(wrong);
      expect([wrong, response.status, await response.text()]).toEqual([wrong, 404, notFound.text]);
    }

    const renewed = await renewFeed();
    expect(renewed).not.toBe(old);
    const logged = ['error', 'warn', 'log', 'info'].map((method) => vi.spyOn(console, method as 'error').mockImplementation(() => {}));
    // An address below the feed's is never logged, by any method: a mistyped address of hers may hold the current token.
    for (const [path, method] of [[`${renewed}/`, 'GET'], [`${renewed}/more`, 'GET'], [renewed.replace('.ics', ''), 'HEAD'], [renewed, 'POST'], [renewed, 'PUT']] as const) {
      const response = await fetchFeed(path, { method });
      expect([path, method, response.status]).toEqual([path, method, 404]);
      await response.body?.cancel();
    }
    const token = renewed.slice('/agenda/'.length, -'.ics'.length);
    expect(logged.flatMap((spy) => spy.mock.calls.map((call) => call.join(' '))).filter((line) => line.includes(token) || line.includes('/agenda/'))).toEqual([]);
    for (const spy of logged) spy.mockRestore();
    expect((await fetchFeed(renewed)).status).toBe(200);
    const ended = await fetchFeed(old);
    expect([ended.status, await ended.text()]).toEqual([404, notFound.text]);
  });

  it('answers HEAD as GET, and no other method', async () => {
    const path = await renewFeed();
    const head = await fetchFeed(path, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-type'), head.headers.get('cache-control')]).toEqual([200, 'text/calendar; charset=utf-8', 'private, no-store']);
    expect((await fetchFeed(path, { method: 'POST' })).status).toBe(404);
  });
});
