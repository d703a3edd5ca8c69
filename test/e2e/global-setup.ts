import { spawn, type ChildProcess } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { freePort } from './free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: ChildProcess | undefined;

/**
 * Starts `wrangler dev` (as a developer would) on a free loopback port for all
 * browser tests. SITE_URL is that origin, as on a real deployment, so canonical,
 * alternate and sitemap links point to the server under test.
 */
export async function setup(project: TestProject): Promise<void> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const args = ['wrangler', 'dev', '--ip', '127.0.0.1', '--port', String(port), '--var', `SITE_URL:${origin}`];
  server = spawn('npx', [...args, '--show-interactive-dev-session=false'], {
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
  project.provide('baseUrl', origin);
}

export async function teardown(): Promise<void> {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
}
