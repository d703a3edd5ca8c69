// The site's audience, read from the anonymous daily aggregates in the local
// D1 database (`wrangler dev`'s) or, with --remote, the deployed one, through
// `wrangler d1 execute`:
//
//   npm run stats                       the last 30 days: page views per day, top pages,
//                                       languages, sources, devices, conversion rates
//   npm run stats -- --days 90          another period
//   npm run stats -- --csv stats.csv    the period's aggregates, written to stats.csv for a spreadsheet
//   npm run stats -- --remote …         the same from the deployed database
//   npm run stats -- --persist-to DIR   the same from a local database kept in DIR
//
// The figures are the owner's desk's (/bureau/audience), worked out by the
// same code (src/desk/audience/audience-report.ts). Stored texts (a referrer's
// host name, say) are printed with their control characters written out
// (src/text/control-characters.ts), and no CSV cell can start a spreadsheet
// formula (src/text/csv-cell.ts).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { audiencePeriods, audienceReport } from '../../src/desk/audience/audience-report.ts';
import { showControlCharactersInRow } from '../../src/text/control-characters.ts';
import { csvFile } from '../../src/text/csv-cell.ts';
import { queryD1 } from './d1.mjs';

/** The options given, or the script stopped with what was wrong: `--csv` alone, say, as in `--csv > stats.csv`. */
function parseOptions() {
  try {
    return parseArgs({
      options: {
        remote: { type: 'boolean', default: false },
        // The file to write rather than standard output, which `npm run` starts with its own lines.
        csv: { type: 'string' },
        days: { type: 'string', default: '30' },
        'persist-to': { type: 'string' },
      },
    }).values;
  } catch (error) {
    console.error(`${error.message}\nFor the CSV file: npm run stats -- --csv stats.csv`);
    process.exit(2);
  }
}
const options = parseOptions();
// Where the owner typed the command: `npm run` starts scripts in the project's folder.
const csvPath = options.csv === undefined ? undefined : resolve(process.env.INIT_CWD ?? '.', options.csv);
const days = Number(options.days);
if (!Number.isInteger(days) || days < 1) {
  console.error(`--days must be a positive whole number, not ${options.days}.`);
  process.exit(2);
}

// The period's days and the previous period's, as the owner's desk counts them (src/desk/audience/audience-report.ts).
const today = new Date();
const { period, previousPeriod } = audiencePeriods(days, today);

// The day is the only value put in the SQL, and it is computed here, never typed by anyone.
const since = csvPath ? period.first : previousPeriod.first;
const [views, conversions] = queryD1(
  `SELECT day, route, language, source, device, views FROM audience_page_views WHERE day >= '${since}' ORDER BY day, route, language, source, device;
   SELECT day, kind, route, language, count FROM audience_conversions WHERE day >= '${since}' ORDER BY day, kind, route, language`,
  { remote: options.remote, persistTo: options['persist-to'] },
).map((rows) => rows.map((row) => showControlCharactersInRow(row)));

if (csvPath) {
  const lines = [['day', 'kind', 'route', 'language', 'source', 'device', 'count']];
  for (const row of views) lines.push([row.day, 'view', row.route, row.language, row.source, row.device, row.views]);
  for (const row of conversions) lines.push([row.day, row.kind, row.route, row.language, '', '', row.count]);
  writeFileSync(csvPath, csvFile(lines));
  console.log(`${csvPath}: ${lines.length - 1} rows, ${period.first} to ${period.last} (UTC)`);
  process.exit(0);
}

const report = audienceReport(views, conversions, { days, today });

const EIGHTHS = ['', '▏', '▎', '▍', '▌', '▋', '▊', '▉'];
/** A horizontal bar of `value` on a scale where `max` is `width` characters, to the eighth of a character. */
function bar(value, max, width = 40) {
  const eighths = max === 0 ? 0 : Math.round((value / max) * width * 8);
  return '█'.repeat(Math.floor(eighths / 8)) + EIGHTHS[eighths % 8];
}

const percent = (share) => `${(100 * share).toFixed(0)} %`;

/** A titled table of a ranked list of the report: the period's rows, each with its share of the list's whole. */
function printShares(title, list, limit = 10) {
  const rows = list.rows.filter((row) => row.count > 0);
  console.log(`\n${title}`);
  if (rows.length === 0) console.log('  (none)');
  const width = Math.max(...rows.slice(0, limit).map((row) => row.key.length), 0);
  for (const row of rows.slice(0, limit)) console.log(`  ${row.key.padEnd(width)}  ${String(row.count).padStart(6)}  ${percent(row.share).padStart(5)}`);
  if (rows.length > limit) console.log(`  … and ${rows.length - limit} more`);
}

const where = options.remote ? 'deployed' : 'local';
console.log(`Audience, ${period.first} to ${period.last} (UTC), ${where} database`);
console.log('Page views of visitors who accepted the measurement; messages, bookings and sign-ups are all counted.');

console.log('\nPage views per day');
const maxPerDay = Math.max(0, ...report.daily.map((day) => day.views));
for (const { day, views: count } of report.daily) console.log(`  ${day}  ${String(count).padStart(5)}  ${bar(count, maxPerDay)}`.trimEnd());
const { totals } = report;
console.log(`  Total: ${totals.views.current} page views · messages: ${totals.messages.current} · bookings: ${totals.bookings.current} · newsletter sign-ups: ${totals.signUps.current}`);

printShares('Top pages', report.pages);
printShares('Languages', report.languages);
// Page views reached from another page of the site say nothing of where visitors come from.
printShares(`Sources (of ${report.sources.total.current} page views not reached from the site itself)`, report.sources);
printShares('Devices', report.devices);

console.log('\nConversions per page and language');
// Every language's whole site with page views, then each page with a message, a booking or a sign-up in the period.
const lines = report.conversions.filter((line) => (line.route === null ? line.views.current > 0 : line.messages.current + line.bookings.current + line.signUps.current > 0));
if (lines.length === 0) console.log('  (no page view, message, booking or sign-up in the period)');
else {
  const label = (line) => `${line.route ?? 'all pages'} (${line.language})`;
  const width = Math.max(...lines.map((line) => label(line).length), 4);
  console.log(`  ${'Page'.padEnd(width)}   views  messages  bookings  sign-ups  messages and bookings per 100 views`);
  for (const line of lines) {
    const rate = line.contactsPer100Views.current === null ? '—' : line.contactsPer100Views.current.toFixed(1);
    console.log(
      `  ${label(line).padEnd(width)}  ${String(line.views.current).padStart(6)}  ${String(line.messages.current).padStart(8)}  ${String(line.bookings.current).padStart(8)}  ${String(line.signUps.current).padStart(8)}  ${rate.padStart(35)}`,
    );
  }
}
