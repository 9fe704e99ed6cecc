// A throwaway PostgreSQL cluster on a loopback port, for benchmarks (initdb refuses root, so it runs as postgres).
// It keeps PostgreSQL's default durability (synchronous_commit on, fsync on): an acknowledged bid is a
// committed bid, as on a school's server. Only initdb skips its fsync, which no benchmark measures.
import { execFile, execFileSync, execSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuMs } from './proc-cpu.mjs';

function pgBin() {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  if (!versions.length) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  return `/usr/lib/postgresql/${versions[0]}/bin`;
}

/**
 * `statements`: load pg_stat_statements, nested statements too, to see where a call's time goes.
 * `explainMs`: auto_explain every statement slower than that into the cluster's log, with its
 * triggers' times (foreign-key checks are triggers), read back by `log()`.
 */
export function startCluster(port, { statements = false, explainMs = 0 } = {}) {
  const bin = pgBin();
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-pg-'));
  chmodSync(dir, 0o777);
  const asPostgres = (cmd) => execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', cmd], { stdio: 'pipe' });
  asPostgres(`${bin}/initdb -D ${dir}/data -A trust -U postgres --no-sync`);
  asPostgres(`${bin}/pg_ctl -D ${dir}/data -l ${dir}/log -w -o '-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300 -c shared_buffers=256MB${statements ? ' -c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track=all' : ''}${explainMs ? ` -c session_preload_libraries=auto_explain -c auto_explain.log_min_duration=${explainMs} -c auto_explain.log_analyze=on -c auto_explain.log_triggers=on -c auto_explain.log_nested_statements=on -c auto_explain.log_buffers=on` : ''}' start`);
  const conn = `-h 127.0.0.1 -p ${port} -U postgres`;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /**
     * pgbench's simple-update transaction (-N) on its own database in this cluster: the yardstick for
     * what this machine's PostgreSQL does per second with one small committed write transaction.
     */
    pgbench({ clients = 20, threads = 2, seconds = 15, scale = 10 } = {}) {
      execSync(`${bin}/createdb ${conn} pgbench`, { stdio: 'pipe' });
      execSync(`${bin}/pgbench ${conn} -i -q -s ${scale} pgbench`, { stdio: 'pipe' });
      const before = this.cpuMs();
      const out = execSync(`${bin}/pgbench ${conn} -N -c ${clients} -j ${threads} -T ${seconds} pgbench`, { stdio: 'pipe' }).toString();
      const tps = /tps = ([\d.]+)/.exec(out);
      const done = /number of transactions actually processed: (\d+)/.exec(out);
      if (!tps || !done) throw new Error(`pgbench printed no tps:\n${out}`);
      return { tps: Number(tps[1]), dbCpuMsPerTx: (this.cpuMs() - before) / Number(done[1]) };
    },
    /**
     * `pg_ctl restart -m immediate`: every backend killed without a checkpoint (crash recovery at
     * start), as a failover or a crash would. Async, so that the bench's callers go on meanwhile.
     */
    async restart() {
      await promisify(execFile)('su', ['postgres', '-s', '/bin/sh', '-c', `${bin}/pg_ctl -D ${dir}/data -l ${dir}/log -m immediate -w restart`]);
    },
    /** The cluster's server log (auto_explain's plans with `explainMs`). */
    log: () => readFileSync(`${dir}/log`, 'utf8'),
    /** CPU ms of the whole cluster: the postmaster, its live backends and the ones that exited. */
    cpuMs: () => cpuMs(Number(readFileSync(`${dir}/data/postmaster.pid`, 'utf8').split('\n')[0]), true),
    stop() {
      try { asPostgres(`${bin}/pg_ctl -D ${dir}/data -m fast stop`); } catch { /* already down */ }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const isRoot = () => execSync('id -u').toString().trim() === '0';
