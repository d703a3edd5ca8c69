import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dryRunBundle } from '../../scripts/build/deployable-worker.mjs';
import { firstRequestGzipBytes, MAX_FIRST_REQUEST_GZIP_BYTES, moduleSizes } from '../../scripts/build/worker-bundle.mjs';
import { makeScaledSite, SCALED_ARTICLES_PER_LANGUAGE } from '../../scripts/performance/bench/scaled-site.mjs';

// The bundle's budget (npm run bundle) with a blog of a few hundred articles
// per language, as an agency publishing two or three a month in three
// languages reaches in a few years: a copy of the project in a temporary
// folder, its articles copied (never committed), built and bundled as
// `wrangler deploy` would. What a new isolate's first request evaluates must
// not grow with the blog.
const root = fileURLToPath(new URL('../../', import.meta.url));
let scaled: Awaited<ReturnType<typeof makeScaledSite>>;
let sizes: ReturnType<typeof moduleSizes>;

beforeAll(async () => {
  scaled = await makeScaledSite({ root });
  const bundle = await dryRunBundle(scaled.folder);
  sizes = moduleSizes(bundle.modules);
  await bundle.remove();
}, 600_000);
afterAll(() => scaled?.remove());

describe(`the Worker with ${SCALED_ARTICLES_PER_LANGUAGE} articles per language`, () => {
  it('keeps what a first request evaluates, the main module and the heaviest language, within the budget', () => {
    expect(sizes.filter((module: { path: string }) => module.path.startsWith('generated/content/'))).toHaveLength(3);
    expect(firstRequestGzipBytes(sizes)).toBeLessThanOrEqual(MAX_FIRST_REQUEST_GZIP_BYTES);
  });
});
