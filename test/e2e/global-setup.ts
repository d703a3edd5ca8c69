import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
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

/** Starts `wrangler dev` (as a developer would) on a free loopback port for all browser tests. */
export async function setup(project: TestProject): Promise<void> {
  const port = await freePort();
  server = spawn('npx', ['wrangler', 'dev', '--ip', '127.0.0.1', '--port', String(port), '--show-interactive-dev-session=false'], {
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
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
}
