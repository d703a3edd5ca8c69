import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

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

/**
 * Starts `wrangler dev` on 127.0.0.1 and a free port, as a developer would,
 * and resolves once it is ready. `stop()` ends it and its children.
 */
export async function startDevServer({ vars = {} } = {}) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const varArgs = Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value.replace('{origin}', origin)}`]);
  const child = spawn('npx', ['wrangler', 'dev', '--ip', '127.0.0.1', '--port', String(port), '--show-interactive-dev-session=false', ...varArgs], {
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`wrangler dev did not start:\n${output}`)), 90_000);
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
  return { origin, stop: () => process.kill(-child.pid, 'SIGTERM') };
}
