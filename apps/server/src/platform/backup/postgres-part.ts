import { spawn } from 'node:child_process';
import { WIPE_SQL } from './backup.repo.ts';
import { connectionOf, findPgTool, finished, runPgTool } from './pg-tools.ts';

/** pg_dump in custom format, of the snapshot the caller's transaction exported (so the file list matches it). */
export async function dumpPostgres(databaseUrl: string, snapshot: string, outFile: string): Promise<void> {
  const pgDump = await findPgTool('pg_dump');
  const { dbname, env } = connectionOf(databaseUrl);
  await runPgTool(pgDump, 'pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--file=${outFile}`, `--dbname=${dbname}`], env);
}

/**
 * Replaces the database's contents with the dump, all or nothing: pg_restore turns the dump into
 * SQL and psql runs it in one transaction after WIPE_SQL. A failure anywhere (a damaged dump, a
 * refused statement) rolls back and leaves the database as it was. Owners and grants are not
 * restored (`--no-owner --no-privileges`): the objects belong to the role restoring, which is the
 * one the portal connects as, and the roles of the old server may not exist here.
 */
export async function restorePostgres(databaseUrl: string, dumpFile: string): Promise<void> {
  const [pgRestore, psql] = [await findPgTool('pg_restore'), await findPgTool('psql')];
  const { dbname, env } = connectionOf(databaseUrl);
  const apply = spawn(psql, ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', `--dbname=${dbname}`], { env, stdio: ['pipe', 'ignore', 'pipe'] });
  const applied = finished(apply, 'psql');
  const toSql = spawn(pgRestore, ['--no-owner', '--no-privileges', '--file=-', dumpFile], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const converted = finished(toSql, 'pg_restore');
  // psql stopping at an error closes its input; pg_restore would then wait forever to write.
  apply.once('close', () => { if (toSql.exitCode === null) toSql.kill(); });
  apply.stdin.on('error', () => {});
  apply.stdin.write('begin;\n');
  apply.stdin.write(WIPE_SQL);
  toSql.stdout.pipe(apply.stdin, { end: false });
  try {
    await converted;
  } catch (err) {
    // Without the commit, psql ends with the transaction open and the server rolls it back.
    apply.stdin.end();
    // When psql stopped first (it could not connect, a statement was refused), its error is the one that says why.
    const psqlError: unknown = await applied.then(() => null, (e: unknown) => e);
    throw psqlError ?? err;
  }
  apply.stdin.end('commit;\n');
  await applied;
}
