import { PlanState, SelectStatus, bidOutcomeOf, type BidCourseRow, type ClassTime, type PlanDetail, type PlanRow } from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import type { UserRow } from '../../platform/auth/auth.repo.ts';
import type { UserCache } from '../../platform/auth/user-cache.ts';
import { Batcher } from '../../platform/db/batcher.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { BizError, bizErrorOf, notAuthorised, otherUsersData } from '../../platform/http/errors.ts';
import { sanitizeRichText } from '../../platform/http/sanitize.ts';
import { dbNow } from '../../platform/time/db-clock.ts';
import { lockAccount, move, type Account } from './bidding-accounts.ts';
import { roundPublished, roundViews } from './bidding-lottery.ts';
import * as rounds from './bidding-rounds.repo.ts';
import { lockPlan, openRound, type Plan } from './bidding-states.ts';
import { firstInLine, promote } from './bidding-waitlist.ts';
import * as waitlist from './bidding-waitlist.repo.ts';
import * as bidRepo from './bidding-bid.repo.ts';
import * as history from './bidding-history.repo.ts';
import * as repo from './bidding.repo.ts';

const iso = (d: Date) => d.toISOString();
const num = (v: string | number | null | undefined) => (v === null || v === undefined ? 0 : Number(v));

/** A name in the reader's language: the English form when there is one, else the Chinese (a proper name may have none). */
export const inLanguage = (lang: 'zh' | 'en', cn: string, en: string | null | undefined) => (lang === 'en' && en ? en : cn);

export function toPlanRow(plan: Plan, now = new Date()): PlanRow {
  return {
    id: plan.id, planName: plan.planName, planNameEn: plan.planNameEn, pageType: plan.pageType, schoolYear: plan.schoolYear, term: plan.term,
    firstBegin: iso(plan.firstBegin), firstEnd: iso(plan.firstEnd), secondBegin: iso(plan.secondBegin), secondEnd: iso(plan.secondEnd),
    planState: plan.planState, courseSelectionOpened: openRound(plan, now) !== null,
    studentPersonalPoint: plan.minPoint, studentPersonalPointMax: plan.maxPoint, pointsBudget: plan.pointsBudget, maxCourses: plan.maxCourses,
  };
}

/**
 * A batch in (plan, student) order, so two batches lock accounts in the same order and never
 * deadlock; the outcomes go back in the callers' order. Bids of one student keep their arrival order.
 */
async function placeBidsInOrder(db: Db, batch: bidRepo.BidRequest[]): Promise<bidRepo.BidOutcome[]> {
  const order = batch.map((b, i) => ({ b, i })).sort((x, y) => x.b.planId - y.b.planId || x.b.studentId - y.b.studentId || x.i - y.i);
  const outcomes = await bidRepo.placeBids(db, order.map((o) => o.b));
  const back: bidRepo.BidOutcome[] = new Array<bidRepo.BidOutcome>(batch.length);
  order.forEach((o, k) => { back[o.i] = outcomes[k]!; });
  return back;
}

const accountView = (a: Account | undefined) => (a ? {
  budget: a.budget, available: a.available, held: a.held, spent: a.spent,
  maxUses: a.maxUses, usesAvailable: a.usesAvailable, usesHeld: a.usesHeld, usesSpent: a.usesSpent,
} : null);

/**
 * A sealed plan hides what others bid in a round until its results are published: ranks, averages
 * and bid counts (staff still see them). 'Until published' rather than 'while open' also covers the
 * clearing state and a round not yet opened, which have nothing to show anyway.
 */
export const sealedRound = (plan: Pick<Plan, 'sealed' | 'planState'>, round: 1 | 2) => plan.sealed && !roundPublished(plan.planState, round);

/** A course row's result of the round shown, once published: the student's outcome and the course's figures. */
function resultOf(r: repo.CourseListRow, round: 1 | 2, published: boolean): Pick<BidCourseRow, 'outcome' | 'paid' | 'clearing'> {
  if (!published) return { outcome: null, paid: null, clearing: null };
  const clearing = r.cc_seats === null ? null : {
    round, bidders: r.cc_bidders ?? 0, seats: r.cc_seats, winners: r.cc_winners ?? 0, price: r.cc_price, lowestBid: r.cc_lowest, highestBid: r.cc_highest,
  };
  const mine = r.my_resolved && r.my_points !== null;
  return {
    // A round-1 win given up in add/drop is 'dropped' now, but it won at this clearing.
    outcome: mine ? bidOutcomeOf(r.my_paid !== null, r.my_points!, r.cc_price) : null,
    paid: mine ? r.my_paid : null,
    clearing,
  };
}

