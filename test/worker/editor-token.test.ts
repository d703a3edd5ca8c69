import { env, exports } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { EDITOR_SIGN_IN_PATH } from '../../src/desk/editor-token/editor-sign-in-paths';
import { EDITOR_PERMISSIONS } from '../../src/desk/editor-token/installation-token';
import { deskText } from '../../src/desk/i18n/desk-text';
import { CLIENT_ASSETS } from '../../src/generated/build';
import { queryAll } from './html';
import { DESK_ORIGIN, deskEnv, fetchFrom } from './desk-requests';
import type { TokenRequest } from './github-api-server';

/**
 * The editor's sign-in (src/desk/editor-token/): the desk makes a one-hour
 * installation token of the site's GitHub App, asking the stand-in for
 * GitHub's API (test/worker/github-api-server.ts), which checks the App's
 * JWT and answers as GitHub does.
 */

const GITHUB = inject('githubApiOrigin');
const APP = inject('githubApp');
const HOUR_MS = 3_600_000;

/** The desk's bindings with the App set up as the stand-in knows it, changed by `changes`. */
const appEnv = (changes: Partial<Cloudflare.Env> = {}): Cloudflare.Env => ({
  ...deskEnv,
  GITHUB_API_URL: GITHUB,
  GITHUB_APP_ID: APP.appId,
  GITHUB_APP_INSTALLATION_ID: APP.installationId,
  GITHUB_REPOSITORY: APP.repository,
  GITHUB_APP_PRIVATE_KEY: APP.privateKeyPkcs1,
  ...changes,
});

