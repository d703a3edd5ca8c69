import { env, exports } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { Hono } from 'hono';
import { sign } from 'hono/utils/jwt/jwt';
import type { JWTPayload } from 'hono/utils/jwt/types';
import { afterEach, beforeEach, describe, expect, inject, it, vi, type MockInstance } from 'vitest';
import type { AppEnv } from '../../src/app-env';
import { AccessKeyCache, KEYS_REFETCH_INTERVAL_MS } from '../../src/desk/access/access-keys';
import type { AccessRefusal } from '../../src/desk/access/access-refusal';
import { deskAccess } from '../../src/desk/access/desk-access';
import { notFoundPage } from '../../src/http/error-pages';
import worker from '../../src/index';

// The stand-in for the Access team (test/worker/access-certs-server.ts) and the keys it publishes.
const TEAM = inject('accessCertsOrigin');
const KEYS = inject('accessSigningKeys');

const AUD = 'aud-test';
const OWNER = 'owner@example.com';
const DESK_URL = 'https://www.sillage-communication.fr/bureau';

/** The Worker's bindings with Access set up for the stand-in team. */
const accessEnv: Cloudflare.Env = { ...env, ACCESS_TEAM_DOMAIN: TEAM, ACCESS_AUD: AUD, DESK_EMAILS: `${OWNER}, associate@example.com` };

/** The claims of a token Access would issue to the owner for the desk's application, changed by `changes` (`undefined` drops a claim). */
function claims(changes: Record<string, unknown> = {}): JWTPayload {
  const now = Math.floor(Date.now() / 1000);
  return {
    aud: [AUD],
    email: OWNER,
    exp: now + 600,
    iat: now - 10,
    nbf: now - 10,
    iss: TEAM,
    type: 'app',
    identity_nonce: 'nonce',
    sub: '7335d417-61da-459d-899c-0a01c76a2f94',
    country: 'FR',
    ...changes,
  };
}

const token = (changes?: Record<string, unknown>, key = KEYS.primary) => sign(claims(changes), key);

/** Base64url of a JSON value, as a token's parts are written. */
const jsonPart = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** A token with any header and no valid signature, as no JWT library would sign it. */
const unsignedToken = (header: unknown, signature = '') => `${jsonPart(header)}.${jsonPart(claims())}.${signature}`;

/** A tiny app with the desk's access in front of a handler that answers who was let in. */
function deskApp(keys?: AccessKeyCache): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // As in the Worker: what the desk does not answer gets the site's 404 page.
  app.notFound(notFoundPage);
  app.use('/bureau', deskAccess({ keys }));
  app.get('/bureau', (c) => c.text(`in: ${c.get('deskUser')}`));
  return app;
}

const app = deskApp();

/** The bindings, with Access's settings possibly absent: an operator may delete them from wrangler.toml. */
type DeskEnv = Omit<Cloudflare.Env, AccessSetting> & Partial<Pick<Cloudflare.Env, AccessSetting>>;
type AccessSetting = 'ACCESS_TEAM_DOMAIN' | 'ACCESS_AUD' | 'DESK_EMAILS';

type DeskRequest = { token?: string; env?: DeskEnv; url?: string; headers?: Record<string, string> };

async function askDesk(target: Hono<AppEnv>, { token, env = accessEnv, url = DESK_URL, headers = {} }: DeskRequest = {}): Promise<Response> {
  const context = createExecutionContext();
  const request = new Request(url, { headers: token === undefined ? headers : { ...headers, 'Cf-Access-Jwt-Assertion': token } });
  const response = await target.fetch(request, env, context);
  await waitOnExecutionContext(context);
  return response;
}

/** How many times the stand-in's certs were fetched so far. */
async function certsFetches(): Promise<number> {
  const response = await fetch(`${TEAM}/__fetches`);
  return ((await response.json()) as { fetches: number }).fetches;
}

/** What the stand-in publishes from now on (nothing given: the primary key only). */
async function serve(served: { kids?: string[]; status?: number; body?: unknown } = {}): Promise<void> {
  await (await fetch(`${TEAM}/__serve`, { method: 'POST', body: JSON.stringify(served) })).body?.cancel();
}

/** The site's 404 page, as an unknown address gets it. */
const sitePage404 = async () => (await exports.default.fetch('https://www.sillage-communication.fr/no-such-page')).text();

let warnings: MockInstance<typeof console.warn>;
let errors: MockInstance<typeof console.error>;

beforeEach(() => {
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  vi.restoreAllMocks();
  await serve();
});

