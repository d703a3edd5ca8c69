import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { servedPaths } from '../../src/routes';
import { decodeEntities, readPage } from './html';

describe('titles and descriptions', () => {
  it('are unique, within length, and every title names the agency', async () => {
    const pages = await Promise.all(
      servedPaths().map(async ({ path }) => ({ path, ...(await readPage(await exports.default.fetch(`https://example.com${path}`))) })),
    );
    for (const page of pages) page.description = decodeEntities(page.description!);
    for (const { path, title, description } of pages) {
      expect(title.length, `${path}: ${title}`).toBeLessThanOrEqual(60);
      // The full name, or the short brand after the separator where the full one would not fit.
      expect(title, path).toMatch(/^Sillage Communication \| |\| Sillage( Communication)?$/);
      expect(description!.length, `${path}: ${description}`).toBeGreaterThanOrEqual(70);
      expect(description!.length, `${path}: ${description}`).toBeLessThanOrEqual(160);
    }
    const duplicates = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);
    expect(duplicates(pages.map((page) => page.title))).toEqual([]);
    expect(duplicates(pages.map((page) => page.description!))).toEqual([]);
  });
});