/** The student side of bidding: every rule is checked here, inside the transaction that writes. */
export class BiddingService {
  private readonly db: Db;
  private readonly users: UserCache;
  private readonly bids: Batcher<bidRepo.BidRequest, bidRepo.BidOutcome>;
  constructor(db: Db, users: UserCache) {
    this.db = db;
    this.users = users;
    // More batches at once use both cores; fewer make each batch (and its commit) serve more bids.
    // bench/bidding.mjs on 2 cores, one run each (runs differ by up to 15%): 4 in flight of 50 peaked
    // at 3,050 bids/s but its p99 at 1,500 bids/s was 123 ms; 2 of 50: 2,717 and 61 ms; 3 of 100 between.
    this.bids = new Batcher((batch) => placeBidsInOrder(db, batch), { maxInFlight: 3, maxBatch: 100 });
  }

  async student(ctx: AuthContext, studentNumber?: string | null): Promise<UserRow> {
    const user = await this.users.get(ctx.userId);
    if (!user) throw notAuthorised();
    if (studentNumber && studentNumber !== user.studentNumber) throw otherUsersData();
    return user;
  }

  /** A plan the student may see: published, of their programme and entrance year. */
  async eligiblePlan(db: Queryable, user: UserRow, planId: number, lock?: 'share' | 'update'): Promise<Plan> {
    const plan = lock ? await lockPlan(db, planId, lock) : await repo.planById(db, planId);
    if (!plan || !plan.published) throw new BizError('-150');
    if (plan.pageType !== user.pageType) throw new BizError('-120');
    const years = await repo.planYears(db, planId);
    if (!user.studyEntranceYear || !years.includes(user.studyEntranceYear)) throw new BizError('-130');
    return plan;
  }

  async plans(user: UserRow, q: repo.ListPage) {
    const { rows, total } = await repo.visiblePlans(this.db, { pageType: user.pageType ?? '', year: user.studyEntranceYear ?? -1 }, q);
    const now = await dbNow(this.db);
    return { data: rows.map((p) => toPlanRow(p, now)), total };
  }

  async plan(user: UserRow, planId: number): Promise<PlanDetail> {
    const plan = await this.eligiblePlan(this.db, user, planId);
    const account = await repo.accountOf(this.db, planId, user.id);
    return {
      ...toPlanRow(plan), remark: sanitizeRichText(plan.remark), refundOnDrop: plan.refundOnDrop,
      optionalCourseMinScore: plan.optionalCourseMinScore,
      pricing: plan.pricing, sealed: plan.sealed, rounds: roundViews(plan.planState, await rounds.roundsOf(this.db, planId)),
      account: accountView(account) ?? accountView({ planId, studentId: user.id, budget: plan.pointsBudget, available: plan.pointsBudget, held: 0, spent: 0, maxUses: plan.maxCourses, usesAvailable: plan.maxCourses, usesHeld: 0, usesSpent: 0 }),
    };
  }

  async courses(user: UserRow, planId: number, round: 1 | 2, q: repo.ListPage, lang: 'zh' | 'en') {
    const plan = await this.eligiblePlan(this.db, user, planId);
    const published = roundPublished(plan.planState, round);
    const sealed = sealedRound(plan, round);
    // A sort by rank would show the hidden ranks' order.
    const page = sealed && q.orderBy === 'queue' ? { ...q, orderBy: null } : q;
    const rows = await repo.electiveRows(this.db, { planId, studentId: user.id, round, ...page });
    const published1 = plan.planState >= PlanState.firstPublished;
    const published2 = plan.planState >= PlanState.secondPublished;
    const past = await history.pastClearingPoints(this.db, planId, round, rows.map((r) => r.course_number));
    const data: BidCourseRow[] = rows.map((r) => {
      const status = r.my_status === 'live' ? SelectStatus.bid : r.my_status === 'won' ? SelectStatus.won
        : r.my_status === 'lost' ? SelectStatus.lost : r.my_status === 'dropped' ? SelectStatus.dropped : SelectStatus.none;
      return {
        planID: planId, courseId: r.id, courseNumber: r.course_number, studentNumber: user.studentNumber ?? '',
        courseName: lang === 'en' ? r.name_en : r.name_cn, courseNameCN: r.name_cn, courseNameEN: r.name_en, courseType: r.course_type,
        teacher: inLanguage(lang, r.teacher, r.teacher_en), teacherEN: r.teacher_en, score: num(r.credit),
        classTimeList: (r.class_times ?? []) as ClassTime[], resourceName: inLanguage(lang, r.venue, r.venue_en), resourceNameEN: r.venue_en,
        // In add/drop a course won in round 1 shows the points that won it.
        point: r.my_status && r.my_status !== 'dropped' ? r.my_points : round === 2 && r.first_status === 'won' ? r.first_points : null,
        queue: sealed ? null : r.my_queue, countLimites: r.seat_limit,
        selectStatus: status, isDeselect: r.first_status === 'dropped', deselectTime: r.first_dropped_at ? new Date(r.first_dropped_at).toISOString() : null,
        // In add/drop the first-round average is of a published round, so a sealed plan shows it there.
        firstChooseAvgPoint: r.first_avg === null || sealedRound(plan, 1) ? null : num(r.first_avg), remainder: r.seat_limit - r.won_count,
        firstStatus: r.first_status === 'won' ? 1 : 0, pageType: plan.pageType, planState: plan.planState, bidCount: sealed ? null : r.bid_count,
        clearingPrice: round === 1 ? (published1 ? r.clearing_price_first : null) : (published2 ? r.clearing_price_second : null),
        minPoint: r.min_point, maxPoint: r.max_point, pastClearingPoint: past.get(r.course_number) ?? null,
        ...resultOf(r, round, published),
      };
    });
    return { data, total: rows[0]?.total ?? 0 };
  }