/** Checks that `response` is the site's 404 page and that the one refusal logged names `reason`, and never `secret`. */
async function expectRefused(response: Response, reason: AccessRefusal, secret?: string): Promise<void> {
  expect(response.status).toBe(404);
  const html = await response.text();
  expect(html).toContain('data-not-found');
  expect(html).toBe(await sitePage404());
  const refusals = warnings.mock.calls.filter(([line]) => String(line).includes('access-refused'));
  expect(refusals).toEqual([[JSON.stringify({ desk: 'access-refused', reason })]]);
  if (secret) for (const call of [...warnings.mock.calls, ...errors.mock.calls]) expect(call.join(' ')).not.toContain(secret);
}

async function expectAllowed(response: Response, email = OWNER): Promise<void> {
  expect(response.status).toBe(200);
  expect(await response.text()).toBe(`in: ${email}`);
}

describe('a token of Access', () => {
  it('lets the owner in, as the address the token names', async () => {
    await expectAllowed(await askDesk(app, { token: await token() }));
    expect(warnings).not.toHaveBeenCalled();
  });

  it('lets in any allowed address, compared trimmed and ignoring case, and with a single audience', async () => {
    await expectAllowed(await askDesk(app, { token: await token({ email: ' Associate@Example.COM ' }) }), 'associate@example.com');
    await expectAllowed(await askDesk(app, { token: await token({ aud: AUD }) }));
    await expectAllowed(await askDesk(app, { token: await token({ nbf: undefined, iat: undefined }) }));
    const upperCaseList = { ...accessEnv, DESK_EMAILS: ' OWNER@example.com ' };
    await expectAllowed(await askDesk(app, { token: await token(), env: upperCaseList }));
  });

  it('is read from the header only, never from the CF_Authorization cookie', async () => {
    await expectRefused(await askDesk(app, { headers: { cookie: `CF_Authorization=${await token()}` } }), 'no-token');
  });

  it.each<[string, () => Promise<string>, AccessRefusal]>([
    ['an empty header', async () => '', 'no-token'],
    ['not a token', async () => 'not-a-token', 'malformed'],
    ['three parts of junk', async () => 'a.b.c', 'malformed'],
    ['a header that is no object', async () => unsignedToken([]), 'malformed'],
    ['a header that is null', async () => unsignedToken(null), 'malformed'],
    ['a critical header extension', async () => unsignedToken({ alg: 'RS256', kid: KEYS.primary.kid, crit: ['exp'] }), 'malformed'],
    ['no key id', async () => unsignedToken({ alg: 'RS256', typ: 'JWT' }, 'c2ln'), 'no-key-id'],
    ['alg none', async () => unsignedToken({ alg: 'none', typ: 'JWT', kid: KEYS.primary.kid }), 'algorithm-not-allowed'],
    [
      'HS256, keyed with the public key as secret',
      async () => sign(claims(), { kty: 'oct', k: KEYS.primary.n!, alg: 'HS256', kid: KEYS.primary.kid }),
      'algorithm-not-allowed',
    ],
    ['a forged signature (another key with the same key id)', () => token({}, KEYS.impostor), 'bad-signature'],
    ['a signature cut short', async () => (await token()).slice(0, -10), 'bad-signature'],
    ['a key id the team does not publish', () => token({}, KEYS.next), 'unknown-key'],
    ['expired', () => token({ exp: Math.floor(Date.now() / 1000) - 1 }), 'expired'],
    ['no exp', () => token({ exp: undefined }), 'no-expiry'],
    ['an exp that is no number', () => token({ exp: 'tomorrow' }), 'expired'],
    ['not yet valid (nbf)', () => token({ nbf: Math.floor(Date.now() / 1000) + 300 }), 'not-yet-valid'],
    ['issued in the future (iat)', () => token({ iat: Math.floor(Date.now() / 1000) + 300 }), 'issued-in-future'],
    ['another audience', () => token({ aud: ['aud-of-another-application'] }), 'wrong-audience'],
    ['no audience', () => token({ aud: undefined }), 'wrong-audience'],
    ['another issuer', () => token({ iss: 'https://another-team.cloudflareaccess.com' }), 'wrong-issuer'],
    ['no issuer', () => token({ iss: undefined }), 'wrong-issuer'],
    ['an address not allowed', () => token({ email: 'someone@example.com' }), 'email-not-allowed'],
    ['an allowed address as part of another', () => token({ email: `x${OWNER}` }), 'email-not-allowed'],
    ['no address (a service token)', () => token({ email: undefined, common_name: 'service.access' }), 'no-email'],
  ])('refuses %s with the site’s 404 page', async (_, makeToken, reason) => {
    const refusedToken = await makeToken();
    await expectRefused(await askDesk(app, { token: refusedToken }), reason, refusedToken || undefined);
  });
});

