import { AuditStatus } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { notify } from '../../platform/notifications/notify.ts';
import { changeRow } from './training-changes.repo.ts';

/** The student's training plan page, whose change records show the decision. */
export const TRAINING_PLAN_PAGE = '/education/training/plan';

/**
 * Staff decided a class change (in the decision's transaction, after the record left 'pending'):
 * the student is told the course, both classes, the decision and the reviewer's comment. A record
 * is decided once (pending → approved or rejected), so its id is the key.
 */
export async function reportClassChangeDecided(tx: Queryable, recordId: number): Promise<void> {
  const r = await changeRow(tx, recordId);
  if (!r || (r.r.auditStatus !== AuditStatus.approved && r.r.auditStatus !== AuditStatus.rejected)) return;
  await notify(tx, {
    kind: 'teaching.class-change-decided', key: `teaching.class-change-decided:${recordId}`, recipients: [r.r.studentId], link: TRAINING_PLAN_PAGE,
    params: {
      course: { zh: r.course.nameCn, en: r.course.nameEn || r.course.nameCn }, courseNumber: r.course.courseNumber,
      fromClass: { zh: r.oldClassName, en: r.oldClassNameEn || r.oldClassName }, toClass: { zh: r.newClassName, en: r.newClassNameEn || r.newClassName },
      approved: r.r.auditStatus === AuditStatus.approved, comment: r.r.auditComment ?? '',
    },
  });
}
