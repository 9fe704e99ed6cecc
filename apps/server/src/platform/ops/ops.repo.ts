import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';

/**
 * The newest migration the database has applied (drizzle's `created_at`, the journal's `when`), or
 * null before the first. One cheap query that also proves the database answers.
 */
export async function lastAppliedMigration(db: Db): Promise<number | null> {
  const result = await db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`);
  const last = rowsOf<{ last: string | number | null }>(result)[0]?.last;
  return last === null || last === undefined ? null : Number(last);
}

export interface JobKindStats {
  kind: string;
  /** Pending jobs whose time has come, and running ones whose lease ended (their runner died). */
  due: number;
  running: number;
  failed: number;
  /** Seconds since the oldest due job fell due; 0 when none is due. */
  oldestDueSeconds: number;
}

/** The job queue by kind, for the metrics: read at each scrape, from the table's own indexes. */
export async function jobQueueStats(db: Db): Promise<JobKindStats[]> {
  const result = await db.execute(sql`
    select kind,
      count(*) filter (where run_at <= now() and (state = 'pending' or (state = 'running' and locked_until < now()))) as due,
      count(*) filter (where state = 'running' and locked_until >= now()) as running,
      count(*) filter (where state = 'failed') as failed,
      coalesce(extract(epoch from now() - min(run_at) filter (
        where run_at <= now() and (state = 'pending' or (state = 'running' and locked_until < now())))), 0) as oldest
    from jobs where state in ('pending', 'running', 'failed') group by kind`);
  return rowsOf<{ kind: string; due: string | number; running: string | number; failed: string | number; oldest: string | number }>(result)
    .map((r) => ({ kind: r.kind, due: Number(r.due), running: Number(r.running), failed: Number(r.failed), oldestDueSeconds: Number(r.oldest) }));
}
