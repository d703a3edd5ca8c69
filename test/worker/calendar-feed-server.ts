import { readFile } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the stand-in for the owner's calendar host (http://127.0.0.1:<port>). */
    calendarHostOrigin: string;
  }
}

/** How long the slow calendar takes to answer, unless the test asks for another delay (`?ms=`). */
const SLOW_MS = 3_000;

/** A calendar with no event, as a calendar app publishes an empty one. */
const EMPTY_CALENDAR = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Stand-in//EN', 'END:VCALENDAR', ''].join('\r\n');

function answer(response: ServerResponse, status: number, contentType: string, body: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': contentType, ...headers });
  response.end(body);
}

/**
 * A stand-in for the host of the owner's calendar (Google's, Apple's,
 * Outlook's secret iCal address), on a free loopback port, for
 * test/worker/owner-calendar.test.ts: the Worker's Cron Trigger fetches it
 * for real (workerd's outbound fetch reaches 127.0.0.1). It answers as
 * calendar hosts do, and as they fail:
 *
 * - `/calendars/owner.ics`: the fixture test/worker/fixtures/owner-calendar.ics, `text/calendar`;
 * - `/calendars/empty.ics`: a calendar with no event;
 * - `/calendars/moved.ics`: a redirect (302) to owner.ics;
 * - `/calendars/unavailable.ics`: 503, an error page;
 * - `/calendars/not-a-calendar.ics`: 200 with an HTML sign-in page, as a revoked secret address gets;
 * - `/calendars/slow.ics?ms=`: owner.ics after a delay (3 s unless asked);
 * - `/calendars/large.ics?bytes=&length=`: that many bytes of a calendar, streamed, with
 *   a Content-Length only when `length=1`;
 * - GET `/__requests`: how many calendar requests it received, per path.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const ownerCalendar = await readFile(new URL('./fixtures/owner-calendar.ics', import.meta.url), 'utf8');
  const requests = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (url.pathname === '/__requests') return answer(response, 200, 'application/json', JSON.stringify(Object.fromEntries(requests)));
    requests.set(url.pathname, (requests.get(url.pathname) ?? 0) + 1);
    switch (url.pathname) {
      case '/calendars/owner.ics':
        return answer(response, 200, 'text/calendar; charset=utf-8', ownerCalendar);
      case '/calendars/empty.ics':
        return answer(response, 200, 'text/calendar; charset=utf-8', EMPTY_CALENDAR);
      case '/calendars/moved.ics':
        return answer(response, 302, 'text/plain', 'Moved', { location: '/calendars/owner.ics' });
      case '/calendars/unavailable.ics':
        return answer(response, 503, 'text/html', '<!doctype html><title>Service Unavailable</title><h1>503</h1>');
      case '/calendars/not-a-calendar.ics':
        return answer(response, 200, 'text/html; charset=utf-8', '<!doctype html><html><head><title>Sign in</title></head><body><form>Sign in to continue</form></body></html>');
      case '/calendars/slow.ics': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!response.destroyed) answer(response, 200, 'text/calendar; charset=utf-8', ownerCalendar);
        }, Number(url.searchParams.get('ms') ?? SLOW_MS));
        timers.add(timer);
        return;
      }
      case '/calendars/large.ics': {
        const bytes = Number(url.searchParams.get('bytes'));
        const body = `BEGIN:VCALENDAR\r\nX-PADDING:${'x'.repeat(Math.max(0, bytes - 40))}\r\nEND:VCALENDAR\r\n`.slice(0, bytes);
        response.writeHead(200, { 'content-type': 'text/calendar', ...(url.searchParams.get('length') === '1' ? { 'content-length': String(Buffer.byteLength(body)) } : {}) });
        // In several chunks, as a large feed comes.
        for (let offset = 0; offset < body.length; offset += 1024) response.write(body.slice(offset, offset + 1024));
        return response.end();
      }
      default:
        return answer(response, 404, 'text/plain', 'Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  project.provide('calendarHostOrigin', `http://127.0.0.1:${port}`);
  return () =>
    new Promise<void>((resolve, reject) => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
}
