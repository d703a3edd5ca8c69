import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addressProblem,
  consumerMediatorProblem,
  EXAMPLE_ADDRESS,
  EXAMPLE_CONSUMER_MEDIATOR,
  EXAMPLE_REGISTRATION,
  EXAMPLE_SIRET,
  EXAMPLE_VAT_NUMBER,
  legalIdentifierProblems,
  registrationProblem,
  registrationText,
  siretProblem,
  siretText,
  VAT_FRANCHISE,
  vatNumberOf,
  vatNumberProblem,
  vatNumberText,
} from '../../src/facts/legal-identifiers';

// `npm run deploy` as an operator runs it, in a copy of the project made of
// what it reads before reaching Cloudflare (package.json, the guard, the
// facts and the units they measure in), its packages linked: the copy's legal
// identifiers are each test's own.
const root = fileURLToPath(new URL('../../', import.meta.url));
let project: string;

beforeEach(async () => {
  project = await mkdtemp(join(tmpdir(), 'deploy-'));
  for (const path of ['package.json', 'scripts/operations/check-deployable.mjs', 'scripts/build/import-ts.mjs', 'src/facts', 'src/languages/units.ts']) {
    await cp(join(root, path), join(project, path), { recursive: true });
  }
  await symlink(join(root, 'node_modules'), join(project, 'node_modules'));
});
afterEach(() => rm(project, { recursive: true, force: true }));

/** INSEE's own example of a SIRET, whose checksums hold, and a registration, an address and a VAT number that go with it; a consumer mediator's details as the registers of mediators show them. */
const REAL = {
  siret: '73282932000074',
  registration: 'RCS Périgueux 732829320',
  address: '8 rue des Tilleuls, 24000 Périgueux',
  vatNumber: 'FR44732829320',
  consumerMediator: 'CM2C, 49 rue de Ponthieu, 75008 Paris, www.cm2c.net',
};

/** Writes the legal identifiers `values` as the copy's facts, in place of what src/facts/facts.ts holds. */
async function setFacts(values: Partial<typeof REAL>): Promise<void> {
  const file = join(project, 'src/facts/facts.ts');
  let facts = await readFile(file, 'utf8');
  for (const [name, value] of Object.entries(values)) {
    const changed = facts.replace(new RegExp(`^ {2}${name}: .*,$`, 'm'), `  ${name}: ${JSON.stringify(value)},`);
    expect(changed, `facts.ts states ${name} on a line of its own`).not.toBe(facts);
    facts = changed;
  }
  await writeFile(file, facts);
}

const run = (command: string, args: string[]) =>
  spawnSync(command, args, { cwd: project, encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_API_TOKEN: '' }, timeout: 60_000 });

/** `npm run deploy` in the copy, which must stop before wrangler with `problems` in its message. */
function expectRefused(...problems: string[]): void {
  const deploy = run('npm', ['run', 'deploy']);
  expect(deploy.status).toBe(1);
  expect(deploy.stderr).toContain("Not deployed: the legal pages would publish identifiers that are not the agency's. In src/facts/facts.ts:");
  for (const problem of problems) expect(deploy.stderr).toContain(problem);
  // wrangler prints its banner first thing: it never started.
  expect(deploy.stdout + deploy.stderr).not.toMatch(/⛅️ wrangler|Migrations/);
}

