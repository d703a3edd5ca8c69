// npm run profile:cold [path]: what the cold start of the deployable bundle
// spends its time on, to choose what to make lazy. The bundle `wrangler deploy
// --dry-run` writes runs in fresh Miniflare instances with the bindings of
// wrangler.toml, under V8's CPU profiler in workerd; prints the self time of
// the start-up (evaluation of the modules) and of the first request of `path`
// (the home by default) by package or folder, by source file and by function,
// as the mean of PROFILE_RUNS instances (10 by default); then what the
// bundle's bytes come from.
//
// workerd evaluates a Worker's main module before an inspector can attach, so
// the bundle is started behind a loader: the loader is the main module, and
// evaluates the bundle with `import()` on a first request, under the profiler.
// Wall-clock and workerd CPU times of each phase are printed too, with the
// start-up of a trivial Worker: what workerd does before the bundle's
// JavaScript runs (receiving and compiling the modules) is not in the profile.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMiniflare } from '../operations/miniflare.mjs';
import { migrateDatabase, TRIVIAL_WORKER } from './bench/cold-path.mjs';
import { dryRunBundle, wranglerWorkerOptions } from '../build/deployable-worker.mjs';
import { bundleComposition } from './bench/bundle-composition.mjs';
import { routeTable } from '../operations/route-table.mjs';
import { selfTime, sourceLocator } from './bench/self-time.mjs';
import { workerdCpuClock } from './bench/workerd-cpu.mjs';
import { connectProfiler } from './bench/workerd-profiler.mjs';
import { freePort } from '../operations/dev-server.mjs';

const RUNS = Number(process.env.PROFILE_RUNS ?? 10);
const TOP = Number(process.env.PROFILE_TOP ?? 15);
const START_UP_PATH = '/__profile/start-up';

const { ROUTES, LANGUAGES } = await routeTable();
const path = process.argv[2] ?? ROUTES.find((route) => route.kind === 'home').paths[LANGUAGES[0]];

const bundle = await dryRunBundle();
// The booking page reads D1 on every request: the instances share a database
// of their own, migrated and empty, as a fresh deployment's.
const databaseDir = await mkdtemp(join(tmpdir(), 'sillage-profile-d1-'));
try {
  await migrateDatabase({ ...wranglerWorkerOptions(), modules: true, script: TRIVIAL_WORKER, resourcePersistencePath: databaseDir });
  const main = bundle.modules[0];
  const loader = {
    type: 'ESModule',
    path: '__profile-loader.js',
    contents: `let site;
export default {
  async fetch(request, env, ctx) {
    if (new URL(request.url).pathname === '${START_UP_PATH}') {
      site = await import('./${main.path}');
      return new Response('evaluated');
    }
    return site.default.fetch(request, env, ctx);
  },
};`,
  };
  const deployed = wranglerWorkerOptions();
  const siteUrl = deployed.bindings.SITE_URL;
  const locate = await sourceLocator(bundle.outdir, bundle.modules);

  const startUps = [];
  const firsts = [];
  /** Wall-clock and workerd CPU milliseconds of each phase, one entry per run. */
  const phases = new Map();
  const record = (phase, wall, cpu) => phases.set(phase, [...(phases.get(phase) ?? []), { wall, cpu }]);
  /** A fresh instance with the inspector open, once ready, with its workerd CPU clock; its start-up is recorded under `phase`. */
  const startInstance = async (phase, options) => {
    const inspectorPort = await freePort();
    const started = performance.now();
    const mf = startMiniflare({ ...deployed, ...options, inspectorPort });
    await mf.ready;
    const wall = performance.now() - started;
    const cpu = await workerdCpuClock();
    record(phase, wall, await cpu());
    return { mf, cpu, inspectorPort };
  };
  const request = async ({ mf, cpu }, target, phase) => {
    const cpuBefore = await cpu();
    const started = performance.now();
    const response = await mf.dispatchFetch(new URL(target, siteUrl));
    await response.text();
    record(phase, performance.now() - started, (await cpu()) - cpuBefore);
    if (response.status !== 200) throw new Error(`${target} answered ${response.status}`);
  };
  const TRIVIAL = 'start-up of a trivial Worker, same bindings';
  const LOADED = 'start-up with the bundle loaded, not evaluated';
  const EVALUATION = 'evaluation of the bundle';
  const FIRST = `first request of ${path}`;

  console.log(`profiling ${RUNS} fresh instances of ${bundle.modules.map((module) => module.path).join(', ')} (${main.contents.length} B main module)`);
  for (let run = 0; run < RUNS; run++) {
    const trivial = await startInstance(TRIVIAL, { modules: true, script: 'export default { fetch: () => new Response("ok") };' });
    await trivial.mf.dispose();
    const instance = await startInstance(LOADED, { modules: [loader, ...bundle.modules], resourcePersistencePath: databaseDir });
    try {
      const profiler = await connectProfiler(instance.inspectorPort);
      try {
        startUps.push(await profiler.profile(() => request(instance, START_UP_PATH, EVALUATION)));
        firsts.push(await profiler.profile(() => request(instance, path, FIRST)));
      } finally {
        profiler.close();
      }
    } finally {
      await instance.mf.dispose();
    }
  }

  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log('\nMedians in ms, the inspector open and the profiler running in the last two: wall clock, workerd CPU');
  for (const [phase, runs] of phases) {
    console.log(`${median(runs.map((run) => run.wall)).toFixed(1).padStart(7)} ${median(runs.map((run) => run.cpu)).toFixed(1).padStart(7)}  ${phase}`);
  }
  const print = (title, profiles) => {
    const { total, byPackage, byFile, byFunction } = selfTime(profiles, locate);
    console.log(`\n== ${title}: ${total.toFixed(1)} ms of JavaScript, mean of ${profiles.length} runs; self time in ms ==`);
    for (const [heading, rows] of [['package or folder', byPackage], ['source file', byFile], ['function', byFunction]]) {
      console.log(`-- by ${heading}`);
      for (const { key, ms } of rows.slice(0, TOP)) console.log(`${ms.toFixed(1).padStart(7)}  ${key}`);
    }
  };
  print('Start-up: evaluation of the modules', startUps);
  print(`First request of ${path}`, firsts);

  console.log('\n== The bundle by package or folder: bytes, and gzipped (-9) each on its own ==');
  for (const { owner, raw, gzip } of await bundleComposition(bundle.outdir, bundle.modules)) {
    if (raw >= 1024) console.log(`${String(raw).padStart(9)} ${String(gzip).padStart(8)}  ${owner}`);
  }
} finally {
  await bundle.remove();
  await rm(databaseDir, { recursive: true, force: true });
}
