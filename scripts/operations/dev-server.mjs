import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A loopback port nobody listens on, chosen by the system. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Wrangler without telemetry or interactive prompts. */
export const WRANGLER_ENV = { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' };

/**
 * Starts `wrangler dev` on 127.0.0.1 and a free port, as `npm run dev` does
 * (D1 migrations applied first), with a local database of its own so runs
 * start empty and leave the developer's database alone. Resolves once it is
 * ready; `stop()` ends it and its children and removes its database. `cwd`
 * is the project to serve (a copy: scripts/operations/site-copy.mjs), which
 * wrangler builds first, as it does the working tree.
 */
export async function startDevServer({ vars = {}, cwd = process.cwd() } = {}) {
  const state = mkdtempSync(join(tmpdir(), 'sillage-dev-'));
  const migrate = spawnSync('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state], {
    cwd,
    env: WRANGLER_ENV,
    encoding: 'utf8',
  });
  if (migrate.status !== 0) throw new Error(`D1 migrations failed:\n${migrate.stdout}${migrate.stderr}`);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const varArgs = Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value.replace('{origin}', origin)}`]);
  const args = ['wrangler', 'dev', '--ip', '127.0.0.1', '--port', String(port), '--persist-to', state, '--show-interactive-dev-session=false'];
  const child = spawn('npx', [...args, ...varArgs], {
    cwd,
    env: WRANGLER_ENV,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`wrangler dev did not start:\n${output}`)), 180_000);
    const onData = (chunk) => {
      output += chunk;
      if (output.includes('Ready on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`wrangler dev exited with ${code}:\n${output}`)));
  });
  const stop = () => {
    process.kill(-child.pid, 'SIGTERM');
    rmSync(state, { recursive: true, force: true });
  };
  return { origin, stop };
}
