import { createHash } from 'node:crypto';
import type { BiText, NotificationParams } from '@portal/contracts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { scheduleJob } from '../../platform/jobs/job-queue.ts';
import { dbNow } from '../../platform/time/db-clock.ts';
import { notifyMany, type NotificationEvent } from '../../platform/notifications/notify.ts';
import { roundResults, type RoundResultRow } from './bidding-notices.repo.ts';

type ResultsKind = 'bidding.results' | 'bidding.add-drop-results';
type BidResultCourse = NotificationParams[ResultsKind]['courses'][number];

/** The student's registration view of the plan (web: features/bidding planPaths.registration): what they won. */
export const resultsLink = (planId: number) => `/education/optional/lesson-details/${planId}`;

/**
 * Stable per plan, round, student and outcome: a clearing run again, or a job run twice, notifies
 * nobody twice; a re-clearing that changes what a student won (staff changed the seats) tells them again.
 */
export function resultsKey(planId: number, round: 1 | 2, studentId: number, courses: readonly BidResultCourse[]): string {
  const outcome = courses.map((c) => `${c.courseNumber}:${c.won ? 1 : 0}`).sort().join(',');
  return `bidding.results:${planId}:${round}:${studentId}:${createHash('sha256').update(outcome).digest('hex').slice(0, 12)}`;
}

/** English where the value has an English form, the Chinese where it has none. */
const bi = (zh: string, en: string | null | undefined): BiText => ({ zh, en: en?.trim() ? en : zh });

const courseOf = (r: RoundResultRow): BidResultCourse => ({
  courseNumber: r.courseNumber, name: bi(r.nameCn, r.nameEn), points: r.points, won: r.won, paid: r.won ? r.paid : null, clearingPrice: r.clearingPrice,
});

/** The job that reports a round's results; scheduled by the transaction that publishes them. */
export const RESULTS_JOB = 'bidding.report-results';

/**
 * Schedules the report of a round's results in the transaction that clears and publishes it: the
 * job exists exactly when the results do. A job, not the report itself: rendering and writing a
 * notice per bidder (21,000 for 105,000 bids) was about 2 s of the clearing's transaction, during
 * which every bid and drop of the plan waits on its lock. Scheduled again by a re-clearing, the job
 * reads the results as they are then; resultsKey keeps anyone from being told the same thing twice.
 */
export async function scheduleResultsReport(tx: Queryable, planId: number, round: 1 | 2): Promise<void> {
  await scheduleJob(tx, RESULTS_JOB, `${RESULTS_JOB}:${planId}:${round}`, await dbNow(tx), { planId, round });
}

/** The results job: one transaction, so the notices of a round are written all or none. */
export async function runResultsReport(payload: Record<string, unknown>, db: Db): Promise<void> {
  const round = Number(payload.round) === 2 ? 2 : 1;
  await db.transaction((tx) => reportResults(tx, Number(payload.planId), round));
}

/**
 * The results of a round that was cleared: one event per student who bid in the round (their texts
 * differ: each lists their own courses), all reported in one go. Returns how many events were new.
 */
export async function reportResults(tx: Queryable, planId: number, round: 1 | 2): Promise<number> {
  const results = await roundResults(tx, planId, round);
  if (!results) return 0;
  const plan = bi(results.plan.planName, results.plan.planNameEn);
  const byStudent = new Map<number, BidResultCourse[]>();
  for (const r of results.rows) {
    const list = byStudent.get(r.studentId) ?? [];
    list.push(courseOf(r));
    byStudent.set(r.studentId, list);
  }
  const kind: ResultsKind = round === 1 ? 'bidding.results' : 'bidding.add-drop-results';
  const events: NotificationEvent<ResultsKind>[] = [...byStudent].map(([studentId, courses]) => ({
    kind, key: resultsKey(planId, round, studentId, courses), recipients: [studentId], link: resultsLink(planId), params: { plan, courses },
  }));
  return notifyMany(tx, events);
}
