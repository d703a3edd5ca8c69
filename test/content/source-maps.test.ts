import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * The build runs its TypeScript (the content build, the pre-renderer) as
 * bundles in node_modules/.cache/build: an error thrown there must name the
 * source file and line, as a page component failing in the pre-renderer
 * does. Run in a Node of its own, as build.mjs runs, outside Vitest's module
 * loader (which maps stacks by itself).
 */
describe("the build's TypeScript modules", () => {
  it('report errors at the line of their source file', () => {
    const program = `
      import { importTs } from './scripts/build/import-ts.mjs';
      const { render } = await importTs('test/content/fixtures/throwing-page.tsx');
      try { render(); } catch (error) { console.log(error.stack); }
    `;
    const run = spawnSync(process.execPath, ['--input-type=module', '--eval', program], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('Error: a page that cannot render');
    expect(run.stdout).toMatch(/at ThrowingPage \(\S*test\/content\/fixtures\/throwing-page\.tsx:6:9\)/);
    expect(run.stdout).not.toContain('node_modules/.cache');
  });
});
