import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EXAMPLE_SIRET, siretProblem, siretText, vatNumberText } from '../../src/facts/legal-identifiers';

// `npm run deploy` as an operator runs it, in a copy of the project made of
// what it reads before reaching Cloudflare (package.json, the guard, the
// facts), its packages linked: the copy's SIRET is each test's own.
const root = fileURLToPath(new URL('../../', import.meta.url));
let project: string;

beforeEach(async () => {
  project = await mkdtemp(join(tmpdir(), 'deploy-'));
  for (const path of ['package.json', 'scripts/operations/check-deployable.mjs', 'scripts/build/import-ts.mjs', 'src/facts']) {
    await cp(join(root, path), join(project, path), { recursive: true });
  }
  await symlink(join(root, 'node_modules'), join(project, 'node_modules'));
});
afterEach(() => rm(project, { recursive: true, force: true }));

/** Writes `siret` as the copy's fact, in place of what src/facts/facts.ts holds. */
async function setSiret(siret: string): Promise<void> {
  const file = join(project, 'src/facts/facts.ts');
  const facts = await readFile(file, 'utf8');
  const changed = facts.replace(/^ {2}siret: .*,$/m, `  siret: '${siret}',`);
  expect(changed, 'facts.ts states siret on a line of its own').not.toBe(facts);
  await writeFile(file, changed);
}

const run = (command: string, args: string[]) =>
  spawnSync(command, args, { cwd: project, encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_API_TOKEN: '' }, timeout: 60_000 });

describe('npm run deploy', () => {
  it('refuses to deploy while the SIRET is the example value, before wrangler runs', async () => {
    await setSiret(EXAMPLE_SIRET);
    const deploy = run('npm', ['run', 'deploy']);
    expect(deploy.status).toBe(1);
    expect(deploy.stderr).toContain(`Not deployed: the legal notice would publish a SIRET that is not the agency's. src/facts/facts.ts, "siret": ${EXAMPLE_SIRET} is the example value`);
    // wrangler prints its banner first thing: it never started.
    expect(deploy.stdout + deploy.stderr).not.toMatch(/⛅️ wrangler|Migrations/);
  });

  it('refuses a SIRET with a wrong digit or of the wrong length', async () => {
    await setSiret('73282932000075');
    const wrongDigit = run('npm', ['run', 'deploy']);
    expect(wrongDigit.status).toBe(1);
    expect(wrongDigit.stderr).toContain('73282932000075 fails the SIREN and SIRET checksum: a digit is wrong');
    await setSiret('732 829 320');
    const tooShort = run('npm', ['run', 'deploy']);
    expect(tooShort.status).toBe(1);
    expect(tooShort.stderr).toContain('"732 829 320" is not a SIRET: fourteen digits, without spaces');
  });

  it('lets a real SIRET through to wrangler', async () => {
    // INSEE's own example of a SIRET, whose checksums hold.
    await setSiret('73282932000074');
    const guard = run(join('node_modules', '.bin', 'node'), ['scripts/operations/check-deployable.mjs']);
    expect(guard.status, guard.stderr).toBe(0);
    expect(guard.stdout).toContain('Legal identifiers: SIRET 73282932000074, ready to publish.');
    const script = JSON.parse(await readFile(join(project, 'package.json'), 'utf8')).scripts.deploy as string;
    expect(script.split(' && ')[0]).toBe('node scripts/operations/check-deployable.mjs');
  });
});

describe('the legal identifiers', () => {
  it('are published as the registers write them: the SIRET in groups, the VAT number derived from its SIREN', () => {
    expect(siretProblem('73282932000074')).toBeNull();
    expect(siretText('73282932000074')).toBe('732\u00a0829\u00a0320\u00a000074');
    // The VAT number the tax office gives SIREN 732 829 320, as its registers show it.
    expect(vatNumberText('73282932000074').replace(/\u00a0/g, ' ')).toBe('FR 44 732 829 320');
  });
});
