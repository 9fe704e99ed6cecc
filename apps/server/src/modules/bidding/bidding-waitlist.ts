import type { Queryable } from '../../platform/db/client.ts';
import { notify } from '../../platform/notifications/notify.ts';
import { move, type Account } from './bidding-accounts.ts';
import { resultsLink } from './bidding-notices.ts';
import { drawSeed } from './bidding-rounds.repo.ts';
import type { Plan } from './bidding-states.ts';
import * as waitlistRepo from './bidding-waitlist.repo.ts';
import type { Course } from './bidding.repo.ts';

/**
 * The add/drop waitlist. A bid on a full course in round 2 is stored as a live bid like any other
 * (css_place_bid logs it as 'waitlist'): it holds its points and a course. When a student gives up a
 * seat of a course that was full, the first in line (most points, ties by the round's lottery) takes
 * it in the same transaction and is told. What is still waiting when the round closes loses at its
 * clearing with no seat, and its points come back.
 *
 * Locks, so a drop never deadlocks with the bid path: the drop takes the course's row (no key update:
 * bids' key-share locks on it still pass), then the accounts it moves in student order, as the bid
 * path does. Bids never wait on a course row, so no cycle can form.
 */
export async function firstInLine(tx: Queryable, plan: Plan, course: Course): Promise<waitlistRepo.WaitlistEntry | undefined> {
  // The round's seed orders ties; it is drawn when the round opens, and here in case no tick has run yet.
  await drawSeed(tx, plan.id, 2);
  const [first] = await waitlistRepo.waitlist(tx, plan.id, course.id, 1);
  return first;
}

/** What a promoted entry pays: the price round 1's winners of the course paid under uniform pricing (never above the bid), else its bid. */
export function promotedPrice(plan: Pick<Plan, 'pricing'>, course: Pick<Course, 'clearingPriceFirst'>, points: number): number {
  return plan.pricing === 'uniform' && course.clearingPriceFirst !== null ? Math.min(points, course.clearingPriceFirst) : points;
}

/**
 * Gives the freed seat to `entry`, whose account the caller locked. The entry is still live: every
 * round-2 drop, a withdrawal from the line too, holds the course's row (drop in bidding.service.ts),
 * so nothing could take it out of the line between firstInLine and here.
 */
export async function promote(tx: Queryable, plan: Plan, course: Course, entry: waitlistRepo.WaitlistEntry, account: Account) {
  const paid = promotedPrice(plan, course, entry.points);
  if (!await waitlistRepo.markPromoted(tx, entry.id, paid)) throw new Error(`waitlist entry ${entry.id} left the line under the course lock`);
  await waitlistRepo.takeSeat(tx, course.id);
  const acc = await move(tx, account, { points: { from: 'held', to: 'spent', amount: paid }, uses: { from: 'usesHeld', to: 'usesSpent' }, useType: 'spend', courseId: course.id });
  if (entry.points > paid) {
    await move(tx, acc, { points: { from: 'held', to: 'available', amount: entry.points - paid }, uses: null, useType: 'price-refund', courseId: course.id });
  }
  await notify(tx, {
    kind: 'bidding.waitlist-promoted', key: `bidding.waitlist-promoted:${entry.id}`, recipients: [entry.student_id], link: resultsLink(plan.id),
    params: {
      plan: { zh: plan.planName, en: plan.planNameEn?.trim() ? plan.planNameEn : plan.planName },
      course: { courseNumber: course.courseNumber, name: { zh: course.nameCn, en: course.nameEn.trim() ? course.nameEn : course.nameCn } },
      points: entry.points, paid,
    },
  });
}
