import type { HonoJsonWebKey } from 'hono/utils/jwt/jws';

/**
 * The shortest time between two fetches of a team's keys. A token whose key id
 * is not among the cached keys makes the Worker fetch them again (Access rotates
 * its signing key every few weeks), but tokens with made-up key ids must not
 * make it fetch on every request: within this time they are refused unfetched.
 */
export const KEYS_REFETCH_INTERVAL_MS = 60_000;

/** How long a fetch of the keys may take before the request is refused: the owner waits on it. */
const FETCH_TIMEOUT_MS = 5_000;

/** Where Access publishes a team's public keys. */
export const certsUrl = (teamDomain: string): string => `${teamDomain}/cdn-cgi/access/certs`;

/** One team's keys as last fetched, and when. */
type TeamKeys = {
  keys: readonly HonoJsonWebKey[];
  /** When the last fetch started (by the cache's clock), successful or not; null before the first. */
  fetchedAt: number | null;
  lastFetchFailed: boolean;
  /**
   * The fetch under way, which other requests wait for rather than fetch
   * again; one older than FETCH_TIMEOUT_MS is not waited for (its request may
   * have been cancelled, leaving it never settled).
   */
  pending: Promise<void> | null;
};

/** The key a token names, or why there is none. */
export type KeyLookup = { key: HonoJsonWebKey } | { refused: 'unknown-key' | 'keys-unavailable' };

/**
 * The public keys of Access teams, kept in the isolate's memory: fetched on
 * the first request, then only when a token names a key id they lack, at most
 * once every KEYS_REFETCH_INTERVAL_MS per team. A failed fetch keeps the keys
 * already known and counts as a fetch. `now` is the clock, in milliseconds,
 * given by the tests.
 */
export class AccessKeyCache {
  readonly #teams = new Map<string, TeamKeys>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** The key of id `kid` among `teamDomain`'s, fetching them when allowed. Never throws. */
  async keyFor(teamDomain: string, kid: string): Promise<KeyLookup> {
    const team = this.#team(teamDomain);
    let key = findKey(team, kid);
    if (key) return { key };
    const now = this.#now();
    const sinceFetch = team.fetchedAt === null ? Infinity : now - team.fetchedAt;
    if (team.pending && sinceFetch < FETCH_TIMEOUT_MS) {
      // Another request is fetching them: its answer will do for this one too.
      await waitAtMost(team.pending, FETCH_TIMEOUT_MS);
    } else if (sinceFetch >= KEYS_REFETCH_INTERVAL_MS) {
      team.fetchedAt = now;
      const pending = fetchKeys(teamDomain).then(
        (keys) => {
          team.keys = keys;
          team.lastFetchFailed = false;
        },
        (error: unknown) => {
          team.lastFetchFailed = true;
          console.error(JSON.stringify({ desk: 'access-keys-unavailable', error: String(error) }));
        },
      );
      team.pending = pending;
      await pending;
      if (team.pending === pending) team.pending = null;
    }
    key = findKey(team, kid);
    if (key) return { key };
    return { refused: team.lastFetchFailed ? 'keys-unavailable' : 'unknown-key' };
  }

  #team(teamDomain: string): TeamKeys {
    let team = this.#teams.get(teamDomain);
    if (!team) {
      team = { keys: [], fetchedAt: null, lastFetchFailed: false, pending: null };
      this.#teams.set(teamDomain, team);
    }
    return team;
  }
}

const findKey = (team: TeamKeys, kid: string) => team.keys.find((key) => key.kid === kid);

/**
 * Waits for `promise`, but no longer than `ms`: the fetch another request
 * started belongs to that request, and would never settle if it were cancelled.
 */
async function waitAtMost(promise: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  await Promise.race([promise, timeout]);
  clearTimeout(timer);
}

/** The team's RS256 public keys from its certs address (`{ keys: [JWK…] }`). Throws when they cannot be had. */
async function fetchKeys(teamDomain: string): Promise<HonoJsonWebKey[]> {
  const response = await fetch(certsUrl(teamDomain), { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`certs answered ${response.status}`);
  }
  const body: unknown = await response.json();
  const keys = typeof body === 'object' && body !== null && 'keys' in body ? body.keys : undefined;
  if (!Array.isArray(keys)) throw new Error('certs without a list of keys');
  return keys.flatMap(rsaVerificationKey);
}

/**
 * A published key reduced to what verifying RS256 needs, or none when it is
 * not one: nothing else Access may add to a key (`use`, certificates) reaches
 * WebCrypto's import.
 */
function rsaVerificationKey(key: unknown): HonoJsonWebKey[] {
  if (typeof key !== 'object' || key === null) return [];
  const { kty, kid, n, e, alg } = key as Record<string, unknown>;
  if (kty !== 'RSA' || typeof kid !== 'string' || typeof n !== 'string' || typeof e !== 'string') return [];
  if (alg !== undefined && alg !== 'RS256') return [];
  return [{ kty, kid, n, e, alg: 'RS256' }];
}
