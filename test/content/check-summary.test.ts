import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build-content';
import { checkProse } from '../../scripts/content/prose/check-prose';
import { TYPESCRIPT_TEXT_FILES } from '../../scripts/content/prose/typescript-texts';
import { CHECK_SUMMARY_FR as FR } from '../../scripts/ci/check-summary-fr.mjs';
import { checkStatus, checkSummary } from '../../scripts/ci/check-summary.mjs';
import { LANGUAGES } from '../../src/languages/languages';

/**
 * The pull request check's summary in French (scripts/ci/check-summary.mjs),
 * read from the log of a real content build stopped by a broken copy of the
 * texts, as build.mjs prints it: the owner reads which text, which line and
 * what to change.
 */
let root: string;

/** Where build.mjs remembers the texts it found correctly spelled. */
const SPELLING_CACHE = 'node_modules/.cache/build/prose-spelling.json';

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'summary-'));
  await cp('src/content', join(root, 'src/content'), { recursive: true });
  for (const { file } of TYPESCRIPT_TEXT_FILES) await cp(file, join(root, file));
  // The texts the last build found correctly spelled, so only the broken one is read again (no copy before a first build).
  await cp(SPELLING_CACHE, join(root, 'prose-spelling.json')).catch(() => {});
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** The log of the build on the copy, as build.mjs prints a content error; the line of `before`, the first the edit changed. */
async function logAfter(file: string, before: string, after: string): Promise<{ log: string; line: number; name: string }> {
  const path = join(root, 'src/content', file);
  const text = await readFile(path, 'utf8');
  const index = text.indexOf(before);
  expect(index, `${file} does not contain ${before}`).toBeGreaterThanOrEqual(0);
  await writeFile(path, text.slice(0, index) + text.slice(index).replace(before, after));
  const stopped = await buildContent(join(root, 'src/content'))
    .then((built) => checkProse(built.prose, { root, cache: join(root, 'prose-spelling.json') }))
    .then(
      () => null,
      (error: Error) => error,
    );
  expect(stopped?.name).toBe('ContentError');
  const name = stopped!.message.slice(0, stopped!.message.indexOf(': '));
  return { log: `content: building…\nContent error: ${stopped!.message}\n`, line: text.slice(0, index).split('\n').length, name };
}

describe('the check’s summary', () => {
  it('names a misspelled word’s article, language and line, in a table the owner reads', async () => {
    const { log, line, name } = await logAfter('blog/en/business-cards-win-meetings.md', ' the ', ' teh ');
    expect(name).toMatch(/blog\/en\/business-cards-win-meetings\.md$/);
    const summary = checkSummary(log, 'failure', 'skipped');
    expect(summary).toContain(`${FR.failedTitle}\n\n${FR.contentFailed}\n\n${FR.columns}\n`);
    expect(summary).toMatch(new RegExp(`^\\| ${FR.article('business-cards-win-meetings', FR.languages.en)} \\(\`[^\`]+\`\\) \\| ${line} \\| .*"teh".* \\|$`, 'm'));
    expect(checkStatus(log, 'failure', 'skipped')).toBe(FR.statusContent(1));
    // Without a build's memory of the texts, every text is spell-checked: far longer on a busy machine.
  }, 120_000);

  it('names the French text whose figure the translations no longer carry, and its line', async () => {
    const { log, line } = await logAfter('services/print/fr.md', '{quoteDelay}', '72 h');
    expect(checkSummary(log, 'failure', 'skipped')).toMatch(new RegExp(`^\\| ${FR.service('print', FR.languages.fr)} \\(\`[^\`]+\`\\) \\| ${line} \\| the figure 72 is not in .* \\|$`, 'm'));
  });

  it('tells the owner a failed test is not hers to fix, and says when the draft can be published', () => {
    expect(checkSummary('vitest: 1 failed\n', 'success', 'failure')).toBe(`${FR.failedTitle}\n\n${FR.siteFailed}\n`);
    expect(checkStatus('', 'failure', 'skipped')).toBe(FR.statusSite);
    expect(checkSummary('', 'success', 'success')).toBe(`${FR.passedTitle}\n\n${FR.passed}\n`);
    expect(checkStatus('', 'success', 'success')).toBe(FR.statusPassed);
  });

  it('names every language of the site, and fits every status in GitHub’s 140 characters', () => {
    expect(Object.keys(FR.languages).sort()).toEqual([...LANGUAGES].sort());
    for (const status of [FR.statusPassed, FR.statusSite, FR.statusContent(1), FR.statusContent(12)]) expect(status.length).toBeLessThanOrEqual(140);
  });
});
