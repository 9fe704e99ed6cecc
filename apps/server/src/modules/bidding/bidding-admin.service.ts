import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { PlanState, courseSaveSchema, planSaveSchema, type AdminCourseRow, type AdminPlanRow } from '@portal/contracts';
import type { z } from 'zod';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { users } from '../../platform/db/platform.tables.ts';
import { BizError, notFound } from '../../platform/http/errors.ts';
import { textSearch } from '../../platform/http/paging.ts';
import { sanitizeRichText } from '../../platform/http/sanitize.ts';
import { cancelJob } from '../../platform/jobs/job-queue.ts';
import { scheduleAdvances, type Plan } from './bidding-states.ts';
import type { ResultLine } from './bidding-xlsx.ts';
import { cssBids, cssCourses, cssPlanYears, cssPlans } from './bidding.tables.ts';

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
  refundOnDrop: p.refundOnDrop, optionalCourseMinScore: p.optionalCourseMinScore, remark: sanitizeRichText(p.remark), published: p.published,
});

const courseValues = (c: CourseInput) => ({
  courseNumber: c.courseNumber, nameCn: c.courseNameCN, nameEn: c.courseNameEN, courseType: c.courseType, teacher: c.teacher,
  credit: c.credit, classTimes: c.classTimes, venue: c.venue, seatLimit: c.seatLimit, language: c.language,
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
    const years = await this.db.select({ year: cssPlanYears.year }).from(cssPlanYears).where(eq(cssPlanYears.planId, plan.id));
    const [counts] = await this.db.select({
      courses: sql<number>`(select count(*)::int from css_courses where plan_id = ${plan.id})`,
      bids: sql<number>`(select count(*)::int from css_bids where plan_id = ${plan.id} and status <> 'dropped')`,
    }).from(sql`(select 1) one`);
    return {
      id: plan.id, planName: plan.planName, planNameEn: plan.planNameEn, pageType: plan.pageType, entranceYears: years.map((y) => y.year).sort(),
      schoolYear: plan.schoolYear, term: plan.term, firstBegin: iso(plan.firstBegin), firstEnd: iso(plan.firstEnd), secondBegin: iso(plan.secondBegin),
      secondEnd: iso(plan.secondEnd), planState: plan.planState, published: plan.published, pointsBudget: plan.pointsBudget,
      studentPersonalPoint: plan.minPoint, studentPersonalPointMax: plan.maxPoint, maxCourses: plan.maxCourses, refundOnDrop: plan.refundOnDrop,
      optionalCourseMinScore: plan.optionalCourseMinScore, remark: plan.remark, courseCount: counts?.courses ?? 0, bidCount: counts?.bids ?? 0,
    };
  }

  private async plan(id: number, db: Queryable = this.db): Promise<Plan> {
    const [plan] = await db.select().from(cssPlans).where(eq(cssPlans.id, id));
    if (!plan) throw notFound();
    return plan;
  }

  async list(q: { pageNo: number; pageSize: number; queryText: string; pageType?: string | undefined }) {
    const where = and(textSearch(q.queryText, cssPlans.planName),
      q.pageType ? eq(cssPlans.pageType, q.pageType) : undefined);
    const plans = await this.db.select().from(cssPlans).where(where).orderBy(desc(cssPlans.firstBegin), desc(cssPlans.id))
      .limit(q.pageSize).offset(q.pageNo * q.pageSize);
    const [count] = await this.db.select({ n: sql<number>`count(*)::int` }).from(cssPlans).where(where);
    return { data: await Promise.all(plans.map((p) => this.row(p))), total: count?.n ?? 0 };
  }

  get = async (id: number) => this.row(await this.plan(id));

  async create(input: PlanInput): Promise<{ id: number }> {
    checkPlan(input);
    return this.db.transaction(async (tx) => {
      const [plan] = await tx.insert(cssPlans).values({ ...planValues(input), planState: PlanState.planning }).returning();
      await tx.insert(cssPlanYears).values(input.entranceYears.map((year) => ({ planId: plan!.id, year })));
      await scheduleAdvances(tx, plan!);
      return { id: plan!.id };
    });
  }

  async update(id: number, input: PlanInput): Promise<{ id: number }> {
    checkPlan(input);
    return this.db.transaction(async (tx) => {
      const [plan] = await tx.select().from(cssPlans).where(eq(cssPlans.id, id)).for('update');
      if (!plan) throw notFound();
      const values = planValues(input);
      const started = plan.planState >= PlanState.firstOpen || (await this.hasBids(tx, id));
      const rulesChanged = values.pageType !== plan.pageType || values.pointsBudget !== plan.pointsBudget || values.minPoint !== plan.minPoint
        || values.maxPoint !== plan.maxPoint || values.maxCourses !== plan.maxCourses;
      if (started && rulesChanged) throw new BizError('92017');
      await tx.update(cssPlans).set(values).where(eq(cssPlans.id, id));
      await tx.delete(cssPlanYears).where(eq(cssPlanYears.planId, id));
      await tx.insert(cssPlanYears).values(input.entranceYears.map((year) => ({ planId: id, year })));
      if (values.published) await scheduleAdvances(tx, { id, ...values });
      else for (const name of ['firstBegin', 'firstEnd', 'secondBegin', 'secondEnd']) await cancelJob(tx, `bidding:plan:${id}:${name}`);
      return { id };
    });
  }

  private async hasBids(db: Queryable, planId: number): Promise<boolean> {
    const [row] = await db.select({ id: cssBids.id }).from(cssBids).where(eq(cssBids.planId, planId)).limit(1);
    return Boolean(row);
  }

  async remove(id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [plan] = await tx.select().from(cssPlans).where(eq(cssPlans.id, id)).for('update');
      if (!plan) throw notFound();
      if (await this.hasBids(tx, id)) throw new BizError('92017');
      for (const name of ['firstBegin', 'firstEnd', 'secondBegin', 'secondEnd']) await cancelJob(tx, `bidding:plan:${id}:${name}`);
      await tx.delete(cssPlans).where(eq(cssPlans.id, id));
    });
  }

  async courses(planId: number): Promise<AdminCourseRow[]> {
    await this.plan(planId);
    const rows = await this.db.select({
      // The column is named with its table: a bare id inside the subquery would be the bid's own id.
      c: cssCourses, bids: sql<number>`(select count(*)::int from css_bids b where b.course_id = css_courses.id and b.status <> 'dropped')`,
    }).from(cssCourses).where(eq(cssCourses.planId, planId)).orderBy(asc(cssCourses.courseNumber));
    return rows.map(({ c, bids }) => ({
      id: c.id, planId: c.planId, courseNumber: c.courseNumber, courseNameCN: c.nameCn, courseNameEN: c.nameEn, courseType: c.courseType,
      teacher: c.teacher, credit: c.credit, classTimes: c.classTimes, venue: c.venue, seatLimit: c.seatLimit, language: c.language,
      wonCount: c.wonCount, bidCount: bids, clearingPriceFirst: c.clearingPriceFirst, clearingPriceSecond: c.clearingPriceSecond,
    }));
  }

  async addCourse(planId: number, input: CourseInput): Promise<{ id: number }> {
    await this.plan(planId);
    try {
      const [row] = await this.db.insert(cssCourses).values({ planId, ...courseValues(input) }).returning({ id: cssCourses.id });
      return { id: row!.id };
    } catch (err) {
      if (isUniqueViolation(err)) throw new BizError('92014', { courseNumber: input.courseNumber });
      throw err;
    }
  }

  async updateCourse(id: number, input: CourseInput): Promise<{ id: number }> {
    try {
      const rows = await this.db.update(cssCourses).set(courseValues(input)).where(eq(cssCourses.id, id)).returning({ id: cssCourses.id });
      if (!rows.length) throw notFound();
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
      const [course] = await tx.select().from(cssCourses).where(eq(cssCourses.id, id)).for('update');
      if (!course) throw notFound();
      const [bid] = await tx.select({ id: cssBids.id }).from(cssBids).where(eq(cssBids.courseId, id)).limit(1);
      if (bid) throw new BizError('92016');
      await tx.delete(cssCourses).where(eq(cssCourses.id, id));
    });
  }

  /** Saves imported rows: new course numbers are added, existing ones updated, all or nothing. */
  async importCourses(planId: number, rows: CourseInput[]): Promise<{ created: number; updated: number }> {
    await this.plan(planId);
    return this.db.transaction(async (tx) => {
      const existing = rows.length
        ? await tx.select({ n: cssCourses.courseNumber }).from(cssCourses).where(and(eq(cssCourses.planId, planId), inArray(cssCourses.courseNumber, rows.map((r) => r.courseNumber))))
        : [];
      const known = new Set(existing.map((e) => e.n));
      for (const r of rows) {
        if (known.has(r.courseNumber)) await tx.update(cssCourses).set(courseValues(r)).where(and(eq(cssCourses.planId, planId), eq(cssCourses.courseNumber, r.courseNumber)));
        else await tx.insert(cssCourses).values({ planId, ...courseValues(r) });
      }
      return { created: rows.length - known.size, updated: known.size };
    }).catch((err: unknown) => {
      if (isCheckViolation(err)) throw new BizError('90003', { detail: 'a seat limit is below the seats already won' });
      throw err;
    });
  }

  /** Bidders of a course per round, ranked as the clearing ranks them. */
  async bidders(courseId: number) {
    const [course] = await this.db.select().from(cssCourses).where(eq(cssCourses.id, courseId));
    if (!course) throw notFound();
    const rows = await this.db.select({
      bidId: cssBids.id, round: cssBids.round, points: cssBids.points, status: cssBids.status, placedAt: cssBids.placedAt,
      studentNumber: users.studentNumber, studentName: users.name,
      rank: sql<number>`(case when ${cssBids.status} = 'dropped' then 0 else row_number() over (partition by ${cssBids.round}, ${cssBids.status} = 'dropped' order by ${cssBids.points} desc, ${cssBids.seq} asc) end)::int`,
    }).from(cssBids).innerJoin(users, eq(users.id, cssBids.studentId)).where(eq(cssBids.courseId, courseId))
      .orderBy(asc(cssBids.round), desc(cssBids.points), asc(cssBids.seq));
    return rows.map((r) => ({ ...r, studentNumber: r.studentNumber ?? '', placedAt: r.placedAt.toISOString() }));
  }

  async resultLines(planId: number): Promise<{ planName: string; lines: ResultLine[] }> {
    const plan = await this.plan(planId);
    const courses = await this.courses(planId);
    const lines: ResultLine[] = [];
    for (const c of courses) {
      const bidders = await this.bidders(c.id);
      const base = { courseNumber: c.courseNumber, courseName: c.courseNameCN, seats: c.seatLimit, priceFirst: c.clearingPriceFirst, priceSecond: c.clearingPriceSecond };
      if (!bidders.length) lines.push({ ...base, round: null, studentNumber: '', studentName: '', points: null, rank: null, status: '' });
      for (const b of bidders) lines.push({ ...base, round: b.round, studentNumber: b.studentNumber, studentName: b.studentName, points: b.points, rank: b.rank || null, status: b.status });
    }
    return { planName: plan.planName, lines };
  }
}
