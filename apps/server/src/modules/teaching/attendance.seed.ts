import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { users } from '../../platform/db/platform.tables.ts';
import type { DemoIds } from '../../platform/domains/module.ts';
import { classDays } from './attendance-days.ts';
import { classCalendar } from './term-calendar.repo.ts';
import { attendanceRecords } from './attendance.tables.ts';
import { schoolDate, schoolTime } from '../../platform/time/school-zone.ts';
import { currentTerm } from './teaching-terms.repo.ts';
import { enrolments, startClasses, startClassTeachers } from './teaching.tables.ts';

/**
 * Attendance of teacher01's MBA class of the current term: one record on each of the class's last
 * five days before the seed day (its days by the attendance rule) for every enrolled student, all
 * attended but for the second student on the roster (or the only one), on sick leave once and
 * absent twice: 40%, below the 80% threshold.
 */
export async function seedAttendance(tx: Queryable, ids: DemoIds, day: Date): Promise<void> {
  const teacher = ids.get('teacher01');
  const term = await currentTerm(tx);
  if (!teacher || !term) return;
  const [cls] = await tx.select({ id: startClasses.id }).from(startClasses)
    .innerJoin(startClassTeachers, eq(startClassTeachers.startClassId, startClasses.id))
    .where(and(eq(startClassTeachers.teacherId, teacher), eq(startClasses.pageType, 'mba'), eq(startClasses.schoolYear, term.schoolYear), eq(startClasses.term, term.term)))
    .orderBy(asc(startClasses.id)).limit(1);
  if (!cls) return;
  const students = await tx.select({ id: users.id }).from(enrolments).innerJoin(users, eq(users.id, enrolments.studentId))
    .where(eq(enrolments.startClassId, cls.id)).orderBy(asc(users.studentNumber), asc(users.id));
  if (students.length === 0) return;
  const weak = students[Math.min(1, students.length - 1)]!.id;
  const calendar = await classCalendar(tx, cls.id);
  if (!calendar) return;
  const today = schoolDate(day);
  // Recorded at 18:00 on the day of the class, a whole hour in Beijing like every demo time.
  const days = classDays(calendar).filter((d) => d < today).slice(-5).map((date) => {
    const [y, m, dd] = date.split('-').map(Number) as [number, number, number];
    return { date, at: schoolTime(y, m, dd, 18) };
  });
  // The absences fall on the latest days, so a term only a few weeks old still shows the student below 80%.
  const weakStatuses = ['Present', 'Present', 'SickLeave', 'Absent', 'Absent'];
  const others = ['Present', 'Present', 'Late', 'Present', 'Present'];
  const rows = students.flatMap((s) => days.map((d, i) => ({
    startClassId: cls.id, studentId: s.id, attendanceDate: d.date, updatedAt: d.at, status: (s.id === weak ? weakStatuses : others)[i + 5 - days.length]!, remark: '', recordedBy: teacher,
  })));
  if (rows.length) await tx.insert(attendanceRecords).values(rows);
}
