// The site's audience, read from the anonymous daily aggregates in the local
// D1 database (`wrangler dev`'s) or, with --remote, the deployed one, through
// `wrangler d1 execute`:
//
//   npm run stats                       the last 30 days: page views per day, top pages,
//                                       languages, sources, devices, conversion rates
//   npm run stats -- --days 90          another period
//   npm run stats -- --csv > stats.csv  the period's aggregates, for a spreadsheet
//   npm run stats -- --remote …         the same from the deployed database
//   npm run stats -- --persist-to DIR   the same from a local database kept in DIR
//
// Stored texts (a referrer's host name, say) are printed with their control
// characters written out (src/text/control-characters.ts), and no CSV cell can
// start a spreadsheet formula (src/text/csv-cell.ts).
import { parseArgs } from 'node:util';
import { showControlCharactersInRow } from '../src/text/control-characters.ts';
import { csvCell } from '../src/text/csv-cell.ts';
import { queryD1 } from './d1.mjs';

const { values: options } = parseArgs({
  options: {
    remote: { type: 'boolean', default: false },
    csv: { type: 'boolean', default: false },
    days: { type: 'string', default: '30' },
    'persist-to': { type: 'string' },
  },
});
const days = Number(options.days);
if (!Number.isInteger(days) || days < 1) {
  console.error(`--days must be a positive whole number, not ${options.days}.`);
  process.exit(2);
}

/** The UTC days of the period, oldest first, as YYYY-MM-DD. */
const today = new Date();
const period = Array.from({ length: days }, (_, i) => new Date(today.getTime() - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10));
const first = period[0];

// The day is the only value put in the SQL, and it is computed here, never typed by anyone.
const [views, conversions] = queryD1(
  `SELECT day, route, language, source, device, views FROM audience_page_views WHERE day >= '${first}' ORDER BY day, route, language, source, device;
   SELECT day, kind, route, language, count FROM audience_conversions WHERE day >= '${first}' ORDER BY day, kind, route, language`,
  { remote: options.remote, persistTo: options['persist-to'] },
).map((rows) => rows.map((row) => showControlCharactersInRow(row)));

if (options.csv) {
  const lines = [['day', 'kind', 'route', 'language', 'source', 'device', 'count']];
  for (const row of views) lines.push([row.day, 'view', row.route, row.language, row.source, row.device, row.views]);
  for (const row of conversions) lines.push([row.day, row.kind, row.route, row.language, '', '', row.count]);
  process.stdout.write(lines.map((line) => line.map(csvCell).join(',')).join('\n') + '\n');
  process.exit(0);
}

/** Sums `count(row)` of `rows` by `keyOf(row)`, largest first. */
function totals(rows, keyOf, count) {
  const sums = new Map();
  for (const row of rows) sums.set(keyOf(row), (sums.get(keyOf(row)) ?? 0) + count(row));
  return [...sums].sort((a, b) => b[1] - a[1] || String(a[0]).localeCompare(String(b[0])));
}

const EIGHTHS = ['', '▏', '▎', '▍', '▌', '▋', '▊', '▉'];
/** A horizontal bar of `value` on a scale where `max` is `width` characters, to the eighth of a character. */
function bar(value, max, width = 40) {
  const eighths = max === 0 ? 0 : Math.round((value / max) * width * 8);
  return '█'.repeat(Math.floor(eighths / 8)) + EIGHTHS[eighths % 8];
}

const percent = (part, whole) => (whole === 0 ? '' : `${((100 * part) / whole).toFixed(0)} %`);

/** A titled table of [label, count] rows with each row's share of `whole`. */
function printShares(title, rows, whole, limit = 10) {
  console.log(`\n${title}`);
  if (rows.length === 0) console.log('  (none)');
  const width = Math.max(...rows.slice(0, limit).map(([label]) => label.length), 0);
  for (const [label, count] of rows.slice(0, limit)) {
    console.log(`  ${label.padEnd(width)}  ${String(count).padStart(6)}  ${percent(count, whole).padStart(5)}`);
  }
  if (rows.length > limit) console.log(`  … and ${rows.length - limit} more`);
}

const totalViews = views.reduce((sum, row) => sum + row.views, 0);
const countOf = (kind) => conversions.filter((row) => row.kind === kind).reduce((sum, row) => sum + row.count, 0);
const where = options.remote ? 'deployed' : 'local';

console.log(`Audience, ${first} to ${period.at(-1)} (UTC), ${where} database`);
console.log('Page views of visitors who accepted the measurement; messages and sign-ups are all counted.');

console.log('\nPage views per day');
const perDay = new Map(totals(views, (row) => row.day, (row) => row.views));
const maxPerDay = Math.max(0, ...perDay.values());
for (const day of period) console.log(`  ${day}  ${String(perDay.get(day) ?? 0).padStart(5)}  ${bar(perDay.get(day) ?? 0, maxPerDay)}`.trimEnd());
console.log(`  Total: ${totalViews} page views · messages: ${countOf('message')} · newsletter sign-ups: ${countOf('newsletter')}`);

printShares('Top pages', totals(views, (row) => row.route, (row) => row.views), totalViews);
printShares('Languages', totals(views, (row) => row.language, (row) => row.views), totalViews);
// Page views reached from another page of the site say nothing of where visitors come from.
const arrivals = views.filter((row) => row.source !== 'internal');
const arrivalCount = arrivals.reduce((sum, row) => sum + row.views, 0);
printShares(`Sources (of ${arrivalCount} page views not reached from the site itself)`, totals(arrivals, (row) => row.source, (row) => row.views), arrivalCount);
printShares('Devices', totals(views, (row) => row.device, (row) => row.views), totalViews);

console.log('\nConversions per page and language');
const pageKey = (row) => `${row.route} (${row.language})`;
const viewsPerPage = new Map(totals(views, pageKey, (row) => row.views));
const perPage = (kind) => new Map(totals(conversions.filter((row) => row.kind === kind), pageKey, (row) => row.count));
const [messages, signUps] = [perPage('message'), perPage('newsletter')];
// Every language's whole site first, then each page with a message or a sign-up.
for (const [language] of totals(views, (row) => row.language, (row) => row.views)) {
  const all = `all pages (${language})`;
  viewsPerPage.set(all, views.filter((row) => row.language === language).reduce((sum, row) => sum + row.views, 0));
  for (const [kind, sums] of [['message', messages], ['newsletter', signUps]]) {
    sums.set(all, conversions.filter((row) => row.kind === kind && row.language === language).reduce((sum, row) => sum + row.count, 0));
  }
}
const byMessages = (a, b) => (messages.get(b) ?? 0) - (messages.get(a) ?? 0) || a.localeCompare(b);
const pages = [...new Set([...messages.keys(), ...signUps.keys()])].sort(
  (a, b) => Number(b.startsWith('all pages')) - Number(a.startsWith('all pages')) || byMessages(a, b),
);
if (pages.length === 0) console.log('  (no page view, message or sign-up in the period)');
else {
  const width = Math.max(...pages.map((page) => page.length), 4);
  console.log(`  ${'Page'.padEnd(width)}   views  messages  sign-ups  messages per 100 views`);
  for (const page of pages) {
    const pageViews = viewsPerPage.get(page) ?? 0;
    const sent = messages.get(page) ?? 0;
    const rate = pageViews === 0 ? '—' : ((100 * sent) / pageViews).toFixed(1);
    console.log(`  ${page.padEnd(width)}  ${String(pageViews).padStart(6)}  ${String(sent).padStart(8)}  ${String(signUps.get(page) ?? 0).padStart(8)}  ${rate.padStart(22)}`);
  }
}
