import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPUTED, csvCellsHoweverSplit, csvRows } from '../csv';

// `npm run messages` and `npm run stats` as the owner runs them, on a local
// database of their own (--persist-to) holding what an attacker would store.
const root = fileURLToPath(new URL('../../', import.meta.url));
const run = (command: string, args: string[]) =>
  execFileSync(command, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } });

/** What a terminal would act on: C0 controls but tab and line feed, DEL, C1 controls, bidirectional overrides and isolates. */
const ACTING = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;
/** What draws nothing yet changes what a text says: a zero-width joiner, direction marks, line and paragraph separators, tag characters. */
const INVISIBLE = /[\u200d-\u200f\u2028\u2029\u{e0000}-\u{e007f}]/u;
const today = new Date().toISOString().slice(0, 10);

/** Texts built with SQLite's char(), so that no control character goes through a command line. */
const ESC = 'char(27)';
const HOSTILE_ROWS = `
INSERT INTO contact_messages (created_at, language, name, email, company, message, source_page, client_hash, idempotency_key, notification)
VALUES ('${today}T09:00:00.000Z', 'fr',
  'Eve' || ${ESC} || ']0;pwned' || char(7) || 'Nul' || char(0) || 'Byte',
  'eve' || char(8238) || '@example.com',
  'Evil' || ${ESC} || '[2J' || ${ESC} || '[H',
  'Bonjour ' || ${ESC} || ']8;;https://evil.example' || ${ESC} || '\\cliquez' || ${ESC} || ']8;;' || ${ESC} || '\\' || char(10) || char(9) || 'ligne 2 ' || ${ESC} || ']52;c;ZXZpbA==' || char(7) || char(155) || '2J' || char(127) || char(10) || 'ligne 3 ' || char(8205) || char(8206) || char(8232) || char(917569) || char(917631),
  '/contact', 'hash', 'hostile-key', 'unsent');
INSERT INTO contact_messages (created_at, language, name, email, company, message, source_page, client_hash, idempotency_key, notification)
VALUES ('${today}T08:00:00.000Z', 'fr', '#999 forged', 'x@example.com', '', 'A forged entry', '/contact', 'hash', 'forged-key', 'sent');
INSERT INTO newsletter_subscribers (email, language, created_at, last_contact_at, consent_version, unsubscribe_token, confirmed_at)
VALUES ('reader' || ${ESC} || '[31m@example.com', 'fr', '${today}T09:00:00.000Z', '${today}T09:00:00.000Z', '1', 'token', '${today}T09:05:00.000Z');
INSERT INTO audience_page_views (day, route, language, source, device, views) VALUES
  ('${today}', '=HYPERLINK("https://evil.example","clic")', 'fr', 'direct', 'phone', 3),
  ('${today}', 'home', 'fr', '-2+3', 'desktop', 2),
  ('${today}', 'home', 'fr', '@SUM(A1)', 'tablet', 1),
  ('${today}', 'home', 'fr', '+cmd' || ${ESC} || '[2J', 'phone', 1),
  ('${today}', 'home', 'fr', char(9) || '=1+1', 'phone', 1),
  ('${today}', 'home', 'fr', 'evil.example;=1+1,@SUM(A1)', 'desktop', 1);
INSERT INTO audience_conversions (day, kind, route, language, count) VALUES ('${today}', 'message', '=1+1', 'fr', 1);
INSERT INTO bookings (uid, status, start_at, end_at, agency_date, name, email, company, note, mailbox, language, zone, client_hash, created_at)
VALUES ('hostile@booking.example', 'confirmed', ${Date.parse('2027-04-01T07:00:00Z')}, ${Date.parse('2027-04-01T07:20:00Z')}, '2027-04-01',
  'Mallory' || ${ESC} || '[2J', 'mallory' || char(8238) || '@example.com', 'Evil' || char(7) || ' SARL',
  'Une note' || char(10) || 'sur deux lignes ' || ${ESC} || ']52;c;ZXZpbA==' || char(7) || char(8205),
  'mallory@example.com', 'es', 'America/New_York', 'hash', '${today}T09:00:00.000Z');
`;

/** A local database of its own in a new folder, the migrations applied and `sql` run. */
function localDatabase(sql: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'sillage-owner-scripts-'));
  run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', folder]);
  writeFileSync(join(folder, 'rows.sql'), sql);
  run('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', folder, '--file', join(folder, 'rows.sql')]);
  return folder;
}

let database: string;
beforeAll(() => {
  database = localDatabase(HOSTILE_ROWS);
}, 120_000);
afterAll(() => rmSync(database, { recursive: true, force: true }));

const script = (name: string, ...args: string[]) => run(process.execPath, [`scripts/operations/${name}.mjs`, '--persist-to', database, ...args]);

