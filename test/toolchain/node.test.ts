import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { major, satisfies } from 'semver';
import { describe, expect, it } from 'vitest';

// The machine ships an older Node; the project brings its own as the `node`
// dev dependency (node_modules/.bin/node), which npm scripts and npx put first
// on PATH. docs/developing.md#toolchain.
const root = fileURLToPath(new URL('../../', import.meta.url));
const readJson = (path: string) => JSON.parse(readFileSync(root + path, 'utf8'));

/** The version of Node the project installs: the `node` package is a release of Node itself. */
const projectNode = `v${readJson('node_modules/node/package.json').version as string}`;

interface LockedPackage {
  version?: string;
  optional?: boolean;
  engines?: { node?: string } | string[];
}

describe("the project's own Node", () => {
  it('runs the tests, and is Node 22 or later', () => {
    console.log(`Node ${process.version} (${process.execPath}); the machine's: ${machineNode() ?? 'none found'}`);
    expect(major(process.version)).toBeGreaterThanOrEqual(22);
    expect(process.version).toBe(projectNode);
  });

  it('is the `node` that scripts and the tools they start find on PATH', () => {
    // build.mjs, wrangler, vitest and npx are all started as `node …` or through `#!/usr/bin/env node`.
    const started = execFileSync('node', ['-p', 'process.version'], { encoding: 'utf8' }).trim();
    expect(started).toBe(projectNode);
  });

  it("satisfies the engines of every package installed (npm install checks them against the machine's Node instead)", () => {
    const { packages } = readJson('package-lock.json') as { packages: Record<string, LockedPackage> };
    const refusing = Object.entries(packages)
      .filter(([path]) => path !== '' && existsSync(root + path))
      .flatMap(([path, locked]) => {
        const range = Array.isArray(locked.engines) ? undefined : locked.engines?.node;
        return range && !satisfies(process.version, range) ? [`${path}@${locked.version}: node ${range}`] : [];
      });
    expect(refusing).toEqual([]);
    // The check reads real ranges: wrangler's, for one, asks for Node 22 or later.
    expect(packages['node_modules/wrangler']?.engines).toMatchObject({ node: expect.stringMatching(/>=\s*22/) });
  });
});

/** The machine's own Node, outside the project (for the log line only). */
function machineNode(): string | undefined {
  const path = (process.env.PATH ?? '').split(':').filter((dir) => !dir.includes('node_modules')).join(':');
  try {
    return execFileSync('node', ['-p', 'process.version'], { encoding: 'utf8', env: { ...process.env, PATH: path } }).trim();
  } catch {
    return undefined;
  }
}