describe('settings', () => {
  const { ACCESS_TEAM_DOMAIN: _team, ...withoutTeam } = accessEnv;
  const { ACCESS_AUD: _aud, ...withoutAud } = accessEnv;
  const { DESK_EMAILS: _emails, ...withoutEmails } = accessEnv;

  it.each<[string, DeskEnv]>([
    ['the team domain empty', { ...accessEnv, ACCESS_TEAM_DOMAIN: '' }],
    ['the team domain absent', withoutTeam],
    ['the team domain no address', { ...accessEnv, ACCESS_TEAM_DOMAIN: 'ftp://sillage.cloudflareaccess.com' }],
    ['the audience empty', { ...accessEnv, ACCESS_AUD: '  ' }],
    ['the audience absent', withoutAud],
    ['the addresses empty', { ...accessEnv, DESK_EMAILS: '' }],
    ['the addresses only commas', { ...accessEnv, DESK_EMAILS: ' , ,' }],
    ['the addresses absent', withoutEmails],
    ['nothing set (wrangler.toml as committed)', env],
  ])('with %s, refuse a good token: Access not configured', async (_, settings) => {
    await expectRefused(await askDesk(app, { token: await token(), env: settings }), 'not-configured');
  });

  it('take the team domain with a trailing slash', async () => {
    await expectAllowed(await askDesk(app, { token: await token(), env: { ...accessEnv, ACCESS_TEAM_DOMAIN: `${TEAM}/` } }));
  });
});

describe('the local way in (DESK_LOCAL_EMAIL)', () => {
  // Nothing of Access is set, as on a developer's machine.
  const localEnv: Cloudflare.Env = { ...env, DESK_LOCAL_EMAIL: ` ${OWNER.toUpperCase()} ` };
  /** The peer's address, as the runtime writes it from the connection (src/desk/access/local-access.ts). */
  const from = (peer: string) => ({ 'CF-Connecting-IP': peer });
  /** Every spelling of a loopback host a client may write, as the URL parser reads it. */
  const LOOPBACK_URLS = [
    'http://localhost:8787/bureau',
    'http://127.0.0.1:8787/bureau',
    'http://127.0.0.1:40123/bureau',
    'http://[::1]:8787/bureau',
    'http://127.1:8787/bureau',
    'http://0x7f000001:8787/bureau',
    'http://2130706433:8787/bureau',
    'http://[0:0:0:0:0:0:0:1]:8787/bureau',
  ];

  it.each(['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1'])('lets a connection from %s in as that address, on any loopback host, with no token', async (peer) => {
    for (const url of LOOPBACK_URLS) await expectAllowed(await askDesk(app, { url, env: localEnv, headers: from(peer) }));
  });

  it.each(['192.168.1.20', '10.0.0.5', '203.0.113.9', '2001:db8::1', 'fe80::1', '::ffff:192.168.1.20', '1127.0.0.1', '127.0.0.1, 192.168.1.20', ''])(
    'does nothing for a connection from “%s”, whatever loopback host it names: the token is checked',
    async (peer) => {
      for (const url of LOOPBACK_URLS) {
        warnings.mockClear();
        await expectRefused(await askDesk(app, { url, env: localEnv, headers: peer === '' ? {} : from(peer) }), 'not-configured');
      }
    },
  );

  it.each([DESK_URL, 'https://sillage-communication.workers.dev/bureau', 'http://localhost.example.com/bureau', 'http://192.168.1.20:8787/bureau'])(
    'does nothing on %s, even from the machine itself (a page whose name points at 127.0.0.1): the token is checked',
    async (url) => {
      await expectRefused(await askDesk(app, { url, env: localEnv, headers: from('127.0.0.1') }), 'not-configured');
    },
  );

  it('does nothing when empty', async () => {
    const empty = { ...env, DESK_LOCAL_EMAIL: ' ' };
    await expectRefused(await askDesk(app, { url: 'http://localhost:8787/bureau', env: empty, headers: from('127.0.0.1') }), 'not-configured');
  });

  it('leaves a deployed desk to its token', async () => {
    const deployed = { ...accessEnv, DESK_LOCAL_EMAIL: 'developer@example.com' };
    await expectAllowed(await askDesk(app, { token: await token(), env: deployed, headers: from('203.0.113.9') }));
    await expectRefused(await askDesk(app, { env: deployed, headers: from('203.0.113.9') }), 'no-token');
  });
});

