// The cold path of `npm run bench`: what a visitor waits for when the request
// meets an isolate that has just started, as on a site with few visits. The
// deployable bundle (`wrangler deploy --dry-run`) and a trivial Worker with the
// same bindings each start in fresh Miniflare instances, interleaved in one
// run so that both see the same machine load; the site's figures are printed
// as ratios to the trivial Worker's.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startMiniflare } from '../../operations/miniflare.mjs';
import { dryRunBundle, wranglerWorkerOptions } from '../../build/deployable-worker.mjs';
import { workerdCpuClock } from './workerd-cpu.mjs';
import { routeTable } from '../../operations/route-table.mjs';
import { firstRequestGzipBytes, moduleSizes } from '../../build/worker-bundle.mjs';
import { readD1Migrations } from '@cloudflare/vitest-plugin';

const INSTANCES = Number(process.env.BENCH_COLD_INSTANCES ?? 11);

/** A Worker that does nothing: what starting any Worker with these bindings costs. */
export const TRIVIAL_WORKER = `export default {
  fetch: () => new Response('<!doctype html><title>ok</title>', { headers: { 'content-type': 'text/html; charset=utf-8' } }),
};`;

/**
 * Where the trivial Workers are asked: an address no static file has, which
 * the asset routing hands to the Worker. At `/`, the build's static home
 * answered, and the trivial Worker never ran (the benchmark checks that it
 * did: its answer carries no `CF-Cache-Status`).
 */
export const TRIVIAL_PATH = '/trivial-worker';

/**
 * A Worker that only answers the one page its cache holds (a PUT stores it):
 * what reading a page from the data centre's cache costs by itself. Miniflare
 * implements the Cache API as a Worker of its own in workerd, whose first
 * request in a fresh instance is cold too, so this shows which part of the
 * cached case's first request is the site's.
 */
const CACHE_READER_WORKER = `const ENTRY = 'https://cache-reader.invalid/page';
const HTML = { 'content-type': 'text/html; charset=utf-8' };
export default {
  async fetch(request) {
    if (request.method === 'PUT') {
      await caches.default.put(ENTRY, new Response(await request.text(), { headers: { ...HTML, 'cache-control': 'public, max-age=86400' } }));
      return new Response(null, { status: 204 });
    }
    const page = await caches.default.match(ENTRY);
    return new Response(await page.text(), { headers: HTML });
  },
};`;

/**
 * A Worker whose first request renders one element with the site's own React
 * (its shared modules, imported as the site imports them: React at start-up,
 * the renderer on the first render): what React's first use in a fresh
 * isolate costs by itself, the floor of any page the Worker renders for a
 * request.
 */
const REACT_FLOOR_WORKER = `import React from './generated/shared/react.js';
export default {
  async fetch() {
    const { renderToReadableStream } = await import('./generated/shared/react-dom-server.js');
    const stream = await renderToReadableStream(React.createElement('title', null, 'ok'));
    return new Response(stream, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  },
};`;

/**
 * The React floor's modules: its own main module, and React and its renderer
 * from the bundle with the chunks they import, and no other (every module
 * uploaded costs a fresh instance's start-up, imported or not).
 */
