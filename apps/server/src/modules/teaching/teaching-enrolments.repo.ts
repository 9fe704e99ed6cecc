import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { enrolments, startClasses } from './teaching.tables.ts';

export type EnrolmentSource = 'bidding' | 'admin' | 'change';
export type EnrolmentResult = Pick<typeof enrolments.$inferInsert, 'score' | 'grade' | 'passStatus' | 'workAttendanceType'>;

/**
 * Enrols students in a start class: the one write of enrolments that keeps `enrolled` in step.
 * The class row is locked first, so concurrent enrolments queue on it and the seats check of
 * start_classes (enrolled <= capacity) refuses the one that would overfill it. Students already in
 * the course this term are skipped (one enrolment per course and term). Returns the new rows' ids
 * by student. `enrolledAt` dates a seeded enrolment (default now). Call it inside a transaction.
 */
export async function enrolStudents(q: Queryable, startClassId: number, students: { id: number; result?: EnrolmentResult }[], source: EnrolmentSource = 'admin', enrolledAt?: Date): Promise<Map<number, number>> {
  const [klass] = await q.select({ courseId: startClasses.courseId, schoolYear: startClasses.schoolYear, term: startClasses.term })
    .from(startClasses).where(eq(startClasses.id, startClassId)).for('update');
  if (!klass || students.length === 0) return new Map();
  const rows = await q.insert(enrolments).values(students.map((s) => ({ ...klass, startClassId, studentId: s.id, source, ...s.result, ...(enrolledAt ? { enrolledAt } : {}) })))
    .onConflictDoNothing().returning({ id: enrolments.id, studentId: enrolments.studentId });
  if (rows.length) await q.update(startClasses).set({ enrolled: sql`${startClasses.enrolled} + ${rows.length}` }).where(eq(startClasses.id, startClassId));
  return new Map(rows.map((r) => [r.studentId, r.id]));
}
