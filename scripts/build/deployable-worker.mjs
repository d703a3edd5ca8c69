// The Worker as it would be deployed, for the cold-path benchmark, the
// cold-start profile and the page-cache tests: the modules `wrangler deploy
// --dry-run` writes, and the Miniflare options wrangler itself derives from
// wrangler.toml (the same translation `wrangler dev` and the worker tests
// use), so the bindings measured are the deployed ones and follow any change
// of wrangler.toml.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, extname, join, relative, resolve, sep } from 'node:path';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';

// Without NODE_ENV, as an operator's shell runs `npm run deploy`: wrangler
// bundles for production then, and Vitest, which runs the budget's scaled
// check, sets it to "test" (React's development build, 22 KiB more gzipped).
const { NODE_ENV, ...shellEnv } = process.env;
const WRANGLER_ENV = { ...shellEnv, WRANGLER_SEND_METRICS: 'false', CI: 'true' };

/** Miniflare's module type for each kind of file wrangler may write next to the main module. */
const MODULE_TYPES = { '.js': 'ESModule', '.mjs': 'ESModule', '.cjs': 'CommonJS', '.wasm': 'CompiledWasm', '.txt': 'Text', '.html': 'Text', '.bin': 'Data' };
/** What the dry run writes that is not uploaded as a module. */
const NOT_MODULES = new Set(['.map', '.md']);

/**
 * Builds the deployable bundle with `wrangler deploy --dry-run` (which runs
 * `node build.mjs` first, as a deployment does) into a temporary folder, and
 * reads every module it wrote, the main one first, named by its path relative
 * to that folder as the upload names it: the bundle may be split into modules
 * imported lazily. `remove()` deletes the folder. `root` is the project's
 * folder (another one for the benchmark's copy of the site with more articles).
 */
export async function dryRunBundle(root = process.cwd()) {
  const outdir = await mkdtemp(join(tmpdir(), 'sillage-dry-run-'));
  try {
    execFileSync('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', outdir], { cwd: root, env: WRANGLER_ENV, stdio: 'pipe', encoding: 'utf8', maxBuffer: 64 * 2 ** 20 });
  } catch (error) {
    await rm(outdir, { recursive: true, force: true });
    throw new Error(`wrangler deploy --dry-run failed:\n${error.stdout}${error.stderr}`);
  }
  const { main } = unstable_getMiniflareWorkerOptions(resolve(root, 'wrangler.toml'));
  const mainName = `${basename(main, extname(main))}.js`;
  const modules = [];
  for (const entry of await readdir(outdir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || NOT_MODULES.has(extname(entry.name))) continue;
    const path = join(entry.parentPath, entry.name);
    const type = MODULE_TYPES[extname(entry.name)];
    if (!type) throw new Error(`Unknown kind of module in the dry run's output: ${path}`);
    modules.push({ type, path: relative(outdir, path).split(sep).join('/'), contents: await readFile(path) });
  }
  const mainModule = modules.find((module) => module.path === mainName);
  if (!mainModule) throw new Error(`No ${mainName} in the dry run's output: ${modules.map((module) => module.path).join(', ')}`);
  modules.sort((a, b) => (a === mainModule ? -1 : b === mainModule ? 1 : a.path.localeCompare(b.path)));
  return { outdir, modules, remove: () => rm(outdir, { recursive: true, force: true }) };
}

/**
 * Miniflare's options for the Worker of wrangler.toml (bindings, static
 * assets, compatibility date and flags) without its script: pass `modules`
 * (with `modulesRoot`) or `script` to run any Worker with exactly these
 * bindings. `root` is the project's folder, as for `dryRunBundle`.
 */
export function wranglerWorkerOptions(root = process.cwd()) {
  // wrangler types these options as Miniflare's without their source, an Omit<>
  // over a type with an index signature that keeps none of the named fields.
  const options = /** @type {import('miniflare').V4WorkerOptionsShape} */ (unstable_getMiniflareWorkerOptions(resolve(root, 'wrangler.toml')).workerOptions);
  // wrangler.toml's module rules type the files its bundler finds; the modules
  // given to Miniflare here are typed already, and Miniflare 5 refuses the rules.
  const { modulesRules, ...withoutRules } = options;
  return withoutRules;
}
