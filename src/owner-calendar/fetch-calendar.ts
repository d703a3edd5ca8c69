/**
 * Why a reading of the owner's calendar failed: it could not be reached, did
 * not answer in time, answered an HTTP error (`status`), sent more than the
 * size cap, or sent something that is no calendar.
 */
export type CalendarFailure =
  | { readonly reason: 'unreachable' | 'timeout' | 'too-large' | 'not-calendar' }
  | { readonly reason: 'http'; readonly status: number };

/** How long and how much a reading may take. */
export interface FetchLimits {
  readonly timeoutMs: number;
  readonly maxBytes: number;
}

/**
 * A calendar app answers its feed within a few seconds; the reading runs
 * every 15 minutes, so one that waits longer is given up until the next.
 * Google's feed of a calendar with years of history is a few MiB; the cap
 * keeps the Worker's memory and CPU time for the parsing of what it reads.
 */
export const CALENDAR_FETCH_LIMITS: FetchLimits = { timeoutMs: 15_000, maxBytes: 8 * 1024 * 1024 };

/** What the reading asks for, and who asks: some calendar hosts refuse a request that names no client. */
const CALENDAR_REQUEST_HEADERS = {
  accept: 'text/calendar, */*;q=0.1',
  'user-agent': 'SillageCommunication-Calendar/1.0',
};

/**
 * The text of the calendar at `url`, or why it could not be had. Redirects
 * are followed (calendar hosts move feeds). Never throws, and says nothing
 * of the address, which is a secret: the caller logs the failure only.
 */
export async function fetchCalendarText(url: string, limits: FetchLimits = CALENDAR_FETCH_LIMITS): Promise<{ text: string } | { failure: CalendarFailure }> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, { signal, headers: CALENDAR_REQUEST_HEADERS });
  } catch {
    return { failure: { reason: signal.aborted ? 'timeout' : 'unreachable' } };
  }
  if (!response.ok) {
    await response.body?.cancel();
    return { failure: { reason: 'http', status: response.status } };
  }
  if (Number(response.headers.get('content-length')) > limits.maxBytes) {
    await response.body?.cancel();
    return { failure: { reason: 'too-large' } };
  }
  try {
    const bytes = await readAtMost(response, limits.maxBytes);
    return bytes ? { text: new TextDecoder().decode(bytes) } : { failure: { reason: 'too-large' } };
  } catch {
    return { failure: { reason: signal.aborted ? 'timeout' : 'unreachable' } };
  }
}

/** The body's bytes, or null as soon as they pass `maxBytes` (a body without Content-Length is counted as it comes). */
async function readAtMost(response: Response, maxBytes: number): Promise<Uint8Array | null> {
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
