import { spawnSync } from 'node:child_process';

/**
 * The rows of each statement of `sql`, run by `wrangler d1 execute` on the
 * local database (`wrangler dev`'s, or the copy kept in `persistTo`) or, with
 * `remote`, the deployed one. Exits the script with wrangler's status when it fails.
 */
export function queryD1(sql, { remote = false, persistTo } = {}) {
  const where = remote ? ['--remote'] : ['--local', ...(persistTo ? ['--persist-to', persistTo] : [])];
  const args = ['wrangler', 'd1', 'execute', 'DB', ...where, '--json', '--command', sql];
  // No cap on what wrangler answers: Node's default (1 MiB) stopped a few thousand rows in.
  const run = spawnSync('npx', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: Infinity });
  if (run.error) throw run.error;
  if (run.status !== 0) {
    console.error(run.stdout);
    console.error('wrangler d1 execute failed; for the local database, run `npm run dev` once to create it.');
    process.exit(run.status ?? 1);
  }
  return JSON.parse(run.stdout).map((result) => result.results);
}
