// The summary of the pull request check, in French, for the owner who saved a
// draft in the editor: `npx node scripts/ci/check-summary.mjs <build log>
// <build outcome> <tests outcome>` prints Markdown, which the workflow
// (.github/workflows/checks.yml) appends to $GITHUB_STEP_SUMMARY; with
// `--status` first, the one line of the commit status the editor shows beside
// the draft, which links to that summary. A content
// error (`Content error: <file>: line N: <what>`, as build.mjs stops with) is
// listed with the file named as she knows it, its line and what to change.
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { CHECK_SUMMARY_FR as FR } from './check-summary-fr.mjs';

const CONTENT_ERROR = 'Content error: ';
/** `<file>: line N: <what>` or `<file>: <what>`, as the content build and its prose checks write each problem. */
const PROBLEM = /^(\S+\.(?:md|yaml|ts|json)): (?:line (\d+): )?(.+)$/;

/** The problems the content build stopped on, in its order; none when it did not stop on the texts. */
export function contentProblems(log) {
  const lines = log.split(/\r?\n/);
  const start = lines.findIndex((line) => line.startsWith(CONTENT_ERROR));
  if (start === -1) return [];
  const problems = [];
  for (const [index, line] of lines.slice(start).entries()) {
    const match = PROBLEM.exec(index === 0 ? line.slice(CONTENT_ERROR.length) : line);
    if (match) problems.push({ file: match[1], line: match[2] ? Number(match[2]) : null, what: match[3] });
    // A line of its own continues the problem above it (a list the message gives).
    else if (problems.length > 0 && line.trim() !== '') problems.at(-1).what += ` ${line.trim()}`;
    else break;
  }
  return problems;
}

/** A file as the owner knows it: `src/content/blog/en/my-article.md` is the English version of the article. */
export function placeOf(file) {
  const article = /(?:^|\/)blog\/([a-z]{2})\/([^/]+)\.md$/.exec(file);
  if (article && FR.languages[article[1]]) return `${FR.article(article[2], FR.languages[article[1]])} (\`${file}\`)`;
  const home = /(?:^|\/)home\/([a-z]{2})\.md$/.exec(file);
  if (home && FR.languages[home[1]]) return `${FR.home(FR.languages[home[1]])} (\`${file}\`)`;
  const entry = /(?:^|\/)(pages|services|legal)\/([^/]+)\/([a-z]{2})\.md$/.exec(file);
  if (entry && FR.languages[entry[3]]) {
    const named = { pages: FR.page, services: FR.service, legal: FR.legal }[entry[1]];
    return `${named(entry[2], FR.languages[entry[3]])} (\`${file}\`)`;
  }
  return `${FR.file} \`${file}\``;
}

/** A table cell: no pipe or line break ends it early. */
const cell = (text) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/** The summary's Markdown for a run whose build and tests ended with these outcomes (GitHub's `success`, `failure`, `skipped`…). */
export function checkSummary(log, buildOutcome, testsOutcome) {
  if (buildOutcome === 'success' && testsOutcome === 'success') return `${FR.passedTitle}\n\n${FR.passed}\n`;
  const problems = contentProblems(log);
  if (problems.length === 0) return `${FR.failedTitle}\n\n${FR.siteFailed}\n`;
  const rows = problems.map(({ file, line, what }) => `| ${cell(placeOf(file))} | ${line ?? FR.noLine} | ${cell(what)} |`);
  return `${FR.failedTitle}\n\n${FR.contentFailed}\n\n${FR.columns}\n${rows.join('\n')}\n\n${FR.englishNote}\n`;
}

/** The commit status's description: whether the draft can be published, and where to read why not. */
export function checkStatus(log, buildOutcome, testsOutcome) {
  if (buildOutcome === 'success' && testsOutcome === 'success') return FR.statusPassed;
  const problems = contentProblems(log);
  return problems.length > 0 ? FR.statusContent(problems.length) : FR.statusSite;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const status = process.argv[2] === '--status';
  const [logFile, buildOutcome, testsOutcome] = process.argv.slice(status ? 3 : 2);
  // No log when the build did not run (the install failed): the site's failure, not the texts'.
  const log = logFile ? await readFile(logFile, 'utf8').catch(() => '') : '';
  process.stdout.write(status ? checkStatus(log, buildOutcome, testsOutcome) : checkSummary(log, buildOutcome, testsOutcome));
}
