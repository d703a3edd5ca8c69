/**
 * The secret address of the owner's own calendar, as she pastes it on the
 * desk: Google's "secret address in iCal format", Outlook's ICS link,
 * iCloud's public calendar link. Only over HTTPS, as it carries her
 * appointments. Apple gives its links as `webcal://`, which names the same
 * address over HTTPS: it is stored as such.
 */

/** The longest address taken: Google's and Outlook's are under 300 characters. */
export const CALENDAR_ADDRESS_MAX_LENGTH = 2000;

/** Why an address typed is refused: none, not an address (or one with a name and password in it, which fetch refuses), not HTTPS, too long. */
export type CalendarAddressError = 'empty' | 'invalid' | 'not-https' | 'too-long';

/** The address to read, from what she typed, or why it cannot be. */
export function readCalendarAddress(typed: string): { url: string } | { error: CalendarAddressError } {
  const text = typed.trim();
  if (text === '') return { error: 'empty' };
  if (text.length > CALENDAR_ADDRESS_MAX_LENGTH) return { error: 'too-long' };
  let url: URL;
  try {
    url = new URL(/^webcals?:\/\//i.test(text) ? text.replace(/^webcals?:/i, 'https:') : text);
  } catch {
    return { error: 'invalid' };
  }
  if (url.username || url.password) return { error: 'invalid' };
  if (url.protocol !== 'https:') return { error: url.protocol === 'http:' ? 'not-https' : 'invalid' };
  return { url: url.href };
}

/** The host an address reads from, all the desk shows of it: the rest is the secret. */
export const calendarHost = (url: string): string => new URL(url).host;
