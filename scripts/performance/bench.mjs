// npm run bench: what a page costs to serve, measured inside workerd.
// Bundles two benchmark workers (scripts/performance/bench/*), runs them with Miniflare,
// and prints median µs per request for each case with its ratio to a
// precomputed response measured in the same run, and each form outcome state
// (`?sent=…`, `?newsletter=…`) as a ratio to the same page without it, and a
// week of the booking's slots against a full busy calendar as a ratio to a
// page rendered on demand beside it; then
// the cold path (fresh instances of the deployable bundle against a trivial
// Worker, scripts/performance/bench/cold-path.mjs, the booking page as the page
// rendered on demand), the same with a few hundred
// articles per language (scripts/performance/bench/scale.mjs), bundle and page sizes.
// The tables are also written into docs/performance.md#measured-figures, between the bench markers.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startMiniflare } from '../operations/miniflare.mjs';
import { wranglerWorkerOptions } from '../build/deployable-worker.mjs';
import { bundleForWorkerd } from '../build/workerd-bundle.mjs';
import { migrateDatabase, TRIVIAL_WORKER } from './bench/cold-path.mjs';


const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const FRESH_ISOLATES = 5;

execFileSync('node', ['build.mjs'], { stdio: 'inherit' });

const bundle = (entry, alias = {}) => bundleForWorkerd(entry, { alias, minify: true });

const reactWorker = await bundle('scripts/performance/bench/react-worker.ts');
const preactWorker = await bundle('scripts/performance/bench/preact-worker.ts', {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  // render/render-document.tsx streams with react-dom/server, whose Preact twin (preact/compat/server) has no stream.
  'react-dom/server': 'preact-render-to-string/stream',
  'react/jsx-runtime': 'preact/jsx-runtime',
});

// wrangler.toml's compatibility date, site origin and static files (with the pages the build rendered for that origin),
// and a D1 database of the benchmark's own, migrated and empty, which the booking page reads its agenda from.
const { compatibilityDate, assets, bindings, d1Databases } = wranglerWorkerOptions();
const databaseFolder = await mkdtemp(join(tmpdir(), 'sillage-bench-d1-'));
const withDatabase = { modules: true, compatibilityDate, assets, d1Databases, resourcePersistencePath: databaseFolder };
await migrateDatabase({ ...withDatabase, script: TRIVIAL_WORKER });
const start = (script) => startMiniflare({ ...withDatabase, script, bindings: { SITE_URL: bindings.SITE_URL } });

/**
 * One case of a benchmark worker, asked at an address the static files never
 * answer (wrangler.toml's `run_worker_first`): at `/`, Cloudflare's routing
 * of [assets] would answer the home the build wrote instead of the worker.
 */
async function measure(mf, params) {
  const response = await mf.dispatchFetch(`http://bench.local/__pages/bench?${new URLSearchParams({ runs: String(ROUNDS), ...params })}`);
  if (!response.ok) throw new Error(`${JSON.stringify(params)}: ${await response.text()}`);
  return response.json();
}

const react = start(reactWorker);
const preact = start(preactWorker);

const pages = await measure(react, { case: 'sizes' });
// The heaviest page besides the home, which is measured anyway.
const heaviest = Object.entries(pages).filter(([path]) => path !== '/').sort((a, b) => b[1].length - a[1].length)[0][0];

/**
 * Every warm case once: the precomputed baseline, the memoised pages, the
 * renderers, and each form outcome state beside the same page without it (the
 * outcome should cost what any cached page variant does).
 */
async function measureWarm() {
  const rows = [];
  // The baseline and the memoised pages it bounds, measured side by side.
  const [baseline, warmHome, warmHeaviest] = await measure(react, { case: 'precomputed-and-warm', path: '/', also: heaviest });
  const add = (label, micros) => rows.push({ label, micros });
  add('(a) precomputed response, home', baseline);
  add('(b) warm memoised page, home', warmHome);
  add(`(b) warm memoised page, ${heaviest}`, warmHeaviest);
  for (const path of ['/', heaviest]) {
    add(`(c) renderToReadableStream, ${path}`, await measure(react, { case: 'stream', path }));
    add(`(d) renderToString, ${path}`, await measure(react, { case: 'string', path }));
    add(`(e) preact-render-to-string, ${path}`, await measure(preact, { path }));
  }
  // The booking's week of slots, side by side with a page rendered on demand.
  const week = await measure(react, { case: 'busy-week', path: '/' });
  const bookingRows = [{ label: `a week of slots in New York time, ${week.busy} busy intervals in the week`, micros: week.week, against: 'renderToReadableStream, /', againstMicros: week.page }];
  const outcomeRows = [];
  for (const [outcome, plain] of OUTCOMES) {
    const plainMicros = await measure(react, { case: 'warm', path: plain });
    const outcomeMicros = await measure(react, { case: 'warm', path: outcome });
    outcomeRows.push({ outcome, plain, outcomeMicros, plainMicros });
  }
  return { rows, baseline, outcomeRows, bookingRows };
}