  /** 1201 when the student already passed a course of the same number in an earlier plan. */
  async historyCheck(user: UserRow, planId: number, courseNumber: string): Promise<void> {
    await this.eligiblePlan(this.db, user, planId);
    const passed = await repo.passedCourse(this.db, user.id, courseNumber);
    if (passed) throw new BizError('1201', { courseName: passed.courseName, planName: passed.planName }, { statusCode: 1201 });
  }

  /**
   * A bid: every rule is checked and applied in the database (css_place_bid, bidding.functions.sql),
   * with the bids that arrived alongside it in one transaction (group commit, placeBidsInOrder). It is
   * answered only after that transaction commits: an acknowledged bid is a stored bid.
   */
  async bid(user: UserRow, planId: number, courseNumber: string, points: number | null, round: 1 | 2): Promise<void> {
    const outcome = await this.bids.submit({
      planId, studentId: user.id, pageType: user.pageType, year: user.studyEntranceYear ?? -1, courseNumber, points, round,
    });
    if (outcome.code !== '200') throw bizErrorOf(outcome.code, outcome.params);
  }

  /**
   * Drop: a live bid of the open round gives back its points and allowance; in add/drop, a won course
   * can be given up: its seat is freed, the allowance returns, the points per the plan, and when the
   * course was full the first on its waitlist takes the seat (bidding-waitlist.ts, which says the lock order).
   */
  async drop(user: UserRow, planId: number, courseNumber: string, round: 1 | 2): Promise<void> {
    await this.db.transaction(async (tx) => {
      const plan = await this.eligiblePlan(tx, user, planId, 'share');
      // The database's clock, as for bids (css_place_bid): the window closes for both at one instant.
      if (openRound(plan, await dbNow(tx)) !== round) throw new BizError('-110');
      const found = await repo.courseByNumber(tx, planId, courseNumber);
      if (!found) throw new BizError('92010');
      const course = round === 2 ? (await waitlist.lockCourse(tx, found.id)) ?? found : found;
      const full = round === 2 && course.wonCount >= course.seatLimit && await bidRepo.hasGivableWin(tx, course.id, user.id);
      const next = full ? await firstInLine(tx, plan, course) : undefined;
      // Accounts in student order, as the bid path locks them.
      const ids = [user.id, ...(next ? [next.student_id] : [])].sort((a, b) => a - b);
      const accounts = new Map<number, Account>();
      for (const id of ids) accounts.set(id, await lockAccount(tx, plan, id));
      const account = accounts.get(user.id)!;
      const live = await bidRepo.dropLiveBid(tx, course.id, user.id, round);
      if (live) {
        await move(tx, account, { points: { from: 'held', to: 'available', amount: live.points }, uses: { from: 'usesHeld', to: 'usesAvailable' }, useType: 'release', courseId: course.id });
        return;
      }
      if (round !== 2) throw new BizError('92007');
      const won = await bidRepo.giveUpWin(tx, course.id, user.id);
      if (!won) throw new BizError('92007');
      // What the win cost (under uniform pricing the clearing price, not the bid); old rows without it paid their bid.
      const refund = plan.refundOnDrop ? won.paid ?? won.points : 0;
      await move(tx, account, { points: { from: 'spent', to: 'available', amount: refund }, uses: { from: 'usesSpent', to: 'usesAvailable' }, useType: 'refund', courseId: course.id });
      await bidRepo.recordDeselect(tx, { planId, studentId: user.id, courseId: course.id, bidId: won.id, refunded: refund });
      if (next) await promote(tx, plan, course, next, accounts.get(next.student_id)!);
    });
  }

  /** Bids and drops are applied inside their own request, so only a running clearing keeps the queue unsettled. */
  async queueSettled(user: UserRow, planId: number): Promise<void> {
    const plan = await this.eligiblePlan(this.db, user, planId);
    if (plan.planState === PlanState.firstClearing || plan.planState === PlanState.secondClearing) throw new BizError('92009');
  }
}
