import { fileURLToPath } from 'node:url';
import { startMiniflare } from '../../scripts/operations/miniflare.mjs';
import { wranglerWorkerOptions } from '../../scripts/build/deployable-worker.mjs';
import { bundleForWorkerd } from '../../scripts/build/workerd-bundle.mjs';
import { BUILD_ID } from '../../src/generated/build';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** wrangler's own reading of wrangler.toml: compatibility date, vars, static files. */
const deployed = wranglerWorkerOptions();

const deployedSiteUrl = deployed.bindings?.SITE_URL;
if (typeof deployedSiteUrl !== 'string') throw new Error('wrangler.toml sets no SITE_URL');

/** The site origin of wrangler.toml, for which the build rendered its pages (scripts/build/prerender-pages.ts). */
export const DEPLOYED_SITE_URL = deployedSiteUrl;

/**
 * The origin of the isolates whose pages go through the cache: a deployment
 * given another SITE_URL (a staging site, say) renders every page itself,
 * since the build's pages name wrangler.toml's origin.
 */
export const SITE_URL = 'https://staging.sillage-communication.fr';

/** The build id of the next deployment: the same code, built again after a change. */
export const NEXT_BUILD_ID = 'next-deployment';


/**
 * One data centre in one workerd process (Miniflare): two workers running the
 * same bundle, so two isolates with their own memory, and a third running the
 * next deployment's bundle, all for the staging origin, and a fourth for the
 * deployed origin; all read the build's static files (`ASSETS`, as wrangler.toml
 * sets it) and share the one `caches.default`. The cache is also reachable
 * from the test, to read and change what the isolates stored.
 */
export async function startDataCentre() {
  // src/generated must exist: `node build.mjs`.
  const script = await bundleForWorkerd('src/index.ts', { root });
  if (script.split(BUILD_ID).length !== 2) throw new Error(`Expected the build id ${BUILD_ID} once in the bundle`);
  const nextScript = script.replace(BUILD_ID, NEXT_BUILD_ID);
  const { compatibilityDate, assets } = deployed;
  const worker = (name: string, code: string, siteUrl = SITE_URL) => ({ name, modules: true, script: code, compatibilityDate, assets, bindings: { SITE_URL: siteUrl } });
  const mf = startMiniflare({
    workers: [worker('isolate-a', script), worker('isolate-b', script), worker('next-build', nextScript), worker('deployed', script, DEPLOYED_SITE_URL)],
  });
  return {
    isolateA: await mf.getWorker('isolate-a'),
    isolateB: await mf.getWorker('isolate-b'),
    nextBuild: await mf.getWorker('next-build'),
    deployed: await mf.getWorker('deployed'),
    cache: (await mf.getCaches()).default,
    dispose: () => mf.dispose(),
  };
}

export type DataCentre = Awaited<ReturnType<typeof startDataCentre>>;
