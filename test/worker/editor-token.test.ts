import { env, exports } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { EDITOR_GRAPHQL_PATH, EDITOR_REST_ROOT, EDITOR_SIGN_IN_PATH } from '../../src/desk/editor-token/editor-sign-in-paths';
import { editorPublishing } from '../../src/desk/editor-token/editor-backend';
import { EDITOR_PERMISSIONS } from '../../src/desk/editor-token/installation-token';
import { deskText } from '../../src/desk/i18n/desk-text';
import { CLIENT_ASSETS } from '../../src/generated/build';
import { queryAll } from './html';
import { DESK_ORIGIN, deskEnv, fetchFrom } from './desk-requests';
import type { ApiRequest, TokenRequest } from './github-api-server';

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

describe('the editor’s way to GitHub’s API', () => {
  const [OWNER_NAME, REPOSITORY] = APP.repository.split('/') as [string, string];
  const REPO = `/repos/${OWNER_NAME}/${REPOSITORY}`;

  /** What GitHub's API received, all of it. */
  const apiReceived = async (): Promise<ApiRequest[]> => (await (await fetch(`${GITHUB}/__api-requests`)).json()) as ApiRequest[];
  async function apiDuring(run: () => Promise<unknown>): Promise<ApiRequest[]> {
    const before = (await apiReceived()).length;
    await run();
    return (await apiReceived()).slice(before);
  }

  const newToken = async () => ((await (await askToken()).json()) as { token: string }).token;
  /** A request of the editor, with its token, as the browser sends it (Access's cookie included). */
  const api = (path: string, token: string, init: RequestInit = {}, bindings = appEnv()) =>
    fetchFrom('127.0.0.1', DESK_ORIGIN + path, { ...init, headers: { authorization: `token ${token}`, cookie: 'CF_Authorization=access-cookie', ...init.headers } }, bindings);

  it('needs it: GitHub refuses an installation token the user the editor asks for', async () => {
    const response = await fetch(`${GITHUB}/user`, { headers: { authorization: `token ${await newToken()}`, 'user-agent': 'test' } });
    expect(response.status).toBe(403);
  });

  it('answers the editor’s user and collaborator questions with the person Access let in, without asking GitHub', async () => {
    const token = await newToken();
    const asked = await apiDuring(async () => {
      const user = await api(`${EDITOR_REST_ROOT}/user`, token);
      expect(user.status).toBe(200);
      expect(user.headers.get('cache-control')).toBe('private, no-store');
      expect(await user.json()).toMatchObject({ login: 'owner@example.com', email: 'owner@example.com' });
      expect((await api(`${EDITOR_REST_ROOT}${REPO}/collaborators/${encodeURIComponent('owner@example.com')}`, token)).status).toBe(204);
    });
    expect(asked).toEqual([]);
  });

  it('passes the repository’s REST addresses and GraphQL on to GitHub with the editor’s token, and GitHub’s answer back', async () => {
    const token = await newToken();
    let rest!: Response;
    let graphql!: Response;
    const asked = await apiDuring(async () => {
      rest = await api(`${EDITOR_REST_ROOT}${REPO}/contents/src/content?ref=main`, token, { headers: { 'if-none-match': '"old"' } });
      graphql = await api(EDITOR_GRAPHQL_PATH, token, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ viewer { login } }"}' });
    });
    expect(rest.status).toBe(200);
    expect(await rest.json()).toEqual({ method: 'GET', path: `${REPO}/contents/src/content`, search: '?ref=main', body: '' });
    // The next page through the desk too; GitHub's cookie stays with the desk.
    expect(rest.headers.get('link')).toBe(`<${DESK_ORIGIN}${EDITOR_REST_ROOT}${REPO}/contents/src/content?page=2>; rel="next"`);
    expect(rest.headers.get('set-cookie')).toBeNull();
    expect(await graphql.json()).toEqual({ method: 'POST', path: '/graphql', search: '', body: '{"query":"{ viewer { login } }"}' });
    // GitHub saw the editor's token, a User-Agent, and never the desk's cookie.
    expect(asked.map(({ path, validToken, cookie }) => ({ path, validToken, cookie }))).toEqual([
      { path: `${REPO}/contents/src/content`, validToken: true, cookie: null },
      { path: '/graphql', validToken: true, cookie: null },
    ]);
    expect(asked.every((request) => request.userAgent !== null)).toBe(true);
  });

  it('gives GitHub’s 401 back for an expired token, so the editor signs in again', async () => {
    const response = await api(`${EDITOR_REST_ROOT}${REPO}/branches/main`, 'ghs_expired');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Bad credentials' });
  });

  it('reaches no other repository or address of GitHub, and nobody Access did not let in', async () => {
    const token = await newToken();
    const asked = await apiDuring(async () => {
      for (const path of [`${EDITOR_REST_ROOT}/repos/${OWNER_NAME}/another/contents`, `${EDITOR_REST_ROOT}/repos/${OWNER_NAME}/${REPOSITORY}-fork/contents`, `${EDITOR_REST_ROOT}/orgs/${OWNER_NAME}/repos`, `${EDITOR_REST_ROOT}/app`]) {
        expect((await api(path, token)).status).toBe(404);
      }
      const outsider = await fetchFrom('203.0.113.9', `https://www.sillage-communication.fr${EDITOR_REST_ROOT}${REPO}/contents`, { headers: { authorization: `token ${token}` } }, { ...appEnv(), DESK_LOCAL_EMAIL: undefined });
      expect(outsider.status).toBe(404);
    });
    expect(asked).toEqual([]);
  });

  it('answers 503 in French when GitHub cannot be reached', async () => {
    const response = await api(`${EDITOR_REST_ROOT}${REPO}/contents`, 'ghs_any', {}, appEnv({ GITHUB_API_URL: 'http://127.0.0.1:9' }));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: deskText('editorToken.unavailable') });
  });
});

describe('the editor’s backend settings', () => {
  it('lead, as the editor builds its addresses from them, to the desk’s sign-in window and its way to GitHub', async () => {
    const { backend } = editorPublishing(DESK_ORIGIN, APP.repository);
    // Sveltia CMS: the sign-in popup at `${base_url}/${auth_endpoint}?provider=github&…`; the REST API at `${api_root}/api/v3` for any root but GitHub's.
    const window = await fetchFrom('127.0.0.1', `${backend.base_url}/${backend.auth_endpoint}?provider=github&site_id=localhost&scope=repo,user`, {}, appEnv());
    expect(window.status).toBe(200);
    expect(await window.text()).toContain(CLIENT_ASSETS.editorSignIn.src);
    const user = await fetchFrom('127.0.0.1', `${backend.api_root}/api/v3/user`, {}, appEnv());
    expect(await user.json()).toMatchObject({ login: 'owner@example.com' });
  });
});
