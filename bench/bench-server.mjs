// Server processes of the benchmarks: one or more instances of the real server on loopback ports,
// started as `npm start` would run it in production, stopped with SIGTERM or killed with SIGKILL.
import { spawn } from 'node:child_process';
import { sleep } from './bench-http.mjs';
import { cpuMs } from './proc-cpu.mjs';

async function waitUp(port, child) {
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`server on port ${port} exited with ${child.exitCode}`);
    try { if ((await fetch(`http://127.0.0.1:${port}/api/auth/config`)).ok) return; } catch { /* not yet */ }
    await sleep(100);
  }
  throw new Error(`server on port ${port} did not start`);
}

/** `env` is shared; each instance gets its own PORT. BENCH_PROF=1 writes CPU profiles to /tmp/prof. */
export function serverInstance(env, port) {
  let child = null;
  let spent = 0;
  const start = async () => {
    child = spawn(process.execPath, [...(process.env.BENCH_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROF_DIR ?? '/tmp/prof'}`] : []), 'apps/server/src/server.ts'],
      { env: { ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
    await waitUp(port, child);
  };
  const exited = () => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', r)));
  return {
    port,
    start,
    async stop() {
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited();
    },
    /** kill -9: no shutdown hook runs, connections and transactions in flight are cut. */
    async kill9() {
      spent += cpuMs(child.pid);
      child.kill('SIGKILL');
      await exited();
    },
    /** CPU ms used by this instance (all its runs: a killed run's time is kept). */
    cpuMs: () => spent + (child ? cpuMs(child.pid) : 0),
    /** The process id of the running instance (its memory is read from /proc). */
    pid: () => child?.pid ?? null,
    alive: () => child !== null && child.exitCode === null && child.signalCode === null,
    forceStop: () => { if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL'); },
  };
}
