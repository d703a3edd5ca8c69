import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** A port nobody listens on, chosen by the system. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

let server: ChildProcess | undefined;
let state: string | undefined;

const WRANGLER_ENV = { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' };

/**
 * Starts `wrangler dev` (as `npm run dev` does: D1 migrations applied first)
 * on a free loopback port for all browser tests, with a local database of its
 * own, so runs start empty and leave the developer's database alone.
 */
export async function setup(project: TestProject): Promise<void> {
  state = mkdtempSync(join(tmpdir(), 'sillage-e2e-'));
  const migrate = spawnSync('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state], {
    env: WRANGLER_ENV,
    encoding: 'utf8',
  });
  if (migrate.status !== 0) throw new Error(`D1 migrations failed:\n${migrate.stdout}${migrate.stderr}`);
  const port = await freePort();
  const args = ['wrangler', 'dev', '--ip', '127.0.0.1', '--port', String(port), '--persist-to', state, '--show-interactive-dev-session=false'];
  server = spawn('npx', args, {
    env: WRANGLER_ENV,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`wrangler dev did not start:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Ready on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    server!.stdout!.on('data', onData);
    server!.stderr!.on('data', onData);
    server!.on('exit', (code) => reject(new Error(`wrangler dev exited with ${code}:\n${output}`)));
  });
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
}

export async function teardown(): Promise<void> {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  if (state) rmSync(state, { recursive: true, force: true });
}