function reactFloorModules(bundle) {
  const byPath = new Map(bundle.modules.map((module) => [module.path, module]));
  const wanted = ['generated/shared/react.js', 'generated/shared/react-dom-server.js'];
  const found = new Set();
  for (const path of wanted) {
    if (found.has(path)) continue;
    const module = byPath.get(path);
    if (!module) throw new Error(`The React floor needs ${path}, which the bundle does not have`);
    found.add(path);
    const folder = path.slice(0, path.lastIndexOf('/') + 1);
    for (const [, imported] of String(module.contents).matchAll(/(?:from|import)\s*\(?\s*"\.\/([^"]+)"/g)) wanted.push(folder + imported);
  }
  return [{ type: 'ESModule', path: 'index.js', contents: REACT_FLOOR_WORKER }, ...[...found].map((path) => byPath.get(path))];
}

/**
 * The pages a cold visit is measured on: the home and the first service page
 * of the route table in each language, and the French blog's first category
 * page (static files the build renders, served without the Worker); the page
 * rendered on demand, the French booking page, rendered for every request
 * from the database: every call to action of the site leads there (the
 * home's, the services', the articles', the FAQ's and the contact page's),
 * so of the pages the Worker renders per request it is the one a visitor
 * most often meets (the contact page and the 404 pages are the build's, the
 * Worker only serves them); and the French blog after a newsletter sign-up
 * (`?newsletter=check-inbox`), a page only a request tells, rendered once and
 * then shared through the data centre's cache.
 */
export async function pagesToVisit() {
  const { ROUTES, LANGUAGES, NEWSLETTER_PARAM } = await routeTable();
  const visits = [];
  for (const [page, name] of [['home', 'home'], ['service', 'service page']]) {
    const route = ROUTES.find((candidate) => candidate.kind === page);
    for (const language of LANGUAGES) visits.push({ label: `${name}, ${language}: ${route.paths[language]}`, path: route.paths[language] });
  }
  const category = ROUTES.find((candidate) => candidate.kind === 'blogCategory').paths.fr;
  visits.push({ label: `blog's category page, fr: ${category}`, path: category });
  const booking = ROUTES.find((candidate) => candidate.kind === 'booking').paths.fr;
  const blog = ROUTES.find((candidate) => candidate.kind === 'blog').paths.fr;
  const signedUp = `${blog}?${NEWSLETTER_PARAM}=check-inbox`;
  return {
    prerendered: visits,
    onDemand: { label: `booking page, fr: ${booking} (rendered on demand from D1, never cached)`, path: booking },
    cacheable: { label: `blog after a newsletter sign-up, fr: ${signedUp} (not pre-rendered)`, path: signedUp },
  };
}

/**
 * One fresh instance: start-up is `new Miniflare()` until it is ready to
 * serve (workerd started, modules evaluated), the first request runs until its
 * whole body has arrived; both in wall-clock time and in workerd's CPU time.
 * Each instance is disposed of before the next starts. `init` is the
 * request's (the owner's desk asks for a header).
 */
export async function freshInstance(options, url, init) {
  const started = performance.now();
  const mf = startMiniflare(options);
  try {
    await mf.ready;
    const startup = performance.now() - started;
    const cpu = await workerdCpuClock();
    const cpuReady = await cpu();
    const sent = performance.now();
    const response = await mf.dispatchFetch(url, init);
    const body = await response.text();
    const first = performance.now() - sent;
    const cpuFirst = (await cpu()) - cpuReady;
    if (response.status !== 200 || body.length === 0) throw new Error(`${url} answered ${response.status} in a fresh instance`);
    return { startup, first, cpuStartup: cpuReady, cpuFirst, source: pageSource(response) };
  } finally {
    await mf.dispose();
  }
}

/**
 * Gives the instances of `options` (persisted in a folder of their own) the
 * database the booking page reads, its migrations applied and nothing booked,
 * blocked or busy: what a fresh instance of the deployed site finds.
 */
export async function migrateDatabase(options) {
  const mf = startMiniflare(options);
  try {
    const db = await mf.getD1Database('DB');
    for (const { queries } of await readD1Migrations('./migrations')) await db.batch(queries.map((query) => db.prepare(query)));
  } finally {
    await mf.dispose();
  }
}

/** Where the instances of `options` persist their cache. */
const persistedCache = (options) => join(options.resourcePersistencePath, 'cache');

/** Entries a persisted Miniflare cache holds: one blob file per stored response. */
async function cachedEntries(cacheDir) {
  const namespaces = await readdir(cacheDir, { withFileTypes: true }).catch(() => []);
  let count = 0;
  for (const namespace of namespaces.filter((entry) => entry.isDirectory())) {
    count += (await readdir(join(cacheDir, namespace.name, 'blobs')).catch(() => [])).length;
  }
  return count;
}

/**
 * Where a page came from: what the worker says ("memory", "prerendered", "cache"
 * or "render", src/http/page-cache.ts), or "static" for a static file the asset
 * routing served without the Worker (wrangler.toml's [assets]), which says
 * nothing of the kind but carries the static files' CF-Cache-Status, or
 * "worker" for another answer of a Worker (the trivial ones').
 */
const pageSource = (response) =>
  /page;desc="(\w+)"/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? (response.headers.has('cf-cache-status') ? 'static' : 'worker');

/**
 * Has an instance of `options` store something in the persisted cache
 * (`store(mf)`), kept running a while after (the entry's file is written
 * before its index), until `found()` sees it from a fresh instance; each
 * attempt keeps the storing instance twice as long as the one before.
 */
async function storeUntilFound(options, store, found, what) {
  for (let attempt = 0, settle = 100; attempt < 5; attempt++, settle *= 2) {
    const mf = startMiniflare(options);
    try {
      await store(mf);
      await new Promise((resolve) => setTimeout(resolve, settle));
    } finally {
      await mf.dispose();
    }
    if (await found()) return;
  }
  throw new Error(`${what}: a fresh instance never found it in the cache`);
}

/**
 * Fills the data centre's cache as the first visitor would: one instance
 * serves `url` and is kept while it stores the page (after the response,
 * through `waitUntil`), until a fresh instance finds it there. Answers the
 * number of entries.
 */
async function primeCache(options, url) {
  const serve = async (mf) => {
    const response = await mf.dispatchFetch(url);
    if (response.status !== 200) throw new Error(`${url} answered ${response.status} to the instance filling the cache`);
    await response.text();
    for (let waited = 0; waited < 1000 && (await cachedEntries(persistedCache(options))) === 0; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const foundByFreshInstance = async () => (await freshInstance(options, url)).source === 'cache';
  await storeUntilFound(options, serve, foundByFreshInstance, `${url}, stored by the instance that served it`);
  return cachedEntries(persistedCache(options));
}

/** Gives the cache reader the page a fresh instance of the site reads from the cache, until a fresh reader answers it. */
async function primeCacheReader(siteOptions, readerOptions, url) {
  const site = startMiniflare(siteOptions);
  let html;
  try {
    html = await (await site.dispatchFetch(url)).text();
  } finally {
    await site.dispose();
  }
  const put = async (mf) => (await mf.dispatchFetch(url, { method: 'PUT', body: html })).arrayBuffer();
  const foundByFreshReader = async () => {
    const reader = startMiniflare(readerOptions);
    try {
      const response = await reader.dispatchFetch(url);
      return response.status === 200 && (await response.text()) === html;
    } catch {
      return false; // Not stored yet: the entry was still being written when the instance stopped.
    } finally {
      await reader.dispose();
    }
  };
  await storeUntilFound(readerOptions, put, foundByFreshReader, 'the page given to the cache reader');
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * Runs the cold-path cases and answers their results: `lines` (Markdown for
 * docs/performance.md#measured-figures) and `summary` (the targets, for the console).
 */
export async function measureColdPath() {
  const bundle = await dryRunBundle();
  const cacheDir = await mkdtemp(join(tmpdir(), 'sillage-cache-'));
  const databaseDir = await mkdtemp(join(tmpdir(), 'sillage-database-'));
  try {
    const deployed = wranglerWorkerOptions();
    const siteUrl = deployed.bindings.SITE_URL;
    const trivial = { ...deployed, modules: true, script: TRIVIAL_WORKER };
    const site = { ...deployed, modules: bundle.modules };
    // Miniflare 5 keeps every storage of an instance under one folder (the cache in its cache/).
    const sharedCache = { ...site, resourcePersistencePath: cacheDir };
    const cacheReader = { ...trivial, script: CACHE_READER_WORKER, resourcePersistencePath: cacheDir };
    // The booking page reads D1 on every request: its instances share a database of their own, migrated.
    const withDatabase = { ...site, resourcePersistencePath: databaseDir };
    await migrateDatabase(withDatabase);
    const { prerendered, onDemand, cacheable } = await pagesToVisit();
    const cases = [
      { label: 'trivial Worker, same bindings (baseline)', options: trivial, path: TRIVIAL_PATH, source: 'worker' },
      ...prerendered.map((visit) => ({ ...visit, options: site, source: 'static' })),
      { ...onDemand, options: withDatabase, onDemand: true },
      { ...cacheable, options: site, source: 'render' },
      { label: `${cacheable.label}, already in the data centre's cache`, options: sharedCache, path: cacheable.path, source: 'cache' },
      { label: "trivial Worker reading the same page from the cache (Miniflare's Cache API alone)", options: cacheReader, path: TRIVIAL_PATH, source: 'worker', cacheFloor: true },
      { label: "trivial Worker rendering one element with the site's React (React's first use alone)", options: { ...deployed, modules: reactFloorModules(bundle) }, path: TRIVIAL_PATH, source: 'worker', reactFloor: true },
    ];
    const entries = await primeCache(sharedCache, new URL(cacheable.path, siteUrl));
    await primeCacheReader(sharedCache, cacheReader, new URL(cacheable.path, siteUrl));

    const [trivialCase, ...measured] = cases;
    console.error(`cold path: ${INSTANCES} rounds of ${measured.length} fresh instances, each after one of the trivial Worker's`);
    for (const entry of cases) entry.runs = [];
    for (let round = 0; round < INSTANCES; round++) {
      // Each round starts one case further on, so that no case always comes
      // first, or always after the same neighbour's shutdown. Each instance
      // follows one of the trivial Worker's, whose median is then over as
      // many instances as all the cases' together, taken as the machine's
      // load moved: with 11 alone, the baseline's own spread moved every
      // ratio of a run together.
      for (let index = 0; index < measured.length; index++) {
        const entry = measured[(round + index) % measured.length];
        trivialCase.runs.push(await freshInstance(trivialCase.options, new URL(trivialCase.path, siteUrl)));
        entry.runs.push(await freshInstance(entry.options, new URL(entry.path, siteUrl)));
      }
    }

    const elsewhere = cases.find((entry) => entry.source && entry.runs.some((run) => run.source !== entry.source));
    if (elsewhere) throw new Error(`${elsewhere.label}: a fresh instance did not serve the page from "${elsewhere.source}" (Server-Timing, CF-Cache-Status)`);

    const results = cases.map(({ label, runs, source, cacheFloor, reactFloor, onDemand }) => {
      const medianOf = (measure) => median(runs.map(measure));
      return {
        label,
        source,
        cacheFloor,
        reactFloor,
        onDemand,
        wall: { startup: medianOf((run) => run.startup), first: medianOf((run) => run.first), visit: medianOf((run) => run.startup + run.first) },
        cpu: { startup: medianOf((run) => run.cpuStartup), first: medianOf((run) => run.cpuFirst), visit: medianOf((run) => run.cpuStartup + run.cpuFirst) },
      };
    });
    const [baseline] = results;
    const ratio = (value, base) => `${(value / base).toFixed(2)}×`;
    const table = (clock, heading) => [
      `| ${heading} | Start-up | First request | Cold visit | Start-up ratio | First request ratio | Cold visit ratio |`,
      '|---|---:|---:|---:|---:|---:|---:|',
      ...results.map((result) => {
        const { startup, first, visit } = result[clock];
        const base = baseline[clock];
        return `| ${result.label} | ${startup.toFixed(0)} | ${first.toFixed(1)} | ${visit.toFixed(0)} | ${ratio(startup, base.startup)} | ${ratio(first, base.first)} | ${ratio(visit, base.visit)} |`;
      }),
    ];

    const sizes = moduleSizes(bundle.modules);
    const total = { bytes: sizes.reduce((sum, size) => sum + size.bytes, 0), gzipBytes: sizes.reduce((sum, size) => sum + size.gzipBytes, 0) };
    const firstRequest = firstRequestGzipBytes(sizes);

    const lines = [
      `Cold path: the bundle \`wrangler deploy --dry-run\` writes (${sizes.length} module${sizes.length > 1 ? 's' : ''}) and a trivial Worker, both with the bindings of wrangler.toml, each case in ${INSTANCES} fresh Miniflare instances, each instance right after one of the trivial Worker's (${INSTANCES * measured.length} in all); medians in ms. Start-up is \`new Miniflare()\` until ready, the first request runs until its whole body has arrived, a cold visit is both. The home, service pages and the blog's category page are static files the build rendered, which the asset routing serves without the Worker (no \`Server-Timing\`; Miniflare still starts the Worker with the instance, where Cloudflare would not start it at all); the booking page, where every call to action leads, is rendered for each request and reads a database persisted for its instances, migrated and empty; the blog after a newsletter sign-up, which only a request tells, is rendered in a fresh instance, then read from a persisted cache (\`resourcePersistencePath\`) shared with an instance that rendered it first (${entries} entr${entries === 1 ? 'y' : 'ies'} stored); a trivial Worker then reads the same page from that cache and answers it, what Miniflare's Cache API costs by itself; another renders one element with the site's React (its modules, the renderer imported on the first request as the site does), what React's first use in a fresh isolate costs by itself, the floor of any page the Worker renders.`,
      '',
      ...table('wall', 'Fresh instance, wall clock'),
      ...(Number.isNaN(baseline.cpu.startup)
        ? []
        : ['', 'The same instances in CPU time of the workerd process (it varies less than wall-clock time on a machine running other work):', '', ...table('cpu', 'Fresh instance, workerd CPU')]),
      '',
      '| Module of the deployable bundle | Bytes | gzipped (-9) |',
      '|---|---:|---:|',
      ...sizes.map(({ path, bytes, gzipBytes }) => `| ${path} | ${bytes} | ${gzipBytes} |`),
      ...(sizes.length > 1 ? [`| total | ${total.bytes} | ${total.gzipBytes} |`, `| what a first request evaluates at most: the main module and the heaviest language | | ${firstRequest} |`] : []),
    ];

    const pageResult = (prefix) => results.find((result) => result.label.startsWith(prefix));
    const onDemandResult = results.find((result) => result.onDemand);
    const cached = results.find((result) => result.source === 'cache');
    const cacheFloor = results.find((result) => result.cacheFloor);
    const reactFloor = results.find((result) => result.reactFloor);
    const visitRatio = (result) => `${ratio(result.wall.visit, baseline.wall.visit)} (CPU ${ratio(result.cpu.visit, baseline.cpu.visit)})`;
    // The static pages' cases start one bundle with the same options: pooled,
    // their start-ups measure it with as many instances as the baseline's,
    // where one case's median of 11 wanders by a tenth between cases of a run.
    const staticCases = cases.filter((entry) => entry.source === 'static');
    const pooledStartup = (clock) => median(staticCases.flatMap((entry) => entry.runs.map((run) => (clock === 'wall' ? run.startup : run.cpuStartup))));
    /** Over the trivial Worker's cold visit: the bundle's pooled start-up and `result`'s first request. */
    const pooledVisit = (result, clock) => (pooledStartup(clock) + result[clock].first) / baseline[clock].visit;
    const pooledVisitRatio = (result) => `${pooledVisit(result, 'wall').toFixed(2)}× (CPU ${pooledVisit(result, 'cpu').toFixed(2)}×)`;
    const summary = [
      `cold visit, as a ratio to the trivial Worker's (target ≤ 1.10×): the home ${visitRatio(pageResult('home, fr'))}, a service page ${visitRatio(pageResult('service page, fr'))}, the blog's category page ${visitRatio(pageResult("blog's category page"))}, the booking page rendered on demand ${visitRatio(onDemandResult)}`,
      `the bundle's start-up, pooled over the ${staticCases.length * INSTANCES} instances of the static pages' cases: ${ratio(pooledStartup('wall'), baseline.wall.startup)} the trivial Worker's (CPU ${ratio(pooledStartup('cpu'), baseline.cpu.startup)}); with it, the cold visit of the home ${pooledVisitRatio(pageResult('home, fr'))}, of a service page ${pooledVisitRatio(pageResult('service page, fr'))}, of the booking page ${pooledVisitRatio(onDemandResult)}, whose first request is ${(onDemandResult.cpu.first - baseline.cpu.first).toFixed(1)} ms of CPU more than the trivial Worker's`,
      `React's first use alone (one element rendered in a fresh isolate): a cold visit of ${visitRatio(reactFloor)}, its first request ${ratio(reactFloor.wall.first, baseline.wall.first)} (CPU ${ratio(reactFloor.cpu.first, baseline.cpu.first)}, ${(reactFloor.cpu.first - baseline.cpu.first).toFixed(1)} ms more), the floor of a page rendered on demand`,
      `first request of a cached page in a fresh isolate ${ratio(cached.wall.first, baseline.wall.first)} the trivial Worker's (target ≤ 2.00×; in workerd CPU ${ratio(cached.cpu.first, baseline.cpu.first)}); reading the page from Miniflare's cache alone: ${ratio(cacheFloor.wall.first, baseline.wall.first)} (CPU ${ratio(cacheFloor.cpu.first, baseline.cpu.first)})`,
      `a first request evaluates ${kib(firstRequest)} gzipped of the bundle (target ≤ 150 KiB; all modules ${kib(total.gzipBytes)})`,
    ];
    return { lines, summary };
  } finally {
    await rm(cacheDir, { recursive: true, force: true });
    await rm(databaseDir, { recursive: true, force: true });
    await bundle.remove();
  }
}

// Run as a script (as `npm run bench` does): the result as JSON on stdout.
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.stdout.write(JSON.stringify(await measureColdPath()));
}