describe('npm run deploy', () => {
  it('refuses to deploy while the legal identifiers are the example values, naming each, before wrangler runs', async () => {
    // The facts as committed.
    expectRefused(
      `- "siret": ${EXAMPLE_SIRET} is the example value`,
      `- "registration": ${EXAMPLE_REGISTRATION} is the example value`,
      `- "address": "${EXAMPLE_ADDRESS}" is the example value`,
      `- "vatNumber": ${EXAMPLE_VAT_NUMBER} is the example value`,
      `- "consumerMediator": "${EXAMPLE_CONSUMER_MEDIATOR}" is the example value`,
    );
  });

  it('refuses the example registration and address once the SIRET is the agency’s', async () => {
    await setFacts({ siret: REAL.siret });
    expectRefused(`- "registration": ${EXAMPLE_REGISTRATION} is the example value`, `- "address": "${EXAMPLE_ADDRESS}" is the example value`);
  });

  it('refuses a SIRET with a wrong digit or of the wrong length', async () => {
    await setFacts({ ...REAL, siret: '73282932000075' });
    expectRefused('"siret": 73282932000075 fails the SIREN and SIRET checksum: a digit is wrong');
    await setFacts({ siret: '732 829 320' });
    expectRefused('"siret": "732 829 320" is not a SIRET: fourteen digits, without spaces');
  });

  it('refuses a registration that is not the SIRET’s business, or not a register and a number', async () => {
    await setFacts({ ...REAL, registration: 'RCS Périgueux 111111118' });
    expectRefused('"registration": 111111118 is not the SIREN of the SIRET 73282932000074 (its first nine digits, 732829320)');
    await setFacts({ registration: 'Périgueux B 732 829 320' });
    expectRefused('"registration": "Périgueux B 732 829 320" is not a registration');
  });

  it('refuses an address without its postcode and town', async () => {
    await setFacts({ ...REAL, address: '8 rue des Tilleuls' });
    expectRefused('"address": "8 rue des Tilleuls" is not a postal address');
  });

  it('refuses a VAT number that is not the SIRET’s business’s, or not a VAT number nor the franchise', async () => {
    await setFacts({ ...REAL, vatNumber: 'FR45732829320' });
    expectRefused('"vatNumber": FR45732829320 is not the VAT number of the SIRET 73282932000074\'s business (FR44732829320)');
    await setFacts({ vatNumber: 'FR 44 732 829 320' });
    expectRefused('"vatNumber": "FR 44 732 829 320" is not a French VAT number');
  });

  it('refuses a consumer mediator given without the web address where a consumer files a claim', async () => {
    await setFacts({ ...REAL, consumerMediator: 'CM2C' });
    expectRefused('"consumerMediator": "CM2C" does not give the mediator\'s details');
  });

  it('lets the agency’s own identifiers through to wrangler', async () => {
    await setFacts(REAL);
    const guard = run(join('node_modules', '.bin', 'node'), ['scripts/operations/check-deployable.mjs']);
    expect(guard.status, guard.stderr).toBe(0);
    expect(guard.stdout).toContain('Legal identifiers: SIRET 73282932000074, RCS Périgueux 732829320, 8 rue des Tilleuls, 24000 Périgueux, VAT FR44732829320, mediator CM2C, 49 rue de Ponthieu, 75008 Paris, www.cm2c.net, ready to publish.');
    const script = JSON.parse(await readFile(join(project, 'package.json'), 'utf8')).scripts.deploy as string;
    expect(script.split(' && ')[0]).toBe('node scripts/operations/check-deployable.mjs');
  });
});

describe('the legal identifiers', () => {
  it('are published as the registers write them: the SIRET in groups, the VAT number and the registration from its SIREN', () => {
    expect(legalIdentifierProblems(REAL)).toEqual([]);
    expect(siretText('73282932000074')).toBe('732\u00a0829\u00a0320\u00a000074');
    // The VAT number the tax office gives SIREN 732 829 320, as its registers show it.
    expect(vatNumberOf('73282932000074')).toBe('FR44732829320');
    expect(vatNumberText('FR44732829320').replace(/\u00a0/g, ' ')).toBe('FR 44 732 829 320');
    expect(registrationText('RCS Périgueux 732829320')).toBe('RCS Périgueux\u00a0732\u00a0829\u00a0320');
    expect(registrationText('RNE 732829320')).toBe('RNE\u00a0732\u00a0829\u00a0320');
  });

  it('accept either register, a registry town of several words, and an address of several lines written on one', () => {
    expect(siretProblem(REAL.siret)).toBeNull();
    for (const registration of ['RNE 732829320', 'RCS Périgueux 732829320', 'RCS Saint-Jean-de-Luz 732829320', 'RCS Mont-de-Marsan 732829320']) {
      expect(registrationProblem(registration, REAL.siret), registration).toBeNull();
    }
    for (const address of ['8 rue des Tilleuls, 24000 Périgueux', 'Bâtiment B, 8 allée d’Aquitaine, 64200 Biarritz', 'BP 12, 24000 Périgueux Cedex']) {
      expect(addressProblem(address), address).toBeNull();
    }
    expect(vatNumberProblem(VAT_FRANCHISE, REAL.siret), 'a business under the VAT franchise has no number').toBeNull();
    for (const mediator of [REAL.consumerMediator, 'Médiateur X, BP 12, 64200 Biarritz, https://www.mediateur-x.fr/saisir']) expect(consumerMediatorProblem(mediator), mediator).toBeNull();
    expect(registrationProblem('RCS 732829320', REAL.siret)).toMatch(/is not a registration/);
    expect(addressProblem('24000 Périgueux')).toMatch(/is not a postal address/);
  });
});
