import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

describe("the bindings' types", () => {
  // src/worker-configuration.d.ts is what `npm run types` (wrangler types) makes of
  // wrangler.toml: a binding added, renamed or removed there and not here fails.
  it('are the ones wrangler generates from wrangler.toml', async () => {
    const checked = await run('npm', ['run', '--silent', 'types', '--', '--check'], { encoding: 'utf8' }).catch((error: { stdout: string; stderr: string }) => error);
    expect(`${checked.stdout}\n${checked.stderr}`, 'run `npm run types` after changing wrangler.toml').toContain('Types at src/worker-configuration.d.ts are up to date');
  }, 120_000);
});
