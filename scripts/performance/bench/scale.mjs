// The scale case of `npm run bench`: does a cold visit cost the same with
// today's articles and with a few hundred per language? A throw-away copy of
// the site with 305 articles per language (scaled-site.mjs) is built and
// bundled as deployed, and its bundle and today's, each beside a trivial Worker
// with its bindings and static files, start in fresh Miniflare instances, interleaved in one run, for
// pages the build rendered (the home, a service page, a blog category's
// page), the page rendered on demand a visitor meets most (the booking page,
// rendered for each request from the database) and the owner's desk. Run as a script, it prints its result as JSON (in a Node
// process of its own, as the cold path is: see cold-path.mjs).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readD1Migrations } from '@cloudflare/vitest-plugin';
import { startMiniflare } from '../../operations/miniflare.mjs';
import { dryRunBundle, wranglerWorkerOptions } from '../../build/deployable-worker.mjs';
import { firstRequestGzipBytes, moduleSizes } from '../../build/worker-bundle.mjs';
import { freshInstance, median, pagesToVisit, TRIVIAL_PATH, TRIVIAL_WORKER } from './cold-path.mjs';
import { makeScaledSite, SCALED_ARTICLES_PER_LANGUAGE } from './scaled-site.mjs';

const INSTANCES = Number(process.env.BENCH_COLD_INSTANCES ?? 11);
/** The owner signed in on her own machine (src/desk/access/local-access.ts): the desk's own first page, without Cloudflare Access. */
const DESK_OWNER = 'owner@example.com';
const DESK_REQUEST = { url: 'http://localhost/bureau', init: { headers: { 'CF-Connecting-IP': '127.0.0.1' } } };

/** A D1 database with the migrations applied, kept in `folder` for the desk's instances to share. */
async function migratedDatabase(options, folder) {
  const mf = startMiniflare({ ...options, resourcePersistencePath: folder });
  try {
    const db = await mf.getD1Database('DB');
    for (const { queries } of await readD1Migrations('migrations')) await db.batch(queries.map((query) => db.prepare(query)));
  } finally {
    await mf.dispose();
  }
}

