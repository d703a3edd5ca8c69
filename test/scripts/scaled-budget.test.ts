import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dryRunBundle } from '../../scripts/build/deployable-worker.mjs';
import { firstRequestGzipBytes, MAX_FIRST_REQUEST_GZIP_BYTES, moduleSizes } from '../../scripts/build/worker-bundle.mjs';
import { makeSiteCopy } from '../../scripts/operations/site-copy.mjs';
import { makeScaledSite, SCALED_ARTICLES_PER_LANGUAGE } from '../../scripts/performance/bench/scaled-site.mjs';

// The bundle's budget (npm run bundle) with a blog of a few hundred articles
// per language, as an agency publishing two or three a month in three
// languages reaches in a few years: a copy of the project in a temporary
// folder, its articles copied (never committed), built and bundled as
// `wrangler deploy` would, beside today's. Neither what a new isolate's first
// request evaluates nor the upload, which every new instance starts with,
// grows with the blog: what the Worker knows of the articles is in files of
// the build's (src/content/article-files.ts).
const root = fileURLToPath(new URL('../../', import.meta.url));
let scaled: Awaited<ReturnType<typeof makeScaledSite>>;
let today: Awaited<ReturnType<typeof makeSiteCopy>>;
let sizes: ReturnType<typeof moduleSizes>;
let todaySizes: ReturnType<typeof moduleSizes>;

async function bundledSizes(folder: string) {
  const bundle = await dryRunBundle(folder);
  try {
    return moduleSizes(bundle.modules);
  } finally {
    await bundle.remove();
  }
}

beforeAll(async () => {
  scaled = await makeScaledSite({ root });
  sizes = await bundledSizes(scaled.folder);
  todaySizes = await bundledSizes(root);
}, 600_000);

/** The bytes of every module of a bundle, gzipped. */
const uploadGzipBytes = (modules: ReturnType<typeof moduleSizes>) => modules.reduce((sum: number, module: { gzipBytes: number }) => sum + module.gzipBytes, 0);

/** How much larger the scaled bundle's `measure` is than today's, in bytes. */
const growth = (measure: (modules: ReturnType<typeof moduleSizes>) => number) => measure(sizes) - measure(todaySizes);
afterAll(() => scaled?.remove());

describe(`the Worker with ${SCALED_ARTICLES_PER_LANGUAGE} articles per language`, () => {
  it('keeps what a first request evaluates, the main module and the heaviest language, within the budget', () => {
    expect(sizes.filter((module: { path: string }) => module.path.startsWith('generated/content/'))).toHaveLength(3);
    expect(firstRequestGzipBytes(sizes)).toBeLessThanOrEqual(MAX_FIRST_REQUEST_GZIP_BYTES);
  });

  // 290 more articles in each language made the upload 70 KiB larger when the
  // route table and each language's texts held every article; the dates the
  // category pages show may change a few bytes.
  it(`evaluates at a first request, and uploads, what it does with today's articles, to within 100 bytes gzipped`, () => {
    expect(Math.abs(growth(firstRequestGzipBytes))).toBeLessThanOrEqual(100);
    expect(Math.abs(growth(uploadGzipBytes))).toBeLessThanOrEqual(100);
  });
});
