/**
 * The address of the owner's private feed of calls, `/agenda/<token>.ics`:
 * its token is the only credential her calendar app presents
 * (feed-token.ts), so it is a secret wherever paths are written down.
 */

/** Where the feed lives: the token and `.ics` follow. */
export const FEED_PATH_PREFIX = '/agenda/';

/** 32 bytes in base64url: 43 characters, no padding. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const isFeedToken = (text: string): boolean => TOKEN.test(text);

/** The feed's path for `token`. */
export const feedPath = (token: string): string => `${FEED_PATH_PREFIX}${token}.ics`;
