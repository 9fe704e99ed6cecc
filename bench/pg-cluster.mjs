// A throwaway PostgreSQL cluster on a loopback port, for benchmarks (initdb refuses root, so it runs as postgres).
import { execFileSync, execSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function pgBin() {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  if (!versions.length) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  return `/usr/lib/postgresql/${versions[0]}/bin`;
}

export function startCluster(port) {
  const bin = pgBin();
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-pg-'));
  chmodSync(dir, 0o777);
  const asPostgres = (cmd) => execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', cmd], { stdio: 'pipe' });
  asPostgres(`${bin}/initdb -D ${dir}/data -A trust -U postgres --no-sync`);
  asPostgres(`${bin}/pg_ctl -D ${dir}/data -l ${dir}/log -w -o '-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300 -c shared_buffers=256MB -c synchronous_commit=off' start`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try { asPostgres(`${bin}/pg_ctl -D ${dir}/data -m fast stop`); } catch { /* already down */ }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const isRoot = () => execSync('id -u').toString().trim() === '0';