/** Today's site or its scaled copy: its bundle as deployed, and the visits measured on it. */
async function siteCases(name, root, visits, databaseFolder) {
  const bundle = await dryRunBundle(root);
  const options = { ...wranglerWorkerOptions(root), modules: bundle.modules };
  const desk = { ...options, bindings: { ...options.bindings, DESK_LOCAL_EMAIL: DESK_OWNER }, resourcePersistencePath: databaseFolder };
  const withDatabase = { ...options, resourcePersistencePath: databaseFolder };
  return {
    bundle,
    cases: [
      ...visits.map((visit) => ({
        site: name,
        label: visit.label,
        options: visit.readsDatabase ? withDatabase : options,
        url: new URL(visit.path, options.bindings.SITE_URL),
        source: visit.source,
      })),
      { site: name, label: "the owner's desk: /bureau", options: desk, url: DESK_REQUEST.url, init: DESK_REQUEST.init },
    ],
  };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

export async function measureScale() {
  const scaled = await makeScaledSite();
  const databaseFolder = await mkdtemp(join(tmpdir(), 'sillage-scale-d1-'));
  const bundles = [];
  try {
    const { prerendered, onDemand } = await pagesToVisit();
    const visits = [
      { ...prerendered.find((visit) => visit.label.startsWith('home, fr')), source: 'static' },
      { ...prerendered.find((visit) => visit.label.startsWith('service page, fr')), source: 'static' },
      { ...prerendered.find((visit) => visit.label.startsWith("blog's category page")), source: 'static' },
      { ...onDemand, readsDatabase: true },
    ];
    const deployed = wranglerWorkerOptions();
    await migratedDatabase({ ...deployed, modules: true, script: TRIVIAL_WORKER }, databaseFolder);
    const today = await siteCases('today', process.cwd(), visits, databaseFolder);
    const grown = await siteCases(`${SCALED_ARTICLES_PER_LANGUAGE} articles per language`, scaled.folder, visits, databaseFolder);
    bundles.push(today.bundle, grown.bundle);
    // Each site beside a trivial Worker with its bindings, its static files among them: Miniflare lists
    // every static file when an instance starts (915 more pages with the scaled blog), which Cloudflare
    // does once, at upload, and the Worker's start-up is measured net of it.
    const trivialOf = (site, root) => ({
      site,
      baseline: true,
      label: 'trivial Worker, same bindings and static files',
      options: { ...wranglerWorkerOptions(root), modules: true, script: TRIVIAL_WORKER },
      url: new URL(TRIVIAL_PATH, deployed.bindings.SITE_URL),
      source: 'worker',
    });
    const trivials = new Map([
      [today.cases[0].site, trivialOf(today.cases[0].site, process.cwd())],
      [grown.cases[0].site, trivialOf(grown.cases[0].site, scaled.folder)],
    ]);
    const measured = [...today.cases, ...grown.cases];
    const cases = [trivials.get(today.cases[0].site), ...today.cases, trivials.get(grown.cases[0].site), ...grown.cases];

    console.error(`scale: ${INSTANCES} rounds of ${measured.length} fresh instances, each after one of its site's trivial Worker`);
    for (const entry of cases) entry.runs = [];
    for (let round = 0; round < INSTANCES; round++) {
      // Each instance follows one of its site's trivial Worker, whose median is
      // then over as many instances as the site's cases together (the
      // start-ups those are pooled over): with 11 alone, the trivial Worker's
      // own spread moved the scaled start-up's ratio to today's by more than
      // the 5 % it is held to.
      for (let index = 0; index < measured.length; index++) {
        const entry = measured[(round + index) % measured.length];
        const trivial = trivials.get(entry.site);
        trivial.runs.push(await freshInstance(trivial.options, trivial.url));
        entry.runs.push(await freshInstance(entry.options, entry.url, entry.init));
      }
    }
    const elsewhere = cases.find((entry) => entry.source && entry.runs.some((run) => run.source !== entry.source));
    if (elsewhere) throw new Error(`${elsewhere.site}, ${elsewhere.label}: a fresh instance did not serve the page from "${elsewhere.source}" (Server-Timing, CF-Cache-Status)`);

    const results = cases.map(({ site, baseline, label, runs }) => {
      const of = (measure) => median(runs.map(measure));
      return {
        site,
        baseline,
        label,
        wall: { startup: of((run) => run.startup), visit: of((run) => run.startup + run.first) },
        cpu: { startup: of((run) => run.cpuStartup), visit: of((run) => run.cpuStartup + run.cpuFirst) },
      };
    });
    const todaySite = today.cases[0].site;
    const grownSite = grown.cases[0].site;
    const baselineOf = (site) => results.find((result) => result.site === site && result.baseline);
    const ratio = (value) => `${value.toFixed(2)}×`;
    const todayOf = (result) => results.find((other) => other.site === todaySite && other.label === result.label);
    /** A case's start-up as a ratio to its site's trivial Worker's. */
    const ownStartup = (result, clock) => result[clock].startup / baselineOf(result.site)[clock].startup;
    // Every case of a site starts the same bundle: its start-ups, pooled, measure it with five times the instances of one case.
    const pooledStartup = (site, clock) =>
      median(cases.filter((entry) => entry.site === site && !entry.baseline).flatMap((entry) => entry.runs.map((run) => (clock === 'wall' ? run.startup : run.cpuStartup))));
    /** The scaled Worker's start-up to today's, each net of its trivial Worker's (pooled over every case of each site). */
    const startupToToday = (clock) => pooledStartup(grownSite, clock) / baselineOf(grownSite)[clock].startup / (pooledStartup(todaySite, clock) / baselineOf(todaySite)[clock].startup);
    const pooledCount = grown.cases.length * INSTANCES;
    const rows = results.map((result) => {
      const clocks = ['wall', 'cpu'].map((clock) => {
        const base = result.baseline ? baselineOf(todaySite) : baselineOf(result.site);
        const toToday = result.site === todaySite ? '' : ratio(result.baseline ? result[clock].startup / base[clock].startup : ownStartup(result, clock) / ownStartup(todayOf(result), clock));
        return [result.baseline ? '' : ratio(result[clock].visit / base[clock].visit), result.baseline ? '' : ratio(result[clock].startup / base[clock].startup), toToday];
      });
      return `| ${result.site} | ${result.label} | ${clocks.flat().join(' | ')} |`;
    });

    const sizesOf = (bundle) => moduleSizes(bundle.modules);
    const sizeRows = [['today', today.bundle], [`${SCALED_ARTICLES_PER_LANGUAGE} articles per language`, grown.bundle]].map(([site, bundle]) => {
      const sizes = sizesOf(bundle);
      const total = sizes.reduce((sum, size) => sum + size.bytes, 0);
      return `| ${site} | ${sizes[0].bytes} | ${Math.max(...sizes.filter((size) => size.path.startsWith('generated/content/')).map((size) => size.bytes))} | ${total} | ${kib(firstRequestGzipBytes(sizes))} |`;
    });

    const lines = [
      `Scale: the same bundle with ${SCALED_ARTICLES_PER_LANGUAGE} articles per language (copies of today's, each with a translation key and an address of its own, built in a temporary folder by \`scripts/performance/bench/scaled-site.mjs\`), beside today's and the trivial Worker, each case in ${INSTANCES} fresh Miniflare instances, each right after one of its site's trivial Worker (${INSTANCES * today.cases.length} for each site), interleaved; medians as ratios to the trivial Worker's with the same bindings and the same static files (wall clock, then workerd CPU), and each scaled start-up, so measured, as a ratio to today's; for the trivial Worker, its start-up with the scaled copy's static files to today's. The booking page and the desk (its first page for the owner signed in locally, \`DESK_LOCAL_EMAIL\`) read a migrated database.`,
      '',
      '| Content | Fresh instance | Cold visit | Start-up | Start-up to today\'s | Cold visit, CPU | Start-up, CPU | Start-up to today\'s, CPU |',
      '|---|---|---:|---:|---:|---:|---:|---:|',
      ...rows,
      '',
      '| Content | Main module, bytes | Heaviest language\'s texts, bytes | All modules, bytes | A first request evaluates, gzipped |',
      '|---|---:|---:|---:|---:|',
      ...sizeRows,
      '',
      `Every case of a site starts the same bundle: pooled, the ${pooledCount} start-ups of each read ${pooledStartup(grownSite, 'wall').toFixed(0)} ms with ${SCALED_ARTICLES_PER_LANGUAGE} articles per language against ${pooledStartup(todaySite, 'wall').toFixed(0)} ms today, while the trivial Worker's read ${baselineOf(grownSite).wall.startup.toFixed(0)} ms with the scaled copy's static files against ${baselineOf(todaySite).wall.startup.toFixed(0)} ms: net of that, the Worker's start-up with ${SCALED_ARTICLES_PER_LANGUAGE} articles per language is ${startupToToday('wall').toFixed(2)}× today's (workerd CPU: ${startupToToday('cpu').toFixed(2)}×).`,
    ];
    const pages = results.filter((result) => !result.baseline && !result.label.startsWith("the owner's desk"));
    const worst = (clock) => Math.max(...pages.map((result) => result[clock].visit / baselineOf(result.site)[clock].visit));
    const summary = [
      `with today's content and with ${SCALED_ARTICLES_PER_LANGUAGE} articles per language, the dearest cold visit of the home, a service page, a blog category's page and the booking page rendered on demand is ${worst('wall').toFixed(2)}× the trivial Worker's with the same bindings and static files (target ≤ 1.10×; in workerd CPU ${worst('cpu').toFixed(2)}×)`,
      `with ${SCALED_ARTICLES_PER_LANGUAGE} articles per language, the Worker's start-up is ${startupToToday('wall').toFixed(2)}× today's, net of what Miniflare spends on the static files (medians of the ${pooledCount} fresh instances of each site's cases, each over its trivial Worker's; target ≤ 1.05×; in workerd CPU ${startupToToday('cpu').toFixed(2)}×); the trivial Worker's own start-up with the scaled copy's static files is ${(baselineOf(grownSite).wall.startup / baselineOf(todaySite).wall.startup).toFixed(2)}× today's`,
    ];
    return { lines, summary };
  } finally {
    for (const bundle of bundles) await bundle.remove();
    await rm(databaseFolder, { recursive: true, force: true });
    await scaled.remove();
  }
}

// Run as a script (as `npm run bench` does): the result as JSON on stdout.
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.stdout.write(JSON.stringify(await measureScale()));
}
