import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';

/** A private key in JWK form, with the key id Hono's `sign` writes into the token's header. */
export type SigningKey = JsonWebKey & { kid: string; alg: 'RS256' };

/** The keys the desk's access tests sign tokens with. */
export type AccessSigningKeys = {
  /** Published by the stand-in from the start. */
  primary: SigningKey;
  /** Published once a test says so (POST /__serve): a key Access rotated to. */
  next: SigningKey;
  /** Never published, with the primary key's id: a forger's. */
  impostor: SigningKey;
};

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the stand-in for an Access team (http://127.0.0.1:<port>). */
    accessCertsOrigin: string;
    accessSigningKeys: AccessSigningKeys;
  }
}

/** What the stand-in publishes: the ids of the keys served, or an error status, or any other answer (`body`) instead of the keys. */
type Served = { kids: string[]; status: number; body?: unknown };

const DEFAULT_SERVED: Served = { kids: ['access-key-1'], status: 200 };

/** An RS256 key pair as Access makes them: its public half as the certs list it, its private half for the tests to sign with. */
async function keyPair(kid: string): Promise<{ publicJwk: JsonWebKey; privateJwk: SigningKey }> {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['sign', 'verify'],
  );
  const { kty, n, e } = await crypto.subtle.exportKey('jwk', pair.publicKey);
  const privateJwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
  return { publicJwk: { kid, kty, alg: 'RS256', use: 'sig', n, e } as JsonWebKey, privateJwk: { ...privateJwk, kid, alg: 'RS256' } };
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
}

function answerJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * A stand-in for an Access team's certs address, on a free loopback port, for
 * test/worker/desk-access.test.ts: the Worker fetches the keys from it for
 * real (workerd's outbound fetch reaches 127.0.0.1). Besides
 * `/cdn-cgi/access/certs`, it answers the tests' own requests: GET /__fetches
 * (how many times the certs were fetched) and POST /__serve (what they list
 * from then on, or an error status), so the tests see the key cache at work.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const primary = await keyPair('access-key-1');
  const next = await keyPair('access-key-2');
  const impostor = await keyPair('access-key-1');
  const published = new Map([primary, next].map((pair) => [pair.privateJwk.kid, pair.publicJwk]));
  let served = DEFAULT_SERVED;
  let fetches = 0;

  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    if (request.method === 'GET' && path === '/cdn-cgi/access/certs') {
      fetches += 1;
      if (served.status !== 200) return answerJson(response, served.status, { error: 'stand-in failure' });
      if (served.body !== undefined) return answerJson(response, 200, served.body);
      const keys = served.kids.map((kid) => published.get(kid));
      // Access lists the keys again as certificates; the Worker reads `keys` only.
      return answerJson(response, 200, { keys, public_cert: { kid: served.kids[0], cert: '-----BEGIN CERTIFICATE-----' }, public_certs: [] });
    }
    if (request.method === 'GET' && path === '/__fetches') return answerJson(response, 200, { fetches });
    if (request.method === 'POST' && path === '/__serve') {
      const body = await readBody(request);
      served = body === '' ? DEFAULT_SERVED : { ...DEFAULT_SERVED, ...(JSON.parse(body) as Partial<Served>) };
      return answerJson(response, 200, served);
    }
    answerJson(response, 404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  project.provide('accessCertsOrigin', `http://127.0.0.1:${port}`);
  project.provide('accessSigningKeys', { primary: primary.privateJwk, next: next.privateJwk, impostor: impostor.privateJwk });
  return () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}