/** The window's script asking for the token, as the browser sends it from the desk's own page. */
const askToken = (bindings = appEnv(), headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' }) =>
  fetchFrom('127.0.0.1', DESK_ORIGIN + EDITOR_SIGN_IN_PATH, { method: 'POST', headers }, bindings);

/** What the stand-in received, all of it. */
const received = async (): Promise<TokenRequest[]> => (await (await fetch(`${GITHUB}/__requests`)).json()) as TokenRequest[];

/** What the stand-in receives while `run` runs. */
async function receivedDuring(run: () => Promise<unknown>): Promise<TokenRequest[]> {
  const before = (await received()).length;
  await run();
  return (await received()).slice(before);
}

let logs: string[];

beforeEach(() => {
  logs = [];
  for (const method of ['log', 'warn', 'error'] as const) vi.spyOn(console, method).mockImplementation((line: unknown) => void logs.push(String(line)));
});

afterEach(() => vi.restoreAllMocks());

describe('the editor’s sign-in, for anyone Access did not let in', () => {
  it('answers the site’s 404 page, window and token alike, even with the App set up', async () => {
    const notFound = await exports.default.fetch('https://example.com/no-such-page');
    const outsider = { ...appEnv(), DESK_LOCAL_EMAIL: undefined };
    const asked = await receivedDuring(async () => {
      for (const init of [{}, { method: 'POST', headers: { 'sec-fetch-site': 'same-origin' } }]) {
        const response = await fetchFrom('203.0.113.9', 'https://www.sillage-communication.fr' + EDITOR_SIGN_IN_PATH, init, outsider);
        expect(response.status).toBe(404);
        expect(await response.text()).toBe(await notFound.clone().text());
      }
    });
    expect(asked).toEqual([]);
  });
});

describe('the editor’s token', () => {
  it('is a new installation token of the App, one hour long, for the site’s repository only, and kept by no cache', async () => {
    let response!: Response;
    const asked = await receivedDuring(async () => (response = await askToken()));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as { token: string; expires_at: string };
    expect(body.token).toMatch(/^ghs_[\w-]{36}$/);
    const lifetime = Date.parse(body.expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(HOUR_MS - 60_000);
    expect(lifetime).toBeLessThanOrEqual(HOUR_MS);

    // What GitHub saw: the App's JWT, signed with its key and no longer than GitHub allows, asking for the one repository and the editor's permissions.
    expect(asked).toHaveLength(1);
    const [request] = asked as [TokenRequest];
    expect(request).toMatchObject({ installation: APP.installationId, accept: 'application/vnd.github+json', apiVersion: '2022-11-28' });
    expect(request.body).toEqual({ repositories: [APP.repository.split('/')[1]], permissions: EDITOR_PERMISSIONS });
    const { iat, exp, iss } = request.claims as { iat: number; exp: number; iss: string };
    expect(iss).toBe(APP.appId);
    expect(exp - iat).toBeLessThanOrEqual(600);
    expect(iat).toBeLessThanOrEqual(Date.now() / 1000);

    // One log line for the operator, without the token.
    expect(logs.join('\n')).not.toContain(body.token);
    expect(logs.map((line) => JSON.parse(line) as unknown)).toContainEqual({ desk: 'editor-token', by: 'owner@example.com', expires: new Date(body.expires_at).toISOString() });
  });

  it('is made afresh on every request, never kept', async () => {
    const tokens: string[] = [];
    const asked = await receivedDuring(async () => {
      for (let i = 0; i < 2; i += 1) tokens.push(((await (await askToken()).json()) as { token: string }).token);
    });
    expect(asked).toHaveLength(2);
    expect(new Set(tokens).size).toBe(2);
  });

  it('is made with the key as GitHub hands it out (PKCS#1) or as PKCS#8, written out on one line or not', async () => {
    for (const key of [APP.privateKeyPkcs8, APP.privateKeyPkcs1.replace(/\n/g, '\\n')]) {
      expect((await askToken(appEnv({ GITHUB_APP_PRIVATE_KEY: key }))).status).toBe(200);
    }
  });

  it('is refused to a request another site makes the owner’s browser send, GitHub not asked', async () => {
    const asked = await receivedDuring(async () => {
      const refused: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site', origin: 'https://example.com' }, { 'sec-fetch-site': 'same-site' }, { origin: 'https://example.com' }, {}];
      for (const headers of refused) {
        const response = await askToken(appEnv(), headers);
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({ error: deskText('editorToken.crossSite') });
      }
    });
    expect(asked).toEqual([]);
    // A browser that sends no Sec-Fetch-Site still sends its Origin.
    expect((await askToken(appEnv(), { origin: DESK_ORIGIN })).status).toBe(200);
  });
});

describe('the editor’s token, when it cannot be made', () => {
  /** The answer in full, and the operator's log line. */
  async function refusal(bindings: Cloudflare.Env) {
    const response = await askToken(bindings);
    return {
      status: response.status,
      cacheControl: response.headers.get('cache-control'),
      retryAfter: response.headers.get('retry-after'),
      body: (await response.json()) as unknown,
      log: logs.map((line) => JSON.parse(line) as { desk?: string; refused?: number; detail?: string }).find((line) => line.desk === 'editor-token'),
    };
  }

  it('says publishing is not set up while a setting is missing, GitHub not asked', async () => {
    const settings = ['GITHUB_APP_ID', 'GITHUB_APP_INSTALLATION_ID', 'GITHUB_REPOSITORY', 'GITHUB_APP_PRIVATE_KEY', 'GITHUB_API_URL'] as const;
    const asked = await receivedDuring(async () => {
      for (const setting of settings) {
        logs = [];
        const answer = await refusal(appEnv({ [setting]: '' }));
        expect({ setting, ...answer }).toMatchObject({ setting, status: 503, cacheControl: 'private, no-store', retryAfter: null, body: { error: deskText('editorToken.notConfigured') } });
      }
    });
    expect(asked).toEqual([]);
    // As deployed from wrangler.toml, before the operator set the App up.
    expect((await askToken({ ...env, DESK_LOCAL_EMAIL: 'owner@example.com' })).status).toBe(503);
  });

  it('answers 502 in the owner’s words when GitHub refuses the App’s settings, GitHub’s reason in the log', async () => {
    const cases: [Partial<Cloudflare.Env>, string][] = [
      [{ GITHUB_APP_PRIVATE_KEY: APP.impostorKey }, 'GitHub answered 401: A JSON web token could not be decoded'],
      [{ GITHUB_APP_ID: '654321' }, 'GitHub answered 401: Integration not found'],
      [{ GITHUB_APP_INSTALLATION_ID: '999' }, 'GitHub answered 404: Not Found'],
      [{ GITHUB_REPOSITORY: 'sillage-communication/another' }, 'GitHub answered 422: There is at least one repository that does not exist or is not accessible to the parent installation.'],
      [{ GITHUB_APP_PRIVATE_KEY: '-----BEGIN RSA PRIVATE KEY-----\nbm90IGEga2V5\n-----END RSA PRIVATE KEY-----' }, 'private key: not an RSA private key'],
      [{ GITHUB_APP_PRIVATE_KEY: 'ghp_a-token-pasted-by-mistake' }, 'private key: not a PEM block'],
    ];
    for (const [changes, detail] of cases) {
      logs = [];
      expect(await refusal(appEnv(changes))).toEqual({
        status: 502,
        cacheControl: 'private, no-store',
        retryAfter: null,
        body: { error: deskText('editorToken.refused') },
        log: { desk: 'editor-token', by: 'owner@example.com', refused: 502, detail },
      });
    }
  });

  it('answers 503 with Retry-After when GitHub fails or cannot be reached', async () => {
    const cases: [Partial<Cloudflare.Env>, unknown][] = [
      [{ GITHUB_APP_INSTALLATION_ID: APP.failingInstallationId }, 'GitHub answered 503'],
      // Nothing listens on port 9 of the machine (discard): the connection is refused.
      [{ GITHUB_API_URL: 'http://127.0.0.1:9' }, expect.stringMatching(/^GitHub unreachable: \w*Error: ./)],
    ];
    for (const [changes, detail] of cases) {
      logs = [];
      expect(await refusal(appEnv(changes))).toEqual({
        status: 503,
        cacheControl: 'private, no-store',
        retryAfter: '60',
        body: { error: deskText('editorToken.unavailable') },
        log: { desk: 'editor-token', by: 'owner@example.com', refused: 503, detail },
      });
    }
  });
});

describe('the editor’s sign-in window', () => {
  it('is a private page of the desk whose one script, of the site’s own, signs the editor in; every state said in French', async () => {
    const response = await fetchFrom('127.0.0.1', DESK_ORIGIN + EDITOR_SIGN_IN_PATH, {}, appEnv());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    const scripts = await queryAll(html, 'script');
    expect(scripts.map((script) => ({ src: script.attributes.src, integrity: script.attributes.integrity, inline: script.text }))).toEqual([
      { src: CLIENT_ASSETS.editorSignIn.src, integrity: CLIENT_ASSETS.editorSignIn.integrity, inline: '' },
    ]);
    expect(html).not.toMatch(/\sstyle=/);
    const states = await queryAll(html, '[data-sign-in]');
    expect(Object.fromEntries(states.map((state) => [state.attributes['data-sign-in'], state.text]))).toEqual({
      'no-opener': `${deskText('editorToken.noOpener')} ${deskText('editorToken.openEditor')}`,
      working: deskText('editorToken.working'),
      done: deskText('editorToken.done'),
      failed: deskText('editorToken.failed'),
    });
  });
});