const OUTCOMES = [
  ['/contact?sent={random}', '/contact'],
  ['/blog?newsletter=check-inbox', '/blog'],
  ['/blog?newsletter=subscribed', '/blog'],
];
// The first pass only settles the isolates: during it, times shifted by up to 2×
// between one case and the next (V8 optimising the code, the heap growing), so
// that the same /blog page measured 156 µs, then 76 µs. Ratios compare cases
// measured next to each other in the second pass.
await measureWarm();
const { rows, baseline, outcomeRows, bookingRows } = await measureWarm();
await react.dispose();
await preact.dispose();
await rm(databaseFolder, { recursive: true, force: true });

const firsts = [];
for (let i = 0; i < FRESH_ISOLATES; i++) {
  const fresh = start(reactWorker);
  firsts.push(await measure(fresh, { case: 'first', path: '/' }));
  await fresh.dispose();
}
firsts.sort((a, b) => a - b);
rows.push({ label: `first render of the home in a fresh isolate (median of ${FRESH_ISOLATES})`, micros: firsts[Math.floor(FRESH_ISOLATES / 2)] });

// In a Node process of its own: Miniflare encodes each instance's modules (600 KB for the site, a
// few bytes for the trivial Worker) in the process that starts it, and the heap the cases above
// leave behind slowed only the site's starts.
// Its figures are its last line: wrangler, reading the configuration, may print before them
// ("Using secrets defined in .dev.vars", when the owner's desk is set up locally).
const coldPathOutput = execFileSync('node', ['scripts/performance/bench/cold-path.mjs'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
const coldPath = JSON.parse(coldPathOutput.trim().split('\n').at(-1));
// The same cold visits with a few hundred articles per language (scripts/performance/bench/scale.mjs), likewise.
const scaleOutput = execFileSync('node', ['scripts/performance/bench/scale.mjs'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 2 ** 20 });
const scale = JSON.parse(scaleOutput.trim().split('\n').at(-1));

const gz = (text) => gzipSync(text, { level: 9 }).length;
const built = await readdir('dist/public/build');
const bundleSize = async (ext) => {
  const file = built.find((name) => name.endsWith(ext));
  const content = await readFile(`dist/public/build/${file}`);
  return `${content.length} B raw, ${gzipSync(content, { level: 9 }).length} B gzipped`;
};

const lines = [
  '<!-- written by npm run bench -->',
  `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus()[0].model} (${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB), Node ${process.version}, workerd through Miniflare; median of ${ROUNDS} timed batches of at least 25 ms per case.`,
  '',
  '| Case | Median µs per request | Ratio to (a) |',
  '|---|---:|---:|',
  ...rows.map(({ label, micros }) => `| ${label} | ${micros.toFixed(0)} | ${(micros / baseline).toFixed(1)}× |`),
  '',
  '| Form outcome state | Median µs per request | Same page without it | Ratio |',
  '|---|---:|---:|---:|',
  ...outcomeRows.map(
    ({ outcome, plain, outcomeMicros, plainMicros }) =>
      `| ${outcome} | ${outcomeMicros.toFixed(0)} | ${plain}: ${plainMicros.toFixed(0)} | ${(outcomeMicros / plainMicros).toFixed(2)}× |`,
  ),
  '',
  '| Booking case | Median µs per request | Page rendered on demand, same run | Ratio |',
  '|---|---:|---:|---:|',
  ...bookingRows.map(({ label, micros, against, againstMicros }) => `| ${label} | ${micros.toFixed(0)} | ${against}: ${againstMicros.toFixed(0)} | ${(micros / againstMicros).toFixed(2)}× |`),
  '',
  ...coldPath.lines,
  '',
  ...scale.lines,
  '',
  `Client script: ${await bundleSize('.js')}. Stylesheet: ${await bundleSize('.css')}.`,
  '',
  '| Page | HTML bytes | gzipped |',
  '|---|---:|---:|',
  ...Object.entries(pages).map(([path, html]) => `| ${path} | ${Buffer.byteLength(html)} | ${gz(html)} |`),
];
const table = lines.join('\n');
console.log(`\n${table}\n`);
console.log(`Cold-start issue's targets:\n${coldPath.summary.map((line) => `- ${line}`).join('\n')}\n`);
console.log(`Scale issue's targets:\n${scale.summary.map((line) => `- ${line}`).join('\n')}\n`);

const FIGURES = 'docs/performance.md';
const figures = await readFile(FIGURES, 'utf8');
const marked = /<!-- bench:start -->[\s\S]*<!-- bench:end -->/;
if (marked.test(figures)) {
  await writeFile(FIGURES, figures.replace(marked, `<!-- bench:start -->\n${table}\n<!-- bench:end -->`));
} else {
  console.warn(`${FIGURES} has no <!-- bench:start --> and <!-- bench:end --> markers: the tables above were not written there.`);
}