describe('the team’s keys', () => {
  /** A cache of its own, on a clock the test moves. */
  function cacheWithClock() {
    const clock = { now: 1_000_000 };
    return { clock, desk: deskApp(new AccessKeyCache(() => clock.now)) };
  }

  it('are fetched once for many requests', async () => {
    const { desk } = cacheWithClock();
    const before = await certsFetches();
    await expectAllowed(await askDesk(desk, { token: await token() }));
    await expectAllowed(await askDesk(desk, { token: await token() }));
    expect(await certsFetches()).toBe(before + 1);
  });

  it('are fetched once for requests arriving together', async () => {
    const { desk } = cacheWithClock();
    const before = await certsFetches();
    const answers = await Promise.all([askDesk(desk, { token: await token() }), askDesk(desk, { token: await token() })]);
    for (const answer of answers) await expectAllowed(answer);
    expect(await certsFetches()).toBe(before + 1);
  });

  it('are fetched again for an unknown key id at most once a minute, and pick up a rotated key', async () => {
    const { clock, desk } = cacheWithClock();
    const unknownKid = await token({}, KEYS.next);
    const before = await certsFetches();
    await expectAllowed(await askDesk(desk, { token: await token() }));
    expect(await certsFetches()).toBe(before + 1);

    // Within the minute of that fetch: refused without a fetch.
    clock.now += 1_000;
    warnings.mockClear();
    await expectRefused(await askDesk(desk, { token: unknownKid }), 'unknown-key');
    expect(await certsFetches()).toBe(before + 1);

    // A minute later: fetched again, still unknown, and not fetched again within the minute.
    clock.now += KEYS_REFETCH_INTERVAL_MS;
    warnings.mockClear();
    await expectRefused(await askDesk(desk, { token: unknownKid }), 'unknown-key');
    expect(await certsFetches()).toBe(before + 2);
    clock.now += KEYS_REFETCH_INTERVAL_MS - 1;
    warnings.mockClear();
    await expectRefused(await askDesk(desk, { token: unknownKid }), 'unknown-key');
    expect(await certsFetches()).toBe(before + 2);

    // Access publishes the next key: after the minute it is fetched, and both keys are good.
    await serve({ kids: ['access-key-1', 'access-key-2'] });
    clock.now += 1;
    await expectAllowed(await askDesk(desk, { token: unknownKid }));
    await expectAllowed(await askDesk(desk, { token: await token() }));
    expect(await certsFetches()).toBe(before + 3);
  });

  it('refuse, never fail, when they cannot be fetched, and are fetched again a minute later', async () => {
    const { clock, desk } = cacheWithClock();
    await serve({ status: 500 });
    const before = await certsFetches();
    await expectRefused(await askDesk(desk, { token: await token() }), 'keys-unavailable');
    expect(errors).toHaveBeenCalledWith(JSON.stringify({ desk: 'access-keys-unavailable', error: 'Error: certs answered 500' }));

    await serve();
    clock.now += KEYS_REFETCH_INTERVAL_MS - 1;
    warnings.mockClear();
    await expectRefused(await askDesk(desk, { token: await token() }), 'keys-unavailable');
    expect(await certsFetches()).toBe(before + 1);

    clock.now += 1;
    await expectAllowed(await askDesk(desk, { token: await token() }));
    expect(await certsFetches()).toBe(before + 2);
  });

  it('refuse when the team cannot be reached, or answers no list of keys', async () => {
    const unreachable = { ...accessEnv, ACCESS_TEAM_DOMAIN: 'http://127.0.0.1:1' };
    await expectRefused(await askDesk(deskApp(new AccessKeyCache()), { token: await token(), env: unreachable }), 'keys-unavailable');

    for (const body of [{ keys: 'none' }, { error: 'no keys' }, 'keys']) {
      await serve({ body });
      warnings.mockClear();
      await expectRefused(await askDesk(deskApp(new AccessKeyCache()), { token: await token() }), 'keys-unavailable');
    }
  });
});

describe('the Worker', () => {
  const viaWorker = async (settings: Cloudflare.Env, headers: Record<string, string> = {}) => {
    const context = createExecutionContext();
    const response = await worker.fetch(new Request(DESK_URL, { headers }), settings, context);
    await waitOnExecutionContext(context);
    return response;
  };

  it('answers the desk with the site’s 404 page without a token, and with the desk with one', async () => {
    const refused = await viaWorker(accessEnv);
    expect(refused.status).toBe(404);
    expect(await refused.text()).toContain('data-not-found');

    const allowed = await viaWorker(accessEnv, { 'Cf-Access-Jwt-Assertion': await token() });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).not.toContain('data-not-found');
  });

  it('answers the desk with the site’s 404 page as committed, Access not configured', async () => {
    const refused = await viaWorker(env, { 'Cf-Access-Jwt-Assertion': await token() });
    expect(refused.status).toBe(404);
    expect(await refused.text()).toContain('data-not-found');
  });
});
