// One entry bundled into a single ES module for workerd, resolved as wrangler
// resolves the Worker (the "workerd" export conditions) with React's
// production build: for the benchmark's Workers and the page-cache tests,
// which run a Worker in Miniflare without wrangler.
import * as esbuild from 'esbuild';

/**
 * @param {string} entry the entry file, relative to `root`
 * @param {{ root?: string, alias?: Record<string, string>, minify?: boolean }} options
 * @returns {Promise<string>} the module's text
 */
export async function bundleForWorkerd(entry, { root = process.cwd(), alias = {}, minify = false } = {}) {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    define: { 'process.env.NODE_ENV': '"production"' },
    alias,
    minify,
    // The runtime's own modules (cloudflare:email, for the booking's invitations) are workerd's to resolve.
    external: ['cloudflare:*'],
    logLevel: 'warning',
  });
  return result.outputFiles[0].text;
}
