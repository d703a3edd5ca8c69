// Lists what the site has stored, newest first, from the local D1 database
// (`wrangler dev`'s) or, with --remote, the deployed one, through
// `wrangler d1 execute`:
//
//   npm run messages                      the latest 20 contact messages
//   npm run messages -- --limit 100       more of them
//   npm run messages -- --unsent          only those whose notification failed or is pending,
//                                         including those the daily job gave up on
//   npm run messages -- --subscribers     the newsletter list (confirmed addresses), with each unsubscribe link,
//                                         in the subscriber's language
//   npm run messages -- --bookings        the latest 20 free first calls booked, by the call's time (latest first),
//                                         whatever became of them (held, confirmed, cancelled, expired, moved)
//   npm run messages -- --remote …        the same from the deployed database
//   npm run messages -- --persist-to DIR  the same from a local database kept in DIR
//
// What visitors typed is printed with its control characters written out
// (`\u001b`): none can act on the terminal (src/text/control-characters.ts).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { importTs } from '../build/import-ts.mjs';
import { showControlCharactersInRow } from '../../src/text/control-characters.ts';
import { routeTable } from './route-table.mjs';
import { queryD1 } from './d1.mjs';

// The messages' and bookings' columns and fields, from their records (src/records/).
const { MESSAGES_TABLE, STORED_COLUMNS, shownContactMessage } = await importTs('src/db/contact-messages.ts');
const { CONTACT_MESSAGE } = await importTs('src/records/contact-message.ts');
const { BOOKING } = await importTs('src/records/booking.ts');
const { lineFieldNames, textFieldNames } = await importTs('src/records/record.ts');

const { values: options } = parseArgs({
  options: {
    remote: { type: 'boolean', default: false },
    limit: { type: 'string', default: '20' },
    unsent: { type: 'boolean', default: false },
    subscribers: { type: 'boolean', default: false },
    bookings: { type: 'boolean', default: false },
    'persist-to': { type: 'string' },
  },
});
const limit = Number(options.limit);
if (!Number.isInteger(limit) || limit < 1) {
  console.error(`--limit must be a positive whole number, not ${options.limit}.`);
  process.exit(2);
}

/** Rows of one SELECT, run by wrangler on the chosen database. */
const query = (sql) => queryD1(sql, { remote: options.remote, persistTo: options['persist-to'] })[0];

const when = (iso) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** The fields of a record's line on one, those left empty left out: `Name <address> · Company`, an address beside what precedes it. */
const lineFields = (record, row) =>
  lineFieldNames(record)
    .filter((field) => row[field])
    .reduce((line, field) => (record.fields[field].input === 'email' ? `${line} <${row[field]}>` : line ? `${line} · ${row[field]}` : row[field]), '');

/** Each of a record's texts, indented under its line. */
const printTexts = (record, row) => {
  for (const field of textFieldNames(record)) console.log(String(row[field] ?? '').replace(/^/gm, '  '));
};

if (options.subscribers) {
  // The link each newsletter must carry for its reader (docs/operating.md#messages-and-subscribers-from-a-terminal).
  const siteUrl = /^SITE_URL\s*=\s*"([^"]+)"/m.exec(readFileSync('wrangler.toml', 'utf8'))?.[1] ?? '';
  // Their texts written out, unable to act on the terminal.
  const rows = query(
    `SELECT email, language, confirmed_at, consent_version, unsubscribe_token FROM newsletter_subscribers
     WHERE confirmed_at IS NOT NULL ORDER BY id DESC LIMIT ${limit}`,
  ).map((row) => showControlCharactersInRow(row));
  const { linkTo } = await routeTable();
  for (const row of rows) {
    console.log(`${row.email}  (${row.language}, since ${when(row.confirmed_at)}, consent ${row.consent_version})`);
    console.log(`  ${siteUrl}${linkTo('newsletter-unsubscribe', row.language)}?token=${row.unsubscribe_token}`);
  }
  console.log(`${rows.length} subscriber(s) shown.`);
} else if (options.bookings) {
  const { BOOKINGS_TABLE, STORED_COLUMNS: BOOKING_COLUMNS, shownBooking } = await importTs('src/db/bookings.ts');
  const rows = query(`SELECT ${BOOKING_COLUMNS} FROM ${BOOKINGS_TABLE} ORDER BY start_at DESC, id DESC LIMIT ${limit}`).map(shownBooking);
  // The call's time as the owner reads her agenda: Paris's.
  const paris = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'short' });
  for (const row of rows) {
    console.log(`#${row.id}  ${paris.format(row.startAt)} Paris  ${row.status}  ${row.language}  ${row.zone}  booked ${when(row.createdAt)}`);
    console.log(lineFields(BOOKING, row));
    printTexts(BOOKING, row);
    console.log('');
  }
  console.log(`${rows.length} booking(s) shown.`);
} else {
  const where = options.unsent ? "WHERE notification <> 'sent'" : '';
  // Every field of the record, its texts written out as the desk shows them.
  const rows = query(`SELECT ${STORED_COLUMNS} FROM ${MESSAGES_TABLE} ${where} ORDER BY id DESC LIMIT ${limit}`).map(shownContactMessage);
  /** A failed notification: when the daily job tries again, or that it gave up. */
  const retry = (row) =>
    row.notification === 'unsent'
      ? ` (${row.notificationAttempts} attempt(s), ${row.nextNotificationAt ? `next after ${when(row.nextNotificationAt)}` : 'no more retries: answer it by hand'})`
      : '';
  for (const row of rows) {
    console.log(`#${row.id}  ${when(row.createdAt)}  ${row.language}  ${row.sourcePage}  notification: ${row.notification}${retry(row)}`);
    console.log(lineFields(CONTACT_MESSAGE, row));
    printTexts(CONTACT_MESSAGE, row);
    console.log('');
  }
  console.log(`${rows.length} message(s) shown.`);
}
