import { asc, eq, sql } from 'drizzle-orm';
import { SCHOOL_TZ, type PlanLectureRow } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { lectureSignups, lectures } from './lectures.tables.ts';

/**
 * Every lecture the student signed up for, oldest first, as the EMBA training plan's 'lectures'
 * section shows it (PlanLectureRow): the training part sums `credit` where achievementStatus is 1
 * into jzScore (README, 'Training: lecture credits'). `day` is the school date of the lecture.
 */
export async function lectureCreditsOf(q: Queryable, studentId: number): Promise<PlanLectureRow[]> {
  const rows = await q.select({
    id: lectures.id, subject: lectures.subject, subjectEn: lectures.subjectEn,
    day: sql<string>`to_char(${lectures.startsAt} at time zone ${SCHOOL_TZ}, 'YYYY-MM-DD')`, credit: lectures.credit,
    achievementStatus: lectureSignups.achievementStatus,
  }).from(lectureSignups).innerJoin(lectures, eq(lectures.id, lectureSignups.lectureId))
    .where(eq(lectureSignups.studentId, studentId)).orderBy(asc(lectures.startsAt), asc(lectures.id));
  return rows.map((r) => ({ ...r, credit: Number(r.credit) }));
}
