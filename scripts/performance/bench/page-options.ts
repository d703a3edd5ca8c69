import type { BuildFileReader } from '../../../src/content/page-texts';
import { loadRouteTexts } from '../../../src/content/language-content';
import type { DocumentOptions } from '../../../src/render/render-document';
import { routePage } from '../../../src/render/render-route';
import { servedPath } from '../../../src/every-article';

/** What the site renders for `path` (a path of the route table), as the worker would, its texts loaded. */
export async function pageOptions(path: string, siteUrl: string, files: BuildFileReader): Promise<DocumentOptions> {
  const served = servedPath(path);
  if (!served) throw new Error(`Not a page: ${path}`);
  await loadRouteTexts(served.route, served.language, files);
  return routePage(served, siteUrl, { files }).documentOptions();
}

/**
 * Median time of one call of `op`, in microseconds. workerd's clock only moves
 * in whole milliseconds, so calls are timed in batches long enough (≥ 25 ms)
 * for that to be precise to about 4 %, and the median batch is divided by its
 * size. `rounds` batches are measured after a first call and one calibration batch.
 */
export async function medianMicros(op: () => unknown, rounds: number): Promise<number> {
  const [micros] = await medianMicrosSideBySide([op], rounds);
  return micros!;
}

/**
 * The median time of one call of each of `ops`, as `medianMicros` measures
 * it, with their batches taken in turn in every round: cases that are
 * compared share whatever the isolate and the machine are doing meanwhile
 * (measured one after the other, the precomputed response alone read from
 * 195 to 453 µs between runs).
 */
export async function medianMicrosSideBySide(ops: (() => unknown)[], rounds: number): Promise<number[]> {
  const batches: number[] = [];
  for (const op of ops) {
    // The first call renders the page the memo then serves, in code not yet
    // compiled: it would make a batch of one look long enough, and the rounds
    // would then time single calls against the millisecond clock (0 or 1,000 µs).
    await op();
    let batch = 1;
    while ((await timeBatch(op, batch)) < 25) batch *= 2;
    batches.push(batch);
  }
  const perCall: number[][] = ops.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [index, op] of ops.entries()) {
      perCall[index]!.push(((await timeBatch(op, batches[index]!)) * 1000) / batches[index]!);
    }
  }
  return perCall.map((times) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!);
}

/** Milliseconds that `batch` calls of `op` take, one after the other. */
async function timeBatch(op: () => unknown, batch: number): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < batch; i++) await op();
  return performance.now() - start;
}
