import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import worker from '../../src/index';
import { servedPaths } from '../../src/routes';

/** Text no page ever contains; if it comes back unescaped, input was reflected as markup. */
const MARKER = '<x-fuzz onload=alert(1)>';

const segment = fc.oneof(
  fc.constantFrom('services', 'blog', 'en', 'es', 'fr', '..', '.', '', 'index.html', 'a-propos', encodeURIComponent(MARKER)),
  fc.string({ unit: 'grapheme', maxLength: 12 }).map(encodeURIComponent),
  fc.string({ maxLength: 12 }),
  fc.constantFrom('%', '%2e%2e', '%2F', '%00', '%E0%A4%A', '%C0%AF', '%%32%65', '\u202e', 'é', '日本', '😀'),
  fc.nat({ max: 3000 }).map((length) => 'a'.repeat(length)),
);

/** A path of the route table, mutated: segments added, replaced or case-flipped. */
const path = fc
  .tuple(fc.constantFrom(...servedPaths().map((entry) => entry.path)), fc.array(segment, { maxLength: 4 }), fc.boolean(), fc.boolean())
  .map(([base, extra, upper, slash]) => {
    let result = [base.replace(/\/$/, ''), ...extra].join('/') || '/';
    if (upper) result = result.toUpperCase();
    return slash ? `${result}/` : result;
  });

const request = fc.record({
  path,
  query: fc.option(fc.oneof(fc.constant(`categorie=${encodeURIComponent(MARKER)}`), fc.constant(`categorie=seo-local&q=${encodeURIComponent(MARKER)}`), fc.string({ maxLength: 40 }).map(encodeURIComponent)), { nil: undefined }),
  method: fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
  body: fc.option(fc.oneof(fc.string({ maxLength: 200 }), fc.constant(`name=${encodeURIComponent(MARKER)}&email=x`)), { nil: undefined }),
  headers: fc.dictionary(
    fc.constantFrom('if-none-match', 'accept-language', 'cookie', 'content-type', 'origin', 'referer', 'x-forwarded-for'),
    fc.oneof(fc.string({ maxLength: 60 }).map((value) => value.replace(/[^\x20-\x7e]/g, '')), fc.constant(MARKER), fc.constant('*')),
  ),
});

beforeAll(() => {
  // Every unknown path is logged; ten thousand of them would drown the report.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterAll(() => vi.restoreAllMocks());

describe('fuzzing the worker', () => {
  it('answers 10,000 generated requests without a 5xx, an exception or reflected markup', async () => {
    let count = 0;
    await fc.assert(
      fc.asyncProperty(request, async ({ path, query, method, body, headers }) => {
        count++;
        const url = `https://example.com${path}${query === undefined ? '' : `?${query}`}`;
        const withBody = body !== undefined && method !== 'GET' && method !== 'HEAD';
        // The worker's own fetch handler, inside workerd (exports.default.fetch slows down over thousands of calls in this pool version).
        const context = createExecutionContext();
        const response = await worker.fetch(new Request(url, { method, headers, body: withBody ? body : undefined }), env, context);
        await waitOnExecutionContext(context);
        expect(response.status, `${method} ${url}`).toBeLessThan(500);
        const text = await response.text();
        expect(text, `${method} ${url}`).not.toContain(MARKER);
        expect(text).not.toContain('<x-fuzz');
      }),
      { seed: 20_261_121, numRuns: 10_000 },
    );
    expect(count).toBe(10_000);
  }, 300_000);
});
