import { sql } from 'drizzle-orm';
import { AuditStatus, ConditionalType, MAX_PAGE_SIZE, type CandidateClass, type ChangeRecord, type Page, type PageQuery } from '@portal/contracts';
import type { z } from 'zod';
import type { changeApplyBodySchema } from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import { findUserById } from '../../platform/auth/auth.repo.ts';
import type { Db } from '../../platform/db/client.ts';
import { sqlStateOf } from '../../platform/http/db-errors.ts';
import { BizError, notFound, otherUsersData } from '../../platform/http/errors.ts';
import { reportClassChangeDecided } from './class-change-notices.ts';
import * as repo from './training-changes.repo.ts';
import type { ChangeRow } from './training-changes.repo.ts';
import { findEnrolment } from './training-plan.repo.ts';

type ApplyInput = z.output<typeof changeApplyBodySchema>;
const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

const statusText: Record<number, { zh: string; en: string }> = {
  [AuditStatus.pending]: { zh: '待审核', en: 'Pending' },
  [AuditStatus.approved]: { zh: '已通过', en: 'Approved' },
  [AuditStatus.rejected]: { zh: '已驳回', en: 'Rejected' },
  [AuditStatus.withdrawn]: { zh: '已撤回', en: 'Withdrawn' },
};

export function changeRecordOf(r: ChangeRow, lang: 'zh' | 'en'): ChangeRecord {
  const x = r.r;
  return {
    id: x.id, oldStartClassId: x.oldStartClassId, newStartClassId: x.newStartClassId, oldCourseId: x.courseId, newCourseId: x.courseId,
    oldClassId: x.oldStartClassId, newClassId: x.newStartClassId, courseNumber: r.course.courseNumber, courseNameCN: r.course.nameCn,
    courseNameEN: r.course.nameEn, email: x.email, changeType: x.changeType, reason: x.reason, auditStatus: x.auditStatus,
    auditStatusText: statusText[x.auditStatus]?.[lang] ?? String(x.auditStatus), auditComment: x.auditComment,
    newStartDate: iso(r.newStartDate), newEndDate: iso(r.newEndDate), oldClassName: r.oldClassName, oldClassNameEn: r.oldClassNameEn || r.oldClassName,
    newClassName: r.newClassName, newClassNameEn: r.newClassNameEn || r.newClassName, creationTime: x.createdAt.toISOString(),
    creatorName: lang === 'en' ? r.creatorNameEn || r.creatorName : r.creatorName, studentNumber: r.studentNumber ?? '',
  };
}

/**
 * Class changes (ACAD-C18…C21): a student applies to move an enrolment to another released class
 * of the same course and term; staff approve (the enrolment moves) or reject; the student may
 * withdraw while pending. At most one pending change per student and course (a partial unique index).
 */
export class TrainingChangesService {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  /** C21 GSMStartClass/Search: candidate classes. embaClassDate compares with the class's first session. */
  async search(q: PageQuery): Promise<Page<CandidateClass>> {
    const dateModel = q.conModels.find((m) => m.fieldName === 'embaClassDate');
    const conModels = q.conModels.filter((m) => m !== dateModel);
    let embaClassDate;
    if (dateModel) {
      const d = new Date(dateModel.fieldValue);
      if (Number.isNaN(d.getTime())) throw new BizError('90003', { detail: 'embaClassDate' });
      const first = sql`(select min(cs.starts_at) from class_sessions cs where cs.start_class_id = start_classes.id)`;
      const op = { [ConditionalType.greater]: '>', [ConditionalType.greaterOrEqual]: '>=', [ConditionalType.less]: '<', [ConditionalType.lessOrEqual]: '<=' }[dateModel.conditionalType] ?? '>=';
      embaClassDate = sql`${first} ${sql.raw(op)} ${d.toISOString()}::timestamptz`;
    }
    const { rows, total } = await repo.searchClasses(this.db, { ...q, conModels, pageSize: Math.min(q.pageSize, MAX_PAGE_SIZE), embaClassDate });
    return {
      total,
      data: rows.map((r) => ({
        id: r.c.id, courseId: r.course.id, courseNumber: r.course.courseNumber, courseNameCN: r.course.nameCn, courseNameEN: r.course.nameEn,
        schoolYear: r.c.schoolYear, term: r.c.term, pageType: r.c.pageType, className: r.c.className, classNameEn: r.c.classNameEn || r.c.className,
        capacity: r.c.capacity, enrolled: r.c.enrolled, remainder: Math.max(0, r.c.capacity - r.c.enrolled),
        embaClassStartDate: iso(r.firstSession), embaClassEndDate: iso(r.lastSession), venue: r.sessionVenue || r.c.venue,
        venueEn: r.sessionVenueEn || r.c.venueEn || r.sessionVenue || r.c.venue, teacherName: r.teacherNames ?? '', teacherNameEn: r.teacherNamesEn ?? r.teacherNames ?? '',
      })),
    };
  }

