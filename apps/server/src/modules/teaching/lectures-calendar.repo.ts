import { and, gt, lt, or, sql } from 'drizzle-orm';
import type { CalendarEvent } from '@portal/contracts';
import type { UserRow } from '../../platform/auth/auth.repo.ts';
import type { Db } from '../../platform/db/client.ts';
import { lectureSignups, lectures, lectureTeachers } from './lectures.tables.ts';

/**
 * The home calendar's lectures: those the user signed up for, and those the user teaches (a
 * teacher's link opens the staff page of the lecture). Overlapping [from, to) is enough.
 */
export async function lecturesOfUser(db: Db, user: UserRow, from: Date, to: Date): Promise<CalendarEvent[]> {
  const signedUp = sql`exists (select 1 from ${lectureSignups} s where s.lecture_id = ${lectures.id} and s.student_id = ${user.id})`;
  const teaches = sql<boolean>`exists (select 1 from ${lectureTeachers} t where t.lecture_id = ${lectures.id} and t.teacher_id = ${user.id})`;
  const rows = await db.select({
    id: lectures.id, subject: lectures.subject, subjectEn: lectures.subjectEn, startsAt: lectures.startsAt, endsAt: lectures.endsAt, teaches,
  }).from(lectures).where(and(lt(lectures.startsAt, to), gt(lectures.endsAt, from), or(signedUp, teaches))).orderBy(lectures.startsAt).limit(500);
  return rows.map((r) => ({
    id: `lecture-${r.id}`, title: `讲座：${r.subject}`, enTitle: `Lecture: ${r.subjectEn}`, start: r.startsAt.toISOString(), end: r.endsAt.toISOString(),
    kind: 'lecture', url: r.teaches ? `/education/lecture/admin/${r.id}` : '/education/lecture/index',
  }));
}
