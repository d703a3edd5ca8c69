import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Miniflare } from 'miniflare';
import { bundleForWorkerd } from '../../scripts/workerd-bundle.mjs';
import { BUILD_ID } from '../../src/generated/build';

const root = fileURLToPath(new URL('../../', import.meta.url));
const wranglerToml = await readFile(`${root}wrangler.toml`, 'utf8');
const setting = (name: string) => wranglerToml.match(new RegExp(`^${name} = "(.+)"$`, 'm'))![1]!;

/** The site origin of wrangler.toml, which the pages and their cache entries are built from. */
export const SITE_URL = setting('SITE_URL');

/** The build id of the next deployment: the same code, built again after a change. */
export const NEXT_BUILD_ID = 'next-deployment';


/**
 * One data centre in one workerd process (Miniflare): two workers running the
 * same bundle, so two isolates with their own memory, and a third running the
 * next deployment's bundle, all sharing the one `caches.default`. The cache is
 * also reachable from the test, to read and change what the isolates stored.
 */
export async function startDataCentre() {
  // src/generated must exist: `node build.mjs`.
  const script = await bundleForWorkerd('src/index.ts', { root });
  if (script.split(BUILD_ID).length !== 2) throw new Error(`Expected the build id ${BUILD_ID} once in the bundle`);
  const nextScript = script.replace(BUILD_ID, NEXT_BUILD_ID);
  const compatibilityDate = setting('compatibility_date');
  const worker = (name: string, code: string) => ({ name, modules: true, script: code, compatibilityDate, bindings: { SITE_URL } });
  const mf = new Miniflare({
    workers: [worker('isolate-a', script), worker('isolate-b', script), worker('next-build', nextScript)],
  });
  return {
    isolateA: await mf.getWorker('isolate-a'),
    isolateB: await mf.getWorker('isolate-b'),
    nextBuild: await mf.getWorker('next-build'),
    cache: (await mf.getCaches()).default,
    dispose: () => mf.dispose(),
  };
}

export type DataCentre = Awaited<ReturnType<typeof startDataCentre>>;
