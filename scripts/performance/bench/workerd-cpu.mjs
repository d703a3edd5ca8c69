// CPU time of the workerd process behind a Miniflare instance. On a machine
// shared with other work, wall-clock start-up times vary by a factor of two or
// more between instances; the CPU time workerd spends does much less, so the
// cold path shows it beside the wall-clock figures.
import { readdir, readFile } from 'node:fs/promises';

/** The workerd processes this Node process started, from /proc (Linux). */
async function workerdChildren() {
  const pids = [];
  for (const pid of (await readdir('/proc').catch(() => [])).filter((name) => /^\d+$/.test(name))) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    // "pid (comm) state ppid …": the command name may hold spaces, so fields are read after its closing parenthesis.
    const close = stat.lastIndexOf(')');
    const [, ppid] = stat.slice(close + 2).split(' ');
    if (stat.slice(stat.indexOf('(') + 1, close) === 'workerd' && Number(ppid) === process.pid) pids.push(pid);
  }
  return pids;
}

/**
 * Answers a function that reads the milliseconds of CPU the one running
 * workerd has used so far (its threads' run time, to the nanosecond, from
 * their schedstat), or NaN where that cannot be read.
 */
export async function workerdCpuClock() {
  const pids = await workerdChildren();
  if (pids.length !== 1) return async () => NaN;
  const tasks = `/proc/${pids[0]}/task`;
  return async () => {
    let nanoseconds = 0;
    for (const task of await readdir(tasks)) {
      nanoseconds += Number((await readFile(`${tasks}/${task}/schedstat`, 'utf8').catch(() => '0')).split(' ')[0]);
    }
    return nanoseconds / 1e6;
  };
}
