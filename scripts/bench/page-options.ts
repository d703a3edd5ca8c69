import { loadLanguageContent } from '../../src/language-content';
import { routePage, type DocumentOptions } from '../../src/render-route';
import { servedPath } from '../../src/routes';

/** What the site renders for `path` (a path of the route table), as the worker would, its language's texts loaded. */
export async function pageOptions(path: string, siteUrl: string): Promise<DocumentOptions> {
  const served = servedPath(path);
  if (!served) throw new Error(`Not a page: ${path}`);
  await loadLanguageContent(served.language);
  return routePage(served, siteUrl).documentOptions();
}

/**
 * Median time of one call of `op`, in microseconds. workerd's clock only moves
 * in whole milliseconds, so calls are timed in batches long enough (≥ 25 ms)
 * for that to be precise to about 4 %, and the median batch is divided by its
 * size. `rounds` batches are measured after a first call and one calibration batch.
 */
export async function medianMicros(op: () => unknown, rounds: number): Promise<number> {
  // The first call renders the page the memo then serves, in code not yet
  // compiled: it would make a batch of one look long enough, and the rounds
  // would then time single calls against the millisecond clock (0 or 1,000 µs).
  await op();
  let batch = 1;
  for (;;) {
    const start = performance.now();
    for (let i = 0; i < batch; i++) await op();
    if (performance.now() - start >= 25) break;
    batch *= 2;
  }
  const perCall: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const start = performance.now();
    for (let i = 0; i < batch; i++) await op();
    perCall.push(((performance.now() - start) * 1000) / batch);
  }
  perCall.sort((a, b) => a - b);
  return perCall[Math.floor(perCall.length / 2)]!;
}
