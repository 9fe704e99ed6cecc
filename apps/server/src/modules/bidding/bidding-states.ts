import { eq, sql } from 'drizzle-orm';
import { PlanState } from '@portal/contracts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { BizError } from '../../platform/http/errors.ts';
import { scheduleJob } from '../../platform/jobs/job-queue.ts';
import { dbNow } from '../../platform/time/db-clock.ts';
import { clearRound, reverseRound } from './bidding-clearing.repo.ts';
import { scheduleResultsReport } from './bidding-notices.ts';
import { drawSeed } from './bidding-rounds.repo.ts';
import { cssPlans } from './bidding.tables.ts';

export type Plan = typeof cssPlans.$inferSelect;
export const ADVANCE_JOB = 'bidding.advance';

/** Advisory-lock namespace of bidding plans. */
const PLAN_LOCK = 4201;

/**
 * Bids take the plan's lock shared, clearing and state changes take it exclusive: bids run side by
 * side, a clearing waits for the bids in flight and they wait for it. An advisory lock rather than a
 * row lock: thousands of FOR SHARE lockers of one row would each rewrite its multixact.
 */
export async function lockPlan(tx: Queryable, planId: number, mode: 'update' | 'share'): Promise<Plan | undefined> {
  await tx.execute(mode === 'update'
    ? sql`select pg_advisory_xact_lock(${PLAN_LOCK}, ${planId})`
    : sql`select pg_advisory_xact_lock_shared(${PLAN_LOCK}, ${planId})`);
  const q = tx.select().from(cssPlans).where(eq(cssPlans.id, planId));
  const [plan] = mode === 'update' ? await q.for('update') : await q;
  return plan;
}

/**
 * The job kind of teaching records that turns a plan's final wins into enrolments (modules/teaching,
 * teaching-bidding-wins.ts). Named, not imported: bidding must not depend on teaching, which reads
 * the wins through bidding's public entry when the job runs.
 */
const WINS_FINAL_JOB = 'teaching.bidding-wins';

async function setState(tx: Queryable, planId: number, state: number): Promise<void> {
  await tx.update(cssPlans).set({ planState: state }).where(eq(cssPlans.id, planId));
  // The round's lottery seed is drawn as it opens, so its hash is published before any bid of the round.
  if (state === PlanState.firstOpen) await drawSeed(tx, planId, 1);
  if (state === PlanState.secondOpen) await drawSeed(tx, planId, 2);
  // In the same transaction: the enrolment job exists exactly when the published state commits.
  if (state === PlanState.secondPublished) await scheduleJob(tx, WINS_FINAL_JOB, `${WINS_FINAL_JOB}:${planId}`, await dbNow(tx), { planId });
}

/**
 * Clears a round and schedules the report of its results to every bidder, in the transaction that
 * publishes them (the caller sets the published state): the report exists exactly when the results do.
 */
async function clearAndPublish(tx: Queryable, planId: number, round: 1 | 2): Promise<void> {
  await clearRound(tx, planId, round);
  await scheduleResultsReport(tx, planId, round);
}

/** Is a round open for bids now: its state and its window. */
export function openRound(plan: Pick<Plan, 'planState' | 'firstBegin' | 'firstEnd' | 'secondBegin' | 'secondEnd'>, now = new Date()): 1 | 2 | null {
  if (plan.planState === PlanState.firstOpen && now >= plan.firstBegin && now < plan.firstEnd) return 1;
  if (plan.planState === PlanState.secondOpen && now >= plan.secondBegin && now < plan.secondEnd) return 2;
  return null;
}

/**
 * Moves a published plan as far as the clock says: 1→2 at firstBegin, 2→3→4 at firstEnd (clearing
 * round 1), 4→5 at secondBegin, 5→6→7 at secondEnd (clearing round 2). Idempotent, so a job that
 * runs twice or late does no harm; ending (8) is for staff only. The instant is the database's (as
 * for bids and drops), so a server whose clock drifts cannot open or clear a round early; `at` pins
 * it for tests.
 */
export async function advancePlan(db: Db, planId: number, at?: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    const now = at ?? await dbNow(tx);
    const plan = await lockPlan(tx, planId, 'update');
    if (!plan || !plan.published) return null;
    let state = plan.planState;
    if (state === PlanState.planning && now >= plan.firstBegin) state = PlanState.firstOpen;
    if ((state === PlanState.firstOpen || state === PlanState.firstClearing) && now >= plan.firstEnd) {
      await clearAndPublish(tx, planId, 1);
      state = PlanState.firstPublished;
    }
    if (state === PlanState.firstPublished && now >= plan.secondBegin) state = PlanState.secondOpen;
    if ((state === PlanState.secondOpen || state === PlanState.secondClearing) && now >= plan.secondEnd) {
      await clearAndPublish(tx, planId, 2);
      state = PlanState.secondPublished;
    }
    if (state !== plan.planState) await setState(tx, planId, state);
    return state;
  });
}

/** One job per window boundary; saving a plan reschedules them to the new times. */
export async function scheduleAdvances(tx: Queryable, plan: Pick<Plan, 'id' | 'published' | 'firstBegin' | 'firstEnd' | 'secondBegin' | 'secondEnd'>): Promise<void> {
  if (!plan.published) return;
  const times = { firstBegin: plan.firstBegin, firstEnd: plan.firstEnd, secondBegin: plan.secondBegin, secondEnd: plan.secondEnd };
  for (const [name, at] of Object.entries(times)) {
    await scheduleJob(tx, ADVANCE_JOB, `bidding:plan:${plan.id}:${name}`, at, { planId: plan.id });
  }
}

/** Staff: clear (or clear again) a round whose bidding is over and whose next round has not begun. */
export async function rerunClearing(db: Db, planId: number, round: 1 | 2): Promise<void> {
  await db.transaction(async (tx) => {
    const plan = await lockPlan(tx, planId, 'update');
    if (!plan) throw new BizError('-150');
    const allowed: number[] = round === 1
      ? [PlanState.firstOpen, PlanState.firstClearing, PlanState.firstPublished]
      : [PlanState.secondOpen, PlanState.secondClearing, PlanState.secondPublished];
    if (!allowed.includes(plan.planState)) throw new BizError('92011');
    await reverseRound(tx, planId, round);
    await clearAndPublish(tx, planId, round);
    await setState(tx, planId, round === 1 ? PlanState.firstPublished : PlanState.secondPublished);
  });
}

/** Staff: the next step by hand (clearing when a round closes), or the end of the plan. */
export async function staffMove(db: Db, planId: number, action: 'next' | 'end'): Promise<number> {
  return db.transaction(async (tx) => {
    const plan = await lockPlan(tx, planId, 'update');
    if (!plan) throw new BizError('-150');
    let state = plan.planState;
    if (action === 'end') {
      // A round that is open or clearing is cleared first ('next'), so no bid is left holding points.
      const endable: number[] = [PlanState.planning, PlanState.firstPublished, PlanState.secondPublished];
      if (!endable.includes(state)) throw new BizError('92008');
      state = PlanState.ended;
    } else if (state === PlanState.firstOpen || state === PlanState.firstClearing) {
      await clearAndPublish(tx, planId, 1);
      state = PlanState.firstPublished;
    } else if (state === PlanState.secondOpen || state === PlanState.secondClearing) {
      await clearAndPublish(tx, planId, 2);
      state = PlanState.secondPublished;
    } else if (state === PlanState.planning || state === PlanState.firstPublished) {
      state += 1;
    } else {
      throw new BizError('92008');
    }
    await setState(tx, planId, state);
    return state;
  });
}
