import { and, asc, eq } from 'drizzle-orm';
import { PlanState, type ClassTime } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { cssBids, cssCourses, cssPlans } from './bidding.tables.ts';

export interface WonCourse {
  courseNumber: string; nameCn: string; nameEn: string; courseType: number; credit: number; seatLimit: number;
  teacher: string; venue: string; venueEn: string; classTimes: ClassTime[]; studentIds: number[];
}

export interface PlanWins {
  planId: number; planName: string; planNameEn: string | null; pageType: string;
  /** The plan's school year as a number (2026 for '2026-2027') and term code. */
  schoolYear: number; term: number;
  /** Round 2's result is published (or the plan has ended): the wins are final. */
  final: boolean;
  courses: WonCourse[];
}

/**
 * The won courses of a plan with their winners, for the teaching records (bidding wins become
 * enrolments there). A read of bidding's own tables, offered through index.ts so no other module
 * reads them.
 */
export async function planWins(q: Queryable, planId: number): Promise<PlanWins | undefined> {
  const [plan] = await q.select().from(cssPlans).where(eq(cssPlans.id, planId));
  if (!plan) return undefined;
  const rows = await q.select({ course: cssCourses, studentId: cssBids.studentId }).from(cssBids)
    .innerJoin(cssCourses, eq(cssCourses.id, cssBids.courseId))
    .where(and(eq(cssBids.planId, planId), eq(cssBids.status, 'won'))).orderBy(asc(cssCourses.id), asc(cssBids.studentId));
  const byCourse = new Map<number, WonCourse>();
  for (const { course: c, studentId } of rows) {
    const won = byCourse.get(c.id) ?? {
      courseNumber: c.courseNumber, nameCn: c.nameCn, nameEn: c.nameEn ?? '', courseType: c.courseType, credit: Number(c.credit), seatLimit: c.seatLimit,
      teacher: c.teacher, venue: c.venue, venueEn: c.venueEn, classTimes: c.classTimes, studentIds: [],
    };
    won.studentIds.push(studentId);
    byCourse.set(c.id, won);
  }
  return {
    planId, planName: plan.planName, planNameEn: plan.planNameEn, pageType: plan.pageType, schoolYear: Number(plan.schoolYear.slice(0, 4)), term: plan.term,
    final: plan.planState === PlanState.secondPublished || plan.planState === PlanState.ended, courses: [...byCourse.values()],
  };
}
