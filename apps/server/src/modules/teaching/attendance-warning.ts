import { DEFAULT_ATTENDANCE_THRESHOLD, attendedStatuses } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { notify } from '../../platform/notifications/notify.ts';
import { classForWarning } from './attendance-notices.repo.ts';
import { rateCounts } from './attendance.repo.ts';

/**
 * The attendance warning rule (README 'Notices'), the module's setting until issue 30's points
 * model replaces it: a student is warned once their rate in a class falls below `threshold`
 * percent, the same default the teachers' rates page marks as 'below'. The rate is only judged
 * from `minRecords` records on, so one absence in the first week (a rate of 0%) warns nobody.
 */
export const ATTENDANCE_WARNING = { threshold: DEFAULT_ATTENDANCE_THRESHOLD, minRecords: 3 } as const;

/** Attended records over all records, in percent with one decimal; null without records (the rates page's rate). */
export function attendanceRate(records: number, attended: number): number | null {
  return records === 0 ? null : Math.round((attended / records) * 1000) / 10;
}

export function warrantsWarning(records: number, attended: number, rule = ATTENDANCE_WARNING): boolean {
  const rate = attendanceRate(records, attended);
  return rate !== null && records >= rule.minRecords && rate < rule.threshold;
}

/** The student's page with their classes (students have no attendance page of their own). */
export const STUDENT_CLASSES_PAGE = '/education/timetable/index';
/** The class's attendance page, with the rule's threshold so its rates table marks the same students. */
export const classAttendancePage = (c: { id: number; pageType: string }) =>
  `/education/assistant/attendance/${c.pageType}/${c.id}?threshold=${ATTENDANCE_WARNING.threshold}`;

/**
 * After attendance of a class was written (in the write's transaction): each of these students
 * whose rate now warrants a warning is warned, and the class's teachers are told about them. The
 * keys are per class and student, so each is warned once, however many absences follow.
 */
export async function reportAttendanceWarnings(tx: Queryable, startClassId: number, studentIds: Iterable<number>): Promise<number> {
  const wanted = new Set(studentIds);
  if (wanted.size === 0) return 0;
  const rows = (await rateCounts(tx, startClassId, attendedStatuses)).filter((r) => wanted.has(r.studentId) && warrantsWarning(r.records, r.attended));
  if (rows.length === 0) return 0;
  const c = await classForWarning(tx, startClassId);
  if (!c) return 0;
  const facts = {
    course: { zh: c.nameCn, en: c.nameEn || c.nameCn }, courseNumber: c.courseNumber, className: { zh: c.className, en: c.classNameEn || c.className },
    threshold: ATTENDANCE_WARNING.threshold,
  };
  let warned = 0;
  for (const r of rows) {
    const own = { ...facts, rate: attendanceRate(r.records, r.attended)!, attended: r.attended, records: r.records };
    const key = `teaching.attendance-warning:${startClassId}:${r.studentId}`;
    if (await notify(tx, { kind: 'teaching.attendance-warning', key: `${key}:student`, recipients: [r.studentId], link: STUDENT_CLASSES_PAGE, params: { ...own, to: 'student' } })) warned += 1;
    await notify(tx, {
      kind: 'teaching.attendance-warning', key: `${key}:teacher`, recipients: c.teacherIds, link: classAttendancePage(c),
      params: { ...own, to: 'teacher', studentName: { zh: r.name, en: r.enName }, studentNumber: r.studentNumber },
    });
  }
  return warned;
}
