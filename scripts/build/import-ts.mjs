// Runs the build's TypeScript modules (the content build, the pre-renderer,
// the static headers, the icon names) in Node.
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

// An error thrown in a module run this way names the line of src/ or scripts/
// it comes from, not a line of the bundle below node_modules/.cache: each
// bundle carries its source map, which Node reads once this is on.
process.setSourceMapsEnabled(true);

/**
 * Runs a TypeScript module of the repository in Node: bundled into
 * node_modules/.cache/build, from where it imports its packages (or, with
 * other esbuild `options`, with them inside), and imported afresh.
 * @param {string} entry the module's path from the project's root
 * @param {esbuild.BuildOptions} [options]
 */
export async function importTs(entry, options = { packages: 'external' }) {
  const outfile = join('node_modules', '.cache', 'build', basename(entry).replace(/\.tsx?$/, '.mjs'));
  await esbuild.build({ entryPoints: [entry], bundle: true, format: 'esm', platform: 'node', outfile, sourcemap: 'inline', logLevel: 'warning', ...options });
  return import(`${pathToFileURL(resolve(outfile)).href}?${Date.now()}`);
}
