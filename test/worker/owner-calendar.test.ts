import { env } from 'cloudflare:workers';
import { createScheduledController } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { isoInstant } from '../../src/booking/slots';
import { readBookingSettings } from '../../src/db/booking-settings';
import { calendarReadingOf, storeReading } from '../../src/owner-calendar/calendar-reading';
import { readOwnerCalendar } from '../../src/owner-calendar/read-owner-calendar';
import { CRONS } from '../../src/scheduled';
import worker from '../../src/index';
import WRANGLER_TOML from '../../wrangler.toml?raw';
import { DESK_PATHS } from '../../src/desk/desk-paths';
import { formatMoment } from '../../src/desk/format';
import { deskText } from '../../src/desk/i18n/desk-text';
import { desk } from './desk-requests';
import { queryAll } from './html';

/**
 * The reading of the owner's own calendar by the Cron Trigger, end to end:
 * the Worker's scheduled handler fetches the stand-in for her calendar's host
 * (test/worker/calendar-feed-server.ts) and stores what it read in the local D1.
 */

const HOST = inject('calendarHostOrigin');
const calendarAt = (path: string) => `${HOST}/calendars/${path}`;

/** Monday 8 March 2027, 9:00 in Paris: the fixture's events fall in the four weeks ahead. */
const NOW = Date.parse('2027-03-08T08:00:00Z');
const MINUTE = 60_000;

/** Runs the Cron Trigger that reads the calendar, as Cloudflare would at `at`. */
const runCalendarCron = (at = NOW) => worker.scheduled(createScheduledController({ scheduledTime: at, cron: CRONS.calendar }), env);

/** Sets her calendar's address as the desk stores it (the desk takes https only; the stand-in speaks plain HTTP on loopback). */
async function setCalendarUrl(url: string): Promise<void> {
  await env.DB.prepare("INSERT INTO booking_settings (name, value, updated_at) VALUES ('calendar_url', ?1, ?2) ON CONFLICT (name) DO UPDATE SET value = ?1")
    .bind(url, new Date(NOW).toISOString())
    .run();
}

/** The busy times stored, as `start → end` in UTC. */
async function storedBusy(): Promise<string[]> {
  const { results } = await env.DB.prepare('SELECT start_at, end_at FROM calendar_busy ORDER BY start_at').all<{ start_at: number; end_at: number }>();
  return results.map((row) => `${isoInstant(row.start_at)} → ${isoInstant(row.end_at)}`);
}

const reading = async () => calendarReadingOf(await readBookingSettings(env.DB));

/** How many times the stand-in was asked for each calendar. */
async function requestsTo(path: string): Promise<number> {
  const counts = (await (await fetch(`${HOST}/__requests`)).json()) as Record<string, number>;
  return counts[`/calendars/${path}`] ?? 0;
}

/** What the fixture holds within the four weeks from NOW: every kind of event a calendar app writes. */
const FIXTURE_BUSY = [
  '2027-03-09T09:00:00Z → 2027-03-09T10:00:00Z', // a weekly Tuesday 10:00 in Paris, in winter
  '2027-03-11T15:00:00Z → 2027-03-11T15:30:00Z', // a weekly Thursday 16:00
  '2027-03-12T09:00:00Z → 2027-03-12T09:30:00Z', // in UTC
  '2027-03-15T13:00:00Z → 2027-03-15T14:00:00Z', // 9:00 in New York
  // 16 March: the Tuesday excluded (EXDATE); 17 March: free time
  '2027-03-18T14:00:00Z → 2027-03-18T15:00:00Z', // floating time, read in Paris; that Thursday's call cancelled (an exception)
  '2027-03-18T23:00:00Z → 2027-03-19T23:00:00Z', // an all-day event: the whole day closed, Paris midnight to midnight
  // 22 March: a cancelled event; 23 March: the Tuesday moved to the 24th (an exception)
  '2027-03-24T13:00:00Z → 2027-03-24T14:00:00Z',
  '2027-03-25T15:00:00Z → 2027-03-25T15:30:00Z', // the site's own booking that morning is not counted twice
  '2027-03-30T08:00:00Z → 2027-03-30T09:00:00Z', // the weekly Tuesday, Paris in summer time
  '2027-04-01T08:00:00Z → 2027-04-01T09:00:00Z', // an Outlook zone name, defined by the feed
];

