import { pointsRate, tallyOf, warrants } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { notify } from '../../platform/notifications/notify.ts';
import { classForWarning } from './attendance-notices.repo.ts';
import { readAttendanceSettings } from './attendance-settings.repo.ts';
import { statusLists } from './attendance.repo.ts';

// The student's own attendance page is not built yet (its call, /teaching/attendance/mine, is): until
// it is, the warning opens the timetable, which lists the student's classes, rather than a 404.
export const STUDENT_ATTENDANCE_PAGE = '/education/timetable/index';
/** The class's attendance page; its rates table marks the students below the school's threshold. */
export const classAttendancePage = (c: { id: number; pageType: string }) => `/education/assistant/attendance/${c.pageType}/${c.id}`;

/**
 * After attendance of a class was written (in the write's transaction): each of these students
 * whose points rate (the school's points, attendance-settings.repo.ts) is now below the school's
 * threshold, with at least its minimum of sessions taken, is warned, and the class's teachers are
 * told about them. The keys are per class and student, so each is warned once, however many
 * absences follow, and a change of the points later warns no one a second time.
 */
export async function reportAttendanceWarnings(tx: Queryable, startClassId: number, studentIds: Iterable<number>): Promise<number> {
  const wanted = new Set(studentIds);
  if (wanted.size === 0) return 0;
  const settings = await readAttendanceSettings(tx);
  const rows = (await statusLists(tx, startClassId)).filter((r) => wanted.has(r.studentId))
    .map((r) => ({ ...r, tally: tallyOf(r.statuses, settings) })).filter((r) => warrants(r.tally, settings));
  if (rows.length === 0) return 0;
  const c = await classForWarning(tx, startClassId);
  if (!c) return 0;
  const facts = {
    course: { zh: c.nameCn, en: c.nameEn || c.nameCn }, courseNumber: c.courseNumber, className: { zh: c.className, en: c.classNameEn || c.className },
    threshold: settings.threshold,
  };
  let warned = 0;
  for (const r of rows) {
    const own = { ...facts, rate: pointsRate(r.tally)!, earned: r.tally.earned, possible: r.tally.possible, records: r.tally.sessions };
    const key = `teaching.attendance-warning:${startClassId}:${r.studentId}`;
    if (await notify(tx, { kind: 'teaching.attendance-warning', key: `${key}:student`, recipients: [r.studentId], link: STUDENT_ATTENDANCE_PAGE, params: { ...own, to: 'student' } })) warned += 1;
    await notify(tx, {
      kind: 'teaching.attendance-warning', key: `${key}:teacher`, recipients: c.teacherIds, link: classAttendancePage(c),
      params: { ...own, to: 'teacher', studentName: { zh: r.name, en: r.enName }, studentNumber: r.studentNumber },
    });
  }
  return warned;
}