  /** C18 apply. The enrolment row is locked, so two applications of one student queue and the second sees the first. */
  async apply(ctx: AuthContext, body: ApplyInput): Promise<{ id: number }> {
    try {
      return await this.db.transaction(async (tx) => {
        const found = await findEnrolment(tx, ctx.userId, body.oldStartClassId, true);
        if (!found) throw new BizError('93102');
        const { e, c } = found;
        if (e.workAttendanceType !== null) throw new BizError('93106');
        const target = (await repo.lockClasses(tx, [body.newStartClassId])).get(body.newStartClassId);
        if (!target || target.id === c.id || target.courseId !== e.courseId || body.newCourseId !== e.courseId
          || target.schoolYear !== c.schoolYear || target.term !== c.term || target.released !== 1) throw new BizError('93105');
        if (await repo.pendingChangeFor(tx, ctx.userId, e.courseId)) throw new BizError('93107');
        const me = await findUserById(tx, ctx.userId);
        const id = await repo.insertChange(tx, {
          studentId: ctx.userId, courseId: e.courseId, oldStartClassId: c.id, newStartClassId: target.id, changeType: body.changeType,
          email: body.email || me?.email || '', reason: body.reason,
        });
        return { id };
      });
    } catch (err) {
      // The partial unique index is the last word when two applications race past the check above.
      if (sqlStateOf(err) === '23505') throw new BizError('93107');
      throw err;
    }
  }

  /** C19 GetStudyPageList: the caller's records. */
  async mine(ctx: AuthContext, q: PageQuery, lang: 'zh' | 'en'): Promise<Page<ChangeRecord>> {
    const { rows, total } = await repo.listChanges(this.db, { studentId: ctx.userId, ...q });
    return { data: rows.map((r) => changeRecordOf(r, lang)), total };
  }

  /** C20 withdraw: own records only (403), while pending (93108). */
  async withdraw(ctx: AuthContext, id: number): Promise<null> {
    const record = await repo.findChange(this.db, id);
    if (!record) throw notFound();
    if (record.studentId !== ctx.userId) throw otherUsersData();
    if (!(await repo.closeChange(this.db, id, AuditStatus.withdrawn, {}))) throw new BizError('93108');
    return null;
  }

  /** Staff: the review list (all records; conModels auditStatus 0 for the pending ones). */
  async auditList(q: PageQuery, lang: 'zh' | 'en'): Promise<Page<ChangeRecord>> {
    const { rows, total } = await repo.listChanges(this.db, q);
    return { data: rows.map((r) => changeRecordOf(r, lang)), total };
  }

  /**
   * Staff decision. An approval moves the enrolment in the same transaction, with the record, the
   * enrolment and both classes locked (classes in id order): the new class must have a seat and
   * must not clash with the student's other classes, and the attendance result must still be unset.
   * The student is told the decision in the same transaction.
   */
  async decide(ctx: AuthContext, id: number, approve: boolean, comment: string): Promise<null> {
    return this.db.transaction(async (tx) => {
      const record = await repo.findChange(tx, id, true);
      if (!record) throw notFound();
      if (record.auditStatus !== AuditStatus.pending) throw new BizError('93111');
      if (approve) {
        const enrolment = await repo.lockEnrolment(tx, record.studentId, record.oldStartClassId);
        if (!enrolment) throw new BizError('93112');
        if (enrolment.workAttendanceType !== null) throw new BizError('93106');
        const classes = await repo.lockClasses(tx, [record.oldStartClassId, record.newStartClassId]);
        const target = classes.get(record.newStartClassId);
        if (!target || target.released !== 1) throw new BizError('93105');
        if (target.enrolled >= target.capacity) throw new BizError('93109');
        const clash = await repo.clashingCourse(tx, record.studentId, enrolment.id, target.id);
        if (clash) throw new BizError('93110', { course: clash.courseNumber });
        await repo.moveEnrolment(tx, enrolment.id, record.oldStartClassId, target.id);
      }
      const closed = await repo.closeChange(tx, id, approve ? AuditStatus.approved : AuditStatus.rejected, { auditedBy: ctx.userId, comment });
      if (!closed) throw new BizError('93111');
      await reportClassChangeDecided(tx, id);
      return null;
    });
  }
}
