import { generateKeyPairSync, randomBytes, verify, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';

/** The site's GitHub App as the stand-in knows it, and the keys the tests give the Worker. */
export type GitHubAppFixture = {
  appId: string;
  /** The installation that holds the repository. */
  installationId: string;
  /** An installation the stand-in answers with GitHub's own 503. */
  failingInstallationId: string;
  /** `owner/name`, the one repository of the installation. */
  repository: string;
  /** The App's private key as GitHub hands it out (PKCS#1 PEM), and the same key as PKCS#8. */
  privateKeyPkcs1: string;
  privateKeyPkcs8: string;
  /** A key of no App the stand-in knows. */
  impostorKey: string;
};

/** What the stand-in received on the token address: the JWT's claims (once its signature checked), the body, the headers GitHub asks for. */
export type TokenRequest = { installation: string; claims: Record<string, unknown> | null; body: unknown; accept: string | null; apiVersion: string | null };

/** What the stand-in's API received from the desk's way to GitHub. */
export type ApiRequest = { method: string; path: string; search: string; body: string; validToken: boolean; userAgent: string | string[] | null; cookie: string | null };

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the stand-in for GitHub's REST API (http://127.0.0.1:<port>). */
    githubApiOrigin: string;
    githubApp: GitHubAppFixture;
  }
}

/** What GitHub lets the App ask for: its permissions as granted at its installation. */
const GRANTED: Record<string, 'read' | 'write'> = { contents: 'write', pull_requests: 'write', checks: 'read', statuses: 'read', metadata: 'read' };
const LEVEL = { read: 1, write: 2 } as const;

const DOCS = 'https://docs.github.com/rest/apps/apps#create-an-installation-access-token-for-an-app';

function answerJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/** An error as GitHub's API writes it. */
const gitHubError = (response: ServerResponse, status: number, message: string) => answerJson(response, status, { message, documentation_url: DOCS, status: String(status) });

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
}

const base64url = (part: string) => Buffer.from(part, 'base64url');

/**
 * The App's JWT checked as GitHub checks it: RS256, signed with the App's
 * key, issued in the past (a minute of drift allowed), expiring in the
 * future and within 10 minutes, issued by the App. The claims, or GitHub's
 * message for the first rule broken.
 */
function checkJwt(authorization: string | undefined, publicKey: KeyObject, appId: string): { claims: Record<string, unknown> } | { refused: string } {
  const jwt = /^Bearer ([\w-]+)\.([\w-]+)\.([\w-]+)$/.exec(authorization ?? '');
  if (!jwt) return { refused: 'A JSON web token could not be decoded' };
  const [, header, payload, signature] = jwt as unknown as [string, string, string, string];
  let claims: Record<string, unknown>;
  try {
    if ((JSON.parse(base64url(header).toString()) as { alg?: unknown }).alg !== 'RS256') return { refused: 'A JSON web token could not be decoded' };
    claims = JSON.parse(base64url(payload).toString()) as Record<string, unknown>;
  } catch {
    return { refused: 'A JSON web token could not be decoded' };
  }
  if (!verify('sha256', Buffer.from(`${header}.${payload}`), publicKey, base64url(signature))) return { refused: 'A JSON web token could not be decoded' };
  const now = Math.floor(Date.now() / 1000);
  const { iat, exp, iss } = claims;
  if (typeof iat !== 'number' || !Number.isInteger(iat) || iat > now + 60) return { refused: "'Issued at' claim ('iat') must be an Integer representing a time in the past." };
  if (typeof exp !== 'number' || !Number.isInteger(exp) || exp <= now) return { refused: "'Expiration time' claim ('exp') must be a numeric value representing the future time at which the assertion expires." };
  if (exp - iat > 600 || exp > now + 600) return { refused: "'Expiration time' claim ('exp') is too far in the future." };
  if (String(iss) !== appId) return { refused: 'Integration not found' };
  return { claims };
}

/**
 * A stand-in for GitHub's REST API, on a free loopback port, for
 * test/worker/editor-token.test.ts: the desk fetches it for real (workerd's
 * outbound fetch reaches 127.0.0.1). It answers
 * POST /app/installations/{id}/access_tokens as GitHub does: a 403 page
 * without a User-Agent; 401 with GitHub's message for a JWT not signed by
 * the App's key, or whose iat, exp or iss GitHub would refuse; 404 for an
 * installation it does not have; 422 for a repository outside the
 * installation or a permission the App was not granted; 503 for the failing
 * installation; and otherwise 201 with a new `ghs_` token valid one hour,
 * its permissions and repositories. GET /__requests lists what it received.
 * The browser tests start one too, for the editor's sign-in window (test/e2e/global-setup.ts).
 */
