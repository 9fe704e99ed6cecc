import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PageQuery } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { users } from '../../platform/db/platform.tables.ts';
import { filtersOf, offsetOf, orderOf, textSearch } from '../../platform/http/paging.ts';
import type { Plan } from './bidding-states.ts';
import { planAllow, type Course } from './bidding.repo.ts';
import { cssBids, cssCourses, cssPlanYears, cssPlans } from './bidding.tables.ts';

/** The staff console's queries: plans with their years and counts, courses, bidders. */

export type PlanValues = Omit<typeof cssPlans.$inferInsert, 'id' | 'planState'>;
export type CourseValues = Omit<typeof cssCourses.$inferInsert, 'id' | 'planId'>;

export async function planCounts(db: Queryable, planId: number): Promise<{ courses: number; bids: number }> {
  const [courses] = await db.select({ n: sql<number>`count(*)::int` }).from(cssCourses).where(eq(cssCourses.planId, planId));
  const [bids] = await db.select({ n: sql<number>`count(*)::int` }).from(cssBids).where(and(eq(cssBids.planId, planId), sql`${cssBids.status} <> 'dropped'`));
  return { courses: courses?.n ?? 0, bids: bids?.n ?? 0 };
}

export async function listPlans(db: Queryable, q: Pick<PageQuery, 'pageNo' | 'pageSize' | 'orderBy' | 'sort' | 'queryText' | 'conModels'> & { pageType?: string | undefined }) {
  const where = and(textSearch(q.queryText, cssPlans.planName), q.pageType ? eq(cssPlans.pageType, q.pageType) : undefined, filtersOf(planAllow, q.conModels));
  const rows = await db.select().from(cssPlans).where(where)
    .orderBy(...orderOf(planAllow, q, [desc(cssPlans.firstBegin), desc(cssPlans.id)])).limit(q.pageSize).offset(offsetOf(q));
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(cssPlans).where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function planForUpdate(tx: Queryable, id: number): Promise<Plan | undefined> {
  const [plan] = await tx.select().from(cssPlans).where(eq(cssPlans.id, id)).for('update');
  return plan;
}

export async function insertPlan(tx: Queryable, values: PlanValues & { planState: number }, years: number[]): Promise<Plan> {
  const [plan] = await tx.insert(cssPlans).values(values).returning();
  await tx.insert(cssPlanYears).values(years.map((year) => ({ planId: plan!.id, year })));
  return plan!;
}

export async function updatePlan(tx: Queryable, id: number, values: PlanValues, years: number[]): Promise<void> {
  await tx.update(cssPlans).set(values).where(eq(cssPlans.id, id));
  await tx.delete(cssPlanYears).where(eq(cssPlanYears.planId, id));
  await tx.insert(cssPlanYears).values(years.map((year) => ({ planId: id, year })));
}

export async function deletePlan(tx: Queryable, id: number): Promise<void> {
  await tx.delete(cssPlans).where(eq(cssPlans.id, id));
}

export async function planHasBids(db: Queryable, planId: number): Promise<boolean> {
  const [row] = await db.select({ id: cssBids.id }).from(cssBids).where(eq(cssBids.planId, planId)).limit(1);
  return Boolean(row);
}

/** The courses of a plan by number, each with its bids that still count. */
export async function coursesWithBids(db: Queryable, planId: number): Promise<{ c: Course; bids: number }[]> {
  return db.select({
    // The column is named with its table: a bare id inside the subquery would be the bid's own id.
    c: cssCourses, bids: sql<number>`(select count(*)::int from css_bids b where b.course_id = css_courses.id and b.status <> 'dropped')`,
  }).from(cssCourses).where(eq(cssCourses.planId, planId)).orderBy(asc(cssCourses.courseNumber));
}

export async function courseById(db: Queryable, id: number, lock = false): Promise<Course | undefined> {
  const q = db.select().from(cssCourses).where(eq(cssCourses.id, id));
  const [course] = lock ? await q.for('update') : await q;
  return course;
}

export async function insertCourse(db: Queryable, planId: number, values: CourseValues): Promise<number> {
  const [row] = await db.insert(cssCourses).values({ planId, ...values }).returning({ id: cssCourses.id });
  return row!.id;
}

export async function updateCourse(db: Queryable, id: number, values: CourseValues): Promise<boolean> {
  const rows = await db.update(cssCourses).set(values).where(eq(cssCourses.id, id)).returning({ id: cssCourses.id });
  return rows.length > 0;
}

export async function courseHasBids(db: Queryable, courseId: number): Promise<boolean> {
  const [bid] = await db.select({ id: cssBids.id }).from(cssBids).where(eq(cssBids.courseId, courseId)).limit(1);
  return Boolean(bid);
}

export async function deleteCourse(tx: Queryable, id: number): Promise<void> {
  await tx.delete(cssCourses).where(eq(cssCourses.id, id));
}

/** Adds new course numbers and updates existing ones; answers how many were already there. */
export async function upsertCourses(tx: Queryable, planId: number, rows: CourseValues[]): Promise<number> {
  const existing = rows.length
    ? await tx.select({ n: cssCourses.courseNumber }).from(cssCourses).where(and(eq(cssCourses.planId, planId), inArray(cssCourses.courseNumber, rows.map((r) => r.courseNumber))))
    : [];
  const known = new Set(existing.map((e) => e.n));
  for (const r of rows) {
    if (known.has(r.courseNumber)) await tx.update(cssCourses).set(r).where(and(eq(cssCourses.planId, planId), eq(cssCourses.courseNumber, r.courseNumber)));
    else await tx.insert(cssCourses).values({ planId, ...r });
  }
  return known.size;
}

/**
 * Bidders of a course per round: a cleared bid has the rank its clearing gave it (points, then the
 * lottery); an open round's bids rank by points alone, equal points sharing a rank, because the
 * lottery's seed is still secret; dropped bids rank 0.
 */
export async function bidders(db: Queryable, courseId: number) {
  return db.select({
    bidId: cssBids.id, round: cssBids.round, points: cssBids.points, status: cssBids.status, placedAt: cssBids.placedAt, paid: cssBids.paid,
    resolved: sql<boolean>`${cssBids.resolvedAt} is not null`,
    studentNumber: users.studentNumber, studentName: users.name,
    rank: sql<number>`(case when ${cssBids.status} = 'dropped' then 0 else coalesce(${cssBids.rank}, rank() over (partition by ${cssBids.round}, ${cssBids.status} = 'dropped' order by ${cssBids.points} desc)) end)::int`,
  }).from(cssBids).innerJoin(users, eq(users.id, cssBids.studentId)).where(eq(cssBids.courseId, courseId))
    .orderBy(asc(cssBids.round), sql`${cssBids.status} = 'dropped'`, asc(sql`coalesce(${cssBids.rank}, 0)`), desc(cssBids.points), asc(users.studentNumber));
}
