import { createHash } from 'node:crypto';
import type { BiText, NotificationParams } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
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
  courseNumber: r.courseNumber, name: bi(r.nameCn, r.nameEn), points: r.points, won: r.won, clearingPrice: r.clearingPrice,
});

/**
 * The results of a round that was just cleared, reported in the transaction that publishes them:
 * one event per student who bid in the round (their texts differ: each lists their own courses),
 * all reported in one go. Returns how many events were new.
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
