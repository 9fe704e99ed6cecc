import { PlanState, courseSaveSchema, planSaveSchema, type AdminCourseRow, type AdminPlanRow, type ClearingHistoryRow, type PageQuery } from '@portal/contracts';
import type { z } from 'zod';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { BizError, notFound } from '../../platform/http/errors.ts';
import { richTextForWrite } from '../../platform/http/sanitize.ts';
import { cancelJob } from '../../platform/jobs/job-queue.ts';
import { scheduleAdvances, type Plan } from './bidding-states.ts';
import * as admin from './bidding-admin.repo.ts';
import * as history from './bidding-history.repo.ts';
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
    return rows.map(({ c, bids }) => ({
      id: c.id, planId: c.planId, courseNumber: c.courseNumber, courseNameCN: c.nameCn, courseNameEN: c.nameEn, courseType: c.courseType,
      teacher: c.teacher, teacherEN: c.teacherEn, credit: c.credit, classTimes: c.classTimes, venue: c.venue, venueEN: c.venueEn, seatLimit: c.seatLimit,
      language: c.language, wonCount: c.wonCount, bidCount: bids, clearingPriceFirst: c.clearingPriceFirst, clearingPriceSecond: c.clearingPriceSecond,
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

  /** Bidders of a course per round, ranked as the clearing ranks them. */
  async bidders(courseId: number) {
    if (!(await admin.courseById(this.db, courseId))) throw notFound();
    const rows = await admin.bidders(this.db, courseId);
    return rows.map((r) => ({ ...r, studentNumber: r.studentNumber ?? '', placedAt: r.placedAt.toISOString() }));
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
