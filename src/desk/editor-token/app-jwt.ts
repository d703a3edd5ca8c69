import { sign } from 'hono/jwt';

/**
 * GitHub takes an App's token for at most 10 minutes; this one is made for
 * one request and lives 9, started a minute back because GitHub refuses a
 * token issued in its future and the two clocks may differ a little.
 */
const CLOCK_DRIFT_SECONDS = 60;
const LIFETIME_SECONDS = 9 * 60;

/**
 * The JSON Web Token the GitHub App authenticates with (RS256, signed with
 * its private key): what it sends to get an installation's token.
 * https://docs.github.com/en/apps/creating-github-apps/authenticating-with-a-github-app/generating-a-json-web-token-jwt-for-a-github-app
 */
export function appJwt(appId: string, key: CryptoKey, now: number = Date.now()): Promise<string> {
  const seconds = Math.floor(now / 1000);
  return sign({ iat: seconds - CLOCK_DRIFT_SECONDS, exp: seconds + LIFETIME_SECONDS, iss: appId }, key, 'RS256');
}