export async function startGitHubStandIn(): Promise<{ origin: string; fixture: GitHubAppFixture; close: () => Promise<void> }> {
  const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const impostor = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const fixture: GitHubAppFixture = {
    appId: '123456',
    installationId: '4242',
    failingInstallationId: '5030',
    repository: 'sillage-communication/site',
    privateKeyPkcs1: app.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
    privateKeyPkcs8: app.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    impostorKey: impostor.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
  };
  const [owner, name] = fixture.repository.split('/') as [string, string];
  const requests: TokenRequest[] = [];
  /** The tokens it issued, which its API then accepts; and the API requests it received, with the token's validity. */
  const issued = new Set<string>();
  const apiRequests: ApiRequest[] = [];
  let origin = '';

  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    if (request.method === 'GET' && path === '/__requests') return answerJson(response, 200, requests);
    if (request.method === 'GET' && path === '/__api-requests') return answerJson(response, 200, apiRequests);
    if (path === '/user' || path === '/graphql' || path.startsWith('/repos/')) return answerApi(request, response);
    const tokenAddress = /^\/app\/installations\/(\d+)\/access_tokens$/.exec(path);
    if (request.method !== 'POST' || !tokenAddress) return gitHubError(response, 404, 'Not Found');
    const installation = tokenAddress[1]!;
    const text = await readBody(request);
    const checked = checkJwt(request.headers.authorization, app.publicKey, fixture.appId);
    let body: unknown = null;
    try {
      body = text === '' ? {} : JSON.parse(text);
    } catch {
      body = text;
    }
    requests.push({ installation, claims: 'claims' in checked ? checked.claims : null, body, accept: request.headers.accept ?? null, apiVersion: (request.headers['x-github-api-version'] as string | undefined) ?? null });

    if (!request.headers['user-agent']) {
      response.writeHead(403, { 'content-type': 'text/plain' });
      return response.end('Request forbidden by administrative rules. Please make sure your request has a User-Agent header.');
    }
    if ('refused' in checked) return gitHubError(response, 401, checked.refused);
    if (installation === fixture.failingInstallationId) {
      response.writeHead(503, { 'content-type': 'text/html' });
      return response.end('<!DOCTYPE html><title>Unicorn! · GitHub</title><p>No server is currently available to service your request.</p>');
    }
    if (installation !== fixture.installationId) return gitHubError(response, 404, 'Not Found');
    if (typeof body !== 'object' || body === null) return gitHubError(response, 400, 'Problems parsing JSON');
    const { repositories = [name], permissions = GRANTED } = body as { repositories?: unknown; permissions?: Record<string, string> };
    if (!Array.isArray(repositories) || repositories.some((repository) => repository !== name)) {
      return gitHubError(response, 422, 'There is at least one repository that does not exist or is not accessible to the parent installation.');
    }
    const beyondGrant = Object.entries(permissions).some(([scope, level]) => !(scope in GRANTED) || !(level in LEVEL) || LEVEL[level as keyof typeof LEVEL] > LEVEL[GRANTED[scope]!]);
    if (beyondGrant) return gitHubError(response, 422, 'The permissions requested are not granted to this installation.');
    const expiresAt = new Date(Math.floor(Date.now() / 1000) * 1000 + 3_600_000).toISOString().replace('.000Z', 'Z');
    const token = `ghs_${randomBytes(27).toString('base64url').slice(0, 36)}`;
    issued.add(token);
    answerJson(response, 201, {
      token,
      expires_at: expiresAt,
      permissions: { ...permissions, metadata: 'read' },
      repository_selection: 'selected',
      repositories: [{ id: 1296269, name, full_name: `${owner}/${name}`, private: true }],
    });
  });
  /**
   * The API as an installation token gets it: 401 "Bad credentials" for a
   * token it did not issue, 403 on /user (an App's token is no person's),
   * and for the repository's addresses and GraphQL an echo of the request
   * with a next page's link, as GitHub paginates.
   */
  async function answerApi(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const body = await readBody(request);
    const token = /^(?:token|Bearer) (\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    apiRequests.push({ method: request.method ?? '', path: url.pathname, search: url.search, body, validToken: issued.has(token), userAgent: request.headers['user-agent'] ?? null, cookie: request.headers.cookie ?? null });
    if (!issued.has(token)) return gitHubError(response, 401, 'Bad credentials');
    if (url.pathname === '/user') return gitHubError(response, 403, 'Resource not accessible by integration');
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', etag: '"echo"', link: `<${origin}${url.pathname}?page=2>; rel="next"`, 'set-cookie': 'stand-in=1' });
    response.end(JSON.stringify({ method: request.method, path: url.pathname, search: url.search, body }));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  const close = () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  return { origin, fixture, close };
}

/** The stand-in for the worker tests (vitest.config.ts), its origin and the App's fixture provided to them. */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { origin, fixture, close } = await startGitHubStandIn();
  project.provide('githubApiOrigin', origin);
  project.provide('githubApp', fixture);
  return close;
}
