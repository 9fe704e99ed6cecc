import {
  PlanState, bidOutcomeOf, courseSaveSchema, planSaveSchema, type AdminCourseRow, type AdminPlanRow, type ClearingHistoryRow, type CourseClearing, type PageQuery, type RoundReplay,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { BizError, notFound } from '../../platform/http/errors.ts';
import { richTextForWrite } from '../../platform/http/sanitize.ts';
import { cancelJob } from '../../platform/jobs/job-queue.ts';
import { scheduleAdvances, type Plan } from './bidding-states.ts';
import * as admin from './bidding-admin.repo.ts';
import * as history from './bidding-history.repo.ts';
import { roundPublished, roundViews } from './bidding-lottery.ts';
import { clearInMemory, differences } from './bidding-replay.ts';
import * as rounds from './bidding-rounds.repo.ts';
import type { ResultLine } from './bidding-xlsx.ts';
import * as repo from './bidding.repo.ts';

type PlanInput = z.output<typeof planSaveSchema>;
type CourseInput = z.output<typeof courseSaveSchema>;
const iso = (d: Date) => d.toISOString();

function checkPlan(p: PlanInput): void {
  const [a, b, c, d] = [p.firstBegin, p.firstEnd, p.secondBegin, p.secondEnd].map((s) => new Date(s).getTime()) as [number, number, number, number];
  if (!(a < b && b <= c && c < d)) throw new BizError('92012');
  if (p.studentPersonalPoint > p.studentPersonalPointMax) throw new BizError('92013');
}

const planValues = (p: PlanInput) => ({
  planName: p.planName, planNameEn: p.planNameEn ?? null, pageType: p.pageType, schoolYear: p.schoolYear, term: p.term,
  firstBegin: new Date(p.firstBegin), firstEnd: new Date(p.firstEnd), secondBegin: new Date(p.secondBegin), secondEnd: new Date(p.secondEnd),
  pointsBudget: p.pointsBudget, minPoint: p.studentPersonalPoint, maxPoint: p.studentPersonalPointMax, maxCourses: p.maxCourses,
  refundOnDrop: p.refundOnDrop, optionalCourseMinScore: p.optionalCourseMinScore, remark: richTextForWrite(p.remark), published: p.published,
  pricing: p.pricing, sealed: p.sealed,
});

const clearingView = (r: rounds.CourseClearingRow): CourseClearing => ({
  round: r.round, bidders: r.bidders, seats: r.seats, winners: r.winners, price: r.price, lowestBid: r.lowestBid, highestBid: r.highestBid,
});

const courseValues = (c: CourseInput): admin.CourseValues => ({
  courseNumber: c.courseNumber, nameCn: c.courseNameCN, nameEn: c.courseNameEN, courseType: c.courseType, teacher: c.teacher,
  teacherEn: c.teacherEN, credit: c.credit, classTimes: c.classTimes, venue: c.venue, venueEn: c.venueEN, seatLimit: c.seatLimit, language: c.language,
});

const isUniqueViolation = (err: unknown) => typeof err === 'object' && err !== null && ((err as { code?: string }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505');
const isCheckViolation = (err: unknown) => typeof err === 'object' && err !== null && ((err as { code?: string }).code === '23514' || (err as { cause?: { code?: string } }).cause?.code === '23514');

/** The staff console: plans, courses, results. Every write checks what bidding has already fixed. */
export class BiddingAdmin {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  private async row(plan: Plan): Promise<AdminPlanRow> {
    const years = await repo.planYears(this.db, plan.id);
    const counts = await admin.planCounts(this.db, plan.id);
    return {
      id: plan.id, planName: plan.planName, planNameEn: plan.planNameEn, pageType: plan.pageType, entranceYears: years,
      schoolYear: plan.schoolYear, term: plan.term, firstBegin: iso(plan.firstBegin), firstEnd: iso(plan.firstEnd), secondBegin: iso(plan.secondBegin),
      secondEnd: iso(plan.secondEnd), planState: plan.planState, published: plan.published, pointsBudget: plan.pointsBudget,
      studentPersonalPoint: plan.minPoint, studentPersonalPointMax: plan.maxPoint, maxCourses: plan.maxCourses, refundOnDrop: plan.refundOnDrop,
      optionalCourseMinScore: plan.optionalCourseMinScore, remark: plan.remark, courseCount: counts.courses, bidCount: counts.bids,
      pricing: plan.pricing, sealed: plan.sealed, rounds: roundViews(plan.planState, await rounds.roundsOf(this.db, plan.id)),
    };
  }

  private async plan(id: number, db: Queryable = this.db): Promise<Plan> {
    const plan = await repo.planById(db, id);
    if (!plan) throw notFound();
    return plan;
  }

  async list(q: Pick<PageQuery, 'pageNo' | 'pageSize' | 'orderBy' | 'sort' | 'queryText' | 'conModels'> & { pageType?: string | undefined }) {
    const { rows, total } = await admin.listPlans(this.db, q);
    return { data: await Promise.all(rows.map((p) => this.row(p))), total };
  }

  get = async (id: number) => this.row(await this.plan(id));

  async create(input: PlanInput): Promise<{ id: number }> {
    checkPlan(input);
    return this.db.transaction(async (tx) => {
      const plan = await admin.insertPlan(tx, { ...planValues(input), planState: PlanState.planning }, input.entranceYears);
      await scheduleAdvances(tx, plan);
      return { id: plan.id };
    });
  }

  async update(id: number, input: PlanInput): Promise<{ id: number }> {
    checkPlan(input);
    return this.db.transaction(async (tx) => {
      const plan = await admin.planForUpdate(tx, id);
      if (!plan) throw notFound();
      const values = planValues(input);
      const started = plan.planState >= PlanState.firstOpen || (await admin.planHasBids(tx, id));
      const rulesChanged = values.pageType !== plan.pageType || values.pointsBudget !== plan.pointsBudget || values.minPoint !== plan.minPoint
        || values.maxPoint !== plan.maxPoint || values.maxCourses !== plan.maxCourses;
      if (started && rulesChanged) throw new BizError('92017');
      if (started && values.pricing !== plan.pricing) throw new BizError('92101');
      if (started && values.sealed !== plan.sealed) throw new BizError('92150');
      await admin.updatePlan(tx, id, values, input.entranceYears);
      if (values.published) await scheduleAdvances(tx, { id, ...values });
      else for (const name of ['firstBegin', 'firstEnd', 'secondBegin', 'secondEnd']) await cancelJob(tx, `bidding:plan:${id}:${name}`);
      return { id };
    });
  }

  async remove(id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (!(await admin.planForUpdate(tx, id))) throw notFound();
      if (await admin.planHasBids(tx, id)) throw new BizError('92017');
      for (const name of ['firstBegin', 'firstEnd', 'secondBegin', 'secondEnd']) await cancelJob(tx, `bidding:plan:${id}:${name}`);
      await admin.deletePlan(tx, id);
    });
  }

  async courses(planId: number): Promise<AdminCourseRow[]> {
    await this.plan(planId);
    const rows = await admin.coursesWithBids(this.db, planId);
    const [first, second] = [await rounds.courseClearings(this.db, planId, 1), await rounds.courseClearings(this.db, planId, 2)];
    return rows.map(({ c, bids }) => ({
      id: c.id, planId: c.planId, courseNumber: c.courseNumber, courseNameCN: c.nameCn, courseNameEN: c.nameEn, courseType: c.courseType,
      teacher: c.teacher, teacherEN: c.teacherEn, credit: c.credit, classTimes: c.classTimes, venue: c.venue, venueEN: c.venueEn, seatLimit: c.seatLimit,
      language: c.language, wonCount: c.wonCount, bidCount: bids, clearingPriceFirst: c.clearingPriceFirst, clearingPriceSecond: c.clearingPriceSecond,
      clearings: [first.get(c.id), second.get(c.id)].filter((x) => x !== undefined).map(clearingView),
    }));
  }

  async addCourse(planId: number, input: CourseInput): Promise<{ id: number }> {
    await this.plan(planId);
    try {
      return { id: await admin.insertCourse(this.db, planId, courseValues(input)) };
    } catch (err) {
      if (isUniqueViolation(err)) throw new BizError('92014', { courseNumber: input.courseNumber });
      throw err;
    }
  }

  async updateCourse(id: number, input: CourseInput): Promise<{ id: number }> {
    try {
      if (!(await admin.updateCourse(this.db, id, courseValues(input)))) throw notFound();
      return { id };
    } catch (err) {
      if (isUniqueViolation(err)) throw new BizError('92014', { courseNumber: input.courseNumber });
      // Fewer seats than winners already holding them.
      if (isCheckViolation(err)) throw new BizError('90003', { detail: 'seatLimit is below the seats already won' });
      throw err;
    }
  }

  async removeCourse(id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (!(await admin.courseById(tx, id, true))) throw notFound();
      if (await admin.courseHasBids(tx, id)) throw new BizError('92016');
      await admin.deleteCourse(tx, id);
    });
  }

  /** Saves imported rows: new course numbers are added, existing ones updated, all or nothing. */
  async importCourses(planId: number, rows: CourseInput[]): Promise<{ created: number; updated: number }> {
    await this.plan(planId);
    return this.db.transaction(async (tx) => {
      const updated = await admin.upsertCourses(tx, planId, rows.map(courseValues));
      return { created: rows.length - updated, updated };
    }).catch((err: unknown) => {
      if (isCheckViolation(err)) throw new BizError('90003', { detail: 'a seat limit is below the seats already won' });
      throw err;
    });
  }

  /**
   * Bidders of a course per round, ranked as the clearing ranks them (points, then the lottery; while
   * the round is open equal points share a rank), each cleared bid with its outcome.
   */
  async bidders(courseId: number) {
    const course = await admin.courseById(this.db, courseId);
    if (!course) throw notFound();
    const rows = await admin.bidders(this.db, courseId);
    const figures = new Map<number, rounds.CourseClearingRow | undefined>();
    for (const round of [1, 2] as const) figures.set(round, (await rounds.courseClearings(this.db, course.planId, round)).get(courseId));
    return rows.map(({ resolved, ...r }) => {
      const price = figures.get(r.round)?.price ?? null;
      const won = r.paid !== null;
      return {
        ...r, studentNumber: r.studentNumber ?? '', placedAt: r.placedAt.toISOString(), price: resolved ? price : null,
        outcome: resolved ? bidOutcomeOf(won, r.points, price) : null,
      };
    });
  }

  /**
   * A cleared round's inputs (seed, seats, floor prices, bids) with its clearing run again in
   * TypeScript and compared with what is stored: anyone with the inputs can do the same.
   */
  async replay(planId: number, round: 1 | 2): Promise<RoundReplay> {
    const plan = await this.plan(planId);
    const seed = await rounds.seedOf(this.db, planId, round);
    if (!seed || !roundPublished(plan.planState, round)) throw new BizError('92100', { round });
    const { courses, bids } = await rounds.replayRows(this.db, planId, round);
    const inputs = {
      pricing: plan.pricing, seed: seed.seed,
      courses: courses.map((c) => ({ courseId: c.course_id, courseNumber: c.course_number, seats: c.seats, floorPrice: c.floor_price })),
      bids: bids.map((b) => ({ bidId: b.bid_id, studentId: b.student_id, courseId: b.course_id, points: b.points })),
    } as const;
    const result = clearInMemory(inputs);
    const stored = {
      courses: courses.map((c) => ({ courseId: c.course_id, winners: c.winners, price: c.price })),
      bids: bids.map((b) => ({ bidId: b.bid_id, won: b.won, paid: b.paid, rank: b.rank ?? 0 })),
    };
    const diff = differences(result, stored);
    return { planId, round, seedHash: seed.seedHash, ...inputs, result, matches: diff.length === 0, differences: diff };
  }

  /** The lowest winning bid of every published round that offered the course's number, in any plan. */
  async clearingHistory(courseId: number): Promise<ClearingHistoryRow[]> {
    if (!(await admin.courseById(this.db, courseId))) throw notFound();
    const rows = await history.clearingHistory(this.db, courseId);
    return rows.map((r) => ({
      planId: r.plan_id, planName: r.plan_name, planNameEn: r.plan_name_en, round: r.round, lowestWinningBid: r.lowest, winners: r.winners, seats: r.seats,
    }));
  }

  async resultLines(planId: number): Promise<{ planName: string; lines: ResultLine[] }> {
    const plan = await this.plan(planId);
    const courses = await this.courses(planId);
    const lines: ResultLine[] = [];
    for (const c of courses) {
      const bidders = await this.bidders(c.id);
      const base = {
        courseNumber: c.courseNumber, courseName: c.courseNameCN, courseNameEn: c.courseNameEN, teacher: c.teacher, teacherEn: c.teacherEN,
        venue: c.venue, venueEn: c.venueEN, seats: c.seatLimit, priceFirst: c.clearingPriceFirst, priceSecond: c.clearingPriceSecond,
      };
      if (!bidders.length) lines.push({ ...base, round: null, studentNumber: '', studentName: '', points: null, rank: null, status: '' });
      for (const b of bidders) lines.push({ ...base, round: b.round, studentNumber: b.studentNumber, studentName: b.studentName, points: b.points, rank: b.rank || null, status: b.status });
    }
    return { planName: plan.planName, lines };
  }
}