let logs: string[];

beforeEach(async () => {
  logs = [];
  for (const method of ['log', 'warn', 'error'] as const) vi.spyOn(console, method).mockImplementation((line: unknown) => void logs.push(String(line)));
  await env.DB.batch([env.DB.prepare('DELETE FROM calendar_busy'), env.DB.prepare('DELETE FROM booking_settings')]);
});

afterEach(() => vi.restoreAllMocks());

describe('the Cron Triggers', () => {
  it('are those of wrangler.toml, each with its job', () => {
    const crons = /^crons = (\[.*\])$/m.exec(WRANGLER_TOML)?.[1];
    expect(JSON.parse(crons!)).toEqual(Object.values(CRONS));
  });

  it('fail the run on a schedule no job answers', async () => {
    await expect(worker.scheduled(createScheduledController({ scheduledTime: NOW, cron: '0 * * * *' }), env)).rejects.toThrow('No job for the Cron Trigger "0 * * * *"');
  });

  it('leave the calendar alone in the daily job', async () => {
    await setCalendarUrl(calendarAt('owner.ics'));
    await worker.scheduled(createScheduledController({ scheduledTime: NOW, cron: CRONS.daily }), env);
    expect(await storedBusy()).toEqual([]);
  });
});

describe('reading the owner’s calendar every 15 minutes', () => {
  it('stores its busy times within the booking window: recurring events, exceptions, all-day events, the site’s own bookings left out', async () => {
    await setCalendarUrl(calendarAt('owner.ics'));
    await runCalendarCron();
    expect(await storedBusy()).toEqual(FIXTURE_BUSY);
    expect(await reading()).toMatchObject({ readAt: new Date(NOW).toISOString(), failing: null });
  });

  it('replaces the busy times as a whole at each reading', async () => {
    await setCalendarUrl(calendarAt('owner.ics'));
    await runCalendarCron();
    await setCalendarUrl(calendarAt('empty.ics'));
    await runCalendarCron(NOW + 15 * MINUTE);
    expect(await storedBusy()).toEqual([]);
    expect((await reading()).readAt).toBe(new Date(NOW + 15 * MINUTE).toISOString());
  });

  it('follows a redirect of the calendar’s host', async () => {
    await setCalendarUrl(calendarAt('moved.ics'));
    await runCalendarCron();
    expect(await storedBusy()).toEqual(FIXTURE_BUSY);
  });

  it('does nothing while no address is set', async () => {
    const before = await requestsTo('owner.ics');
    await runCalendarCron();
    expect(await storedBusy()).toEqual([]);
    expect(await requestsTo('owner.ics')).toBe(before);
    expect(await reading()).toEqual({ url: null, readAt: null, failing: null });
  });

  it.each([
    ['an HTTP error', 'unavailable.ics', { reason: 'http', status: 503 }],
    ['something that is no calendar (a sign-in page)', 'not-a-calendar.ics', { reason: 'not-calendar' }],
    ['a host that cannot be reached', null, { reason: 'unreachable' }],
  ])('keeps the last busy times on %s, and records since when the readings fail and why', async (_, path, failure) => {
    await setCalendarUrl(calendarAt('owner.ics'));
    await runCalendarCron();
    // The same address then fails: the host changed what it serves there.
    const failingUrl = path ? calendarAt(path) : 'http://127.0.0.1:1/calendars/owner.ics';
    await env.DB.prepare("UPDATE booking_settings SET value = ? WHERE name = 'calendar_url'").bind(failingUrl).run();
    await runCalendarCron(NOW + 15 * MINUTE);
    await runCalendarCron(NOW + 30 * MINUTE);

    expect(await storedBusy()).toEqual(FIXTURE_BUSY);
    expect(await reading()).toEqual({
      url: failingUrl,
      readAt: new Date(NOW).toISOString(),
      failing: { since: new Date(NOW + 15 * MINUTE).toISOString(), lastAt: new Date(NOW + 30 * MINUTE).toISOString(), failure },
    });
    expect(logs).toContain(JSON.stringify({ calendar: 'read-failed', ...failure }));
    // The address is a secret: no log line names it.
    expect(logs.join('\n')).not.toContain('/calendars/');

    // A good reading again: the failure is over.
    await env.DB.prepare("UPDATE booking_settings SET value = ? WHERE name = 'calendar_url'").bind(calendarAt('empty.ics')).run();
    await runCalendarCron(NOW + 45 * MINUTE);
    expect(await reading()).toMatchObject({ readAt: new Date(NOW + 45 * MINUTE).toISOString(), failing: null });
    expect(await storedBusy()).toEqual([]);
  });

  it('shows on the desk when it last read the calendar, and since when the readings fail and why', async () => {
    const tab = async () => (await queryAll(await (await desk(DESK_PATHS.bookings)).text(), 'main'))[0]!.text;
    await setCalendarUrl(calendarAt('owner.ics'));
    expect(await tab()).toContain(deskText('calendar.notReadYet'));

    await runCalendarCron();
    // The tab counts the busy times not over yet, by the real clock.
    const coming = FIXTURE_BUSY.filter((busy) => Date.parse(busy.slice(busy.indexOf('→') + 2)) > Date.now()).length;
    expect(await tab()).toContain(deskText('calendar.readAt', { date: formatMoment(new Date(NOW).toISOString()), count: coming }));
    expect(await tab()).toContain(deskText('calendar.reads', { host: new URL(HOST).host }));

    await env.DB.prepare("UPDATE booking_settings SET value = ? WHERE name = 'calendar_url'").bind(calendarAt('unavailable.ics')).run();
    await runCalendarCron(NOW + 15 * MINUTE);
    await runCalendarCron(NOW + 30 * MINUTE);
    const failing = deskText('calendar.failing', {
      since: formatMoment(new Date(NOW + 15 * MINUTE).toISOString()),
      last: formatMoment(new Date(NOW + 30 * MINUTE).toISOString()),
      reason: deskText('calendar.failure.http', { status: 503 }),
    });
    expect(await tab()).toContain(failing);
  });

  it('gives up on a calendar too slow to answer, and keeps the busy times', async () => {
    await setCalendarUrl(calendarAt('owner.ics'));
    await runCalendarCron();
    await setCalendarUrl(calendarAt('slow.ics?ms=2000'));
    expect(await readOwnerCalendar(env.DB, new Date(NOW + 15 * MINUTE), { timeoutMs: 200, maxBytes: 1024 * 1024 })).toBe('failed');
    expect((await reading()).failing?.failure).toEqual({ reason: 'timeout' });
    expect(await storedBusy()).toEqual(FIXTURE_BUSY);
  });

  it.each([
    ['with a Content-Length', 1],
    ['streamed without one', 0],
  ])('gives up on a calendar larger than the cap, %s', async (_, length) => {
    await setCalendarUrl(calendarAt(`large.ics?bytes=5000&length=${length}`));
    expect(await readOwnerCalendar(env.DB, new Date(NOW), { timeoutMs: 5_000, maxBytes: 4_000 })).toBe('failed');
    expect((await reading()).failing?.failure).toEqual({ reason: 'too-large' });
    await setCalendarUrl(calendarAt(`large.ics?bytes=3000&length=${length}`));
    expect(await readOwnerCalendar(env.DB, new Date(NOW), { timeoutMs: 5_000, maxBytes: 4_000 })).toBe('read');
  });

  it('stores nothing of a reading whose address was replaced or cleared meanwhile', async () => {
    await setCalendarUrl(calendarAt('owner.ics'));
    await storeReading(env.DB, calendarAt('another.ics'), [{ start: NOW, end: NOW + MINUTE }], new Date(NOW));
    expect(await storedBusy()).toEqual([]);
    expect((await reading()).readAt).toBeNull();
  });
});
