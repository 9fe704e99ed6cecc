import type { Readiness } from '@portal/contracts';
import type { Db } from '../db/client.ts';
import { shippedMigration } from '../db/migrate.ts';
import type { RunnerHealth } from '../jobs/job-queue.ts';
import { lastAppliedMigration } from './ops.repo.ts';

/** A database slower than this to answer one small query is as good as down to a load balancer. */
const DATABASE_CHECK_MS = 2000;

export interface ReadinessSources {
  db: Db;
  jobs: { health(): RunnerHealth };
}

const within = <T>(ms: number, work: Promise<T>): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error('check timed out')), ms); });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
};

/**
 * Whether this instance should get traffic: the database answers, it has every migration this
 * version ships (an instance of a newer version waits while another applies them), and the job
 * runner polls. A runner that was never started (tests drive jobs by hand) is not polling.
 */
export function readinessCheck(sources: ReadinessSources): () => Promise<Readiness> {
  const shipped = shippedMigration();
  return async () => {
    const applied = await within(DATABASE_CHECK_MS, lastAppliedMigration(sources.db)).then((v) => ({ reached: true, v }), () => ({ reached: false, v: null }));
    const runner = sources.jobs.health();
    const polling = runner.started && Date.now() - runner.lastPollAt <= Math.max(10_000, runner.intervalMs * 5);
    const checks = {
      database: applied.reached ? 'ok' : 'failing',
      migrations: applied.v !== null && applied.v >= shipped ? 'ok' : 'failing',
      jobs: polling ? 'ok' : 'failing',
    } as const;
    const ready = Object.values(checks).every((c) => c === 'ok');
    return { status: ready ? 'ready' : 'unavailable', checks };
  };
}