const HEADER = 'day;kind;route;language;source;device;count';

/** `npm run stats -- --csv stats.csv` as docs/operating.md#reading-the-audience-figures shows it, on the database in `folder`: the file's text. */
function statsCsv(folder: string): string {
  const file = join(folder, 'stats.csv');
  run('npm', ['run', 'stats', '--', '--csv', file, '--persist-to', folder]);
  return readFileSync(file, 'utf8');
}

describe('npm run messages', () => {
  it('prints what visitors typed with every control character written out, line breaks of the message kept', () => {
    const output = script('messages');
    expect(output).not.toMatch(ACTING);
    expect(output).toContain('Eve\\u001b]0;pwned\\u0007Nul\\u0000Byte <eve\\u202e@example.com> · Evil\\u001b[2J\\u001b[H');
    expect(output).toContain('\\u001b]52;c;ZXZpbA==\\u0007\\u009b2J\\u007f');
    expect(output).toContain('\n  \tligne 2 ');
    expect(output).not.toMatch(INVISIBLE);
    expect(output).toContain('ligne 3 \\u200d\\u200e\\u2028\\u{e0041}\\u{e007f}');
    expect(output).toContain('2 message(s) shown.');
  }, 60_000);

  it('lists the bookings by the call’s Paris time, with their status, language and zone, what the visitor typed written out the same way', () => {
    const output = script('messages', '--bookings');
    expect(output).not.toMatch(ACTING);
    expect(output).not.toMatch(INVISIBLE);
    expect(output).toMatch(/^#\d+ {2}2027-04-01 09:00 Paris {2}confirmed {2}es {2}America\/New_York {2}booked \d{4}-\d\d-\d\d 09:00 UTC$/m);
    expect(output).toContain('Mallory\\u001b[2J <mallory\\u202e@example.com> · Evil\\u0007 SARL');
    expect(output).toContain('  Une note\n  sur deux lignes \\u001b]52;c;ZXZpbA==\\u0007\\u200d');
    expect(output).toContain('1 booking(s) shown.');
  }, 60_000);

  it('prints the subscribers the same way', () => {
    const output = script('messages', '--subscribers');
    expect(output).not.toMatch(ACTING);
    expect(output).toContain('reader\\u001b[31m@example.com');
  }, 60_000);
});

describe('npm run stats', () => {
  it('prints the sources and pages stored with every control character written out', () => {
    const output = script('stats');
    expect(output).not.toMatch(ACTING);
    expect(output).toContain('+cmd\\u001b[2J');
  }, 60_000);

  it('writes its CSV file with the command docs/operating.md#reading-the-audience-figures shows, for French Excel: byte order mark, the header first, `;` between cells', () => {
    expect(statsCsv(database).split('\r\n')[0]).toBe(`\uFEFF${HEADER}`);
  }, 60_000);

  it('writes no CSV cell a spreadsheet would compute, however the file is split', () => {
    const csv = statsCsv(database);
    const cells = csvRows(csv).flat();
    expect(cells).toContain(`'=HYPERLINK("https://evil.example","clic")`);
    expect(cells).toContain("'-2+3");
    expect(cells).toContain("'@SUM(A1)");
    expect(cells).toContain("evil.example;'=1+1,'@SUM(A1)");
    // The tab before a formula is written out first, as every control character: `\u0009=1+1`, plain text.
    expect(cells).toContain('\\u0009=1+1');
    expect(csvCellsHoweverSplit(csv).filter((cell) => COMPUTED.test(cell))).toEqual([]);
  }, 60_000);
});

describe('npm run stats with as many rows as the desk handles', () => {
  // 100,000 counters of one view each over the last 30 days, made by one statement.
  const ROWS = 100_000;
  let large: string;
  beforeAll(() => {
    large = localDatabase(`
      WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${ROWS - 1})
      INSERT INTO audience_page_views (day, route, language, source, device, views)
      SELECT date('${today}', '-' || (i % 30) || ' days'), 'route-' || (i / 30 % 100), 'fr', 'site-' || (i / 3000) || '.example', 'phone', 1 FROM n;`);
  }, 120_000);
  afterAll(() => rmSync(large, { recursive: true, force: true }));

  it('prints the report', () => {
    const output = run('npm', ['run', 'stats', '--', '--persist-to', large]);
    expect(output).toContain(`Total: ${ROWS} page views`);
  }, 120_000);

  it('writes every counter to its CSV file', () => {
    const lines = statsCsv(large).split('\r\n');
    expect(lines[0]).toBe(`\uFEFF${HEADER}`);
    expect(lines.slice(1, -1)).toHaveLength(ROWS);
    expect(lines.at(-1)).toBe('');
  }, 120_000);
});
