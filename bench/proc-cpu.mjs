// CPU time of processes from /proc (Linux), to see where the time of a request goes: the server,
// the database or the benchmark's own client.
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function stat(pid) {
  try {
    // The fields after the command name, which may itself hold spaces and parentheses.
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch { return null; }
}

/**
 * CPU time (ms) a process used, and with `tree` the CPU of its live children and of the children it
 * reaped (how the PostgreSQL cluster's backends are counted): where the time of a bid goes.
 */
export function cpuMs(pid, tree = false) {
  const s = stat(pid);
  if (!s) return 0;
  // After the name: state(0) ppid(1) … utime(11) stime(12) cutime(13) cstime(14).
  let ticks = Number(s[11]) + Number(s[12]);
  if (tree) {
    ticks += Number(s[13]) + Number(s[14]);
    for (const p of readdirSync('/proc')) {
      if (!/^\d+$/.test(p)) continue;
      const c = stat(p);
      if (c && Number(c[1]) === pid) ticks += Number(c[11]) + Number(c[12]);
    }
  }
  return ticks * TICK_MS;
}

