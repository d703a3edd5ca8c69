import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { WRANGLER_ENV } from '../../scripts/operations/dev-server.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** The port README.md#two-commands promises `npm run dev` serves on. */
const PORT = 8787;
/** Long enough for wrangler to build and start on a busy machine; a run still going by then has not stopped. */
const LIMIT_MS = 90_000;

/** Takes 127.0.0.1:`port`; resolves to nothing when something else holds it already (it is taken all the same). */
function occupy(port: number): Promise<Server | undefined> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve(undefined) : reject(error)));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** Runs `npm run dev` until it exits, or until it is ready or the limit passes (then it is stopped and `code` is null). */
function runDev(): Promise<{ code: number | null; output: string }> {
  const child = spawn('npm', ['run', 'dev'], { cwd: root, env: WRANGLER_ENV, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  return new Promise((resolve) => {
    let done = false;
    const finish = (code: number | null) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      if (code === null) process.kill(-child.pid!, 'SIGTERM');
      resolve({ code, output });
    };
    const timer = setTimeout(() => finish(null), LIMIT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Ready on')) finish(null);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => finish(code ?? 1));
  });
}

it(`npm run dev stops with a clear message when port ${PORT} is taken, rather than serving elsewhere`, async () => {
  const blocker = await occupy(PORT);
  try {
    const { code, output } = await runDev();
    expect(output).not.toContain('Ready on');
    // Wrangler says it as "Address already in use (localhost:8787)", or passes on workerd's
    // "Address already in use; toString() = 127.0.0.1:8787" when its watcher restarted the build first.
    expect(output).toMatch(new RegExp(`Address already in use[^\\n]*:${PORT}\\b`));
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
  } finally {
    blocker?.close();
  }
}, LIMIT_MS + 30_000);
