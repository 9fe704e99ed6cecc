import {
  PlanCourseType,
  type PlanCourseRow,
  type CreditSummary,
  type Page,
  type PageQuery,
  type PlanLectureRow,
  type StudentInfo,
} from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import { findUserById, type UserRow } from '../../platform/auth/auth.repo.ts';
import type { Db } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { BizError, otherUsersData } from '../../platform/http/errors.ts';
import * as repo from './training-plan.repo.ts';
import type { PlanRow } from './training-plan.repo.ts';
import { lectureCreditsOf } from './lectures-credits.repo.ts';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The EMBA training plan (ACAD-C11…C13): the student's info, credits and course lists. */
export class TrainingPlanService {
  private readonly db: Db;
  private readonly files: FileStore;
  constructor(db: Db, files: FileStore) {
    this.db = db;
    this.files = files;
  }

  /** The caller, who must be an EMBA student: the plan is theirs only (others get 93100). */
  private async embaStudent(ctx: AuthContext): Promise<UserRow> {
    const me = await findUserById(this.db, ctx.userId);
    if (!me || me.pageType !== 'emba') throw new BizError('93100');
    return me;
  }

  /** C12 GetStudentInfo. */
  async studentInfo(ctx: AuthContext): Promise<StudentInfo> {
    const me = await this.embaStudent(ctx);
    return {
      studentNumber: me.studentNumber ?? '', name: me.name, enName: me.enName, studendtClassName: me.className ?? '',
      studendtClassNameEn: me.classNameEn || me.className || '', studentClassId: me.className ?? '', pageType: me.pageType,
    };
  }

  /**
   * C13 GetStudentScoreInfo. ClassId, when sent, must be the caller's own class. Formulas (module
   * README, 'Training: credit summary'): credits of courses, counted once per enrolment.
   */
  async creditSummary(ctx: AuthContext, classId: string | undefined): Promise<CreditSummary> {
    const me = await this.embaStudent(ctx);
    if (classId && classId !== (me.className ?? '')) throw otherUsersData();
    const sums = await repo.creditSums(this.db, me.id);
    const of = (type: number) => sums.find((s) => s.courseType === type) ?? { enrolled: 0, passed: 0 };
    const required = of(PlanCourseType.required);
    const elective = of(PlanCourseType.elective);
    const lectures = await lectureCreditsOf(this.db, me.id);
    const jzScore = round2(lectures.filter((l) => l.achievementStatus === 1).reduce((n, l) => n + l.credit, 0));
    const jzPlanned = round2(lectures.reduce((n, l) => n + l.credit, 0));
    return {
      totalScore: round2(required.enrolled + elective.enrolled + jzPlanned),
      studentScore: round2(required.passed + elective.passed + jzScore),
      requiredCourseScore: round2(required.enrolled),
      requiredCoursePassScore: round2(required.passed),
      optionalCoursePassScore: round2(elective.passed),
      jzScore,
    };
  }

  private row(r: PlanRow): PlanCourseRow {
    const fileId = r.e.homeworkFileId;
    const fileName = r.fileName ?? null;
    return {
      startClassId: r.c.id, courseId: r.course.id, classId: r.c.id, courseNumber: r.course.courseNumber,
      courseNameCN: r.course.nameCn, courseNameEN: r.course.nameEn, courseType: r.course.courseType,
      schoolYear: r.c.schoolYear, term: r.c.term, className: r.c.className, classNameEn: r.c.classNameEn || r.c.className,
      embaClassStartDate: iso(r.firstSession), embaClassEndDate: iso(r.lastSession),
      embaClassPlace: r.sessionVenue || r.c.venue, embaClassPlaceEn: r.sessionVenueEn || r.c.venueEn || r.sessionVenue || r.c.venue,
      teacherName: r.teacherNames ?? '', teacherNameEn: r.teacherNamesEn ?? r.teacherNames ?? '', score: Number(r.course.credit),
      workAttendanceType: r.e.workAttendanceType, homeWorkType: fileId ? 1 : 0, homeWorkFileId: fileId, homeWorkFileName: fileName,
      homeWorkFileUrl: fileId && fileName ? this.files.uploadLink(fileId, fileName) : null,
      homeworkDeadline: iso(r.c.homeworkDeadline), homeworkOpen: r.homeworkOpen === true,
      result: r.e.grade, passStatus: r.e.passStatus, isInApproval: r.pendingChangeId !== null, approvalId: r.pendingChangeId,
    };
  }

  /** C11 GetPageList: the caller's courses of one type (conModels courseType 11 or 12), or lectures (100). */
  async courses(ctx: AuthContext, q: PageQuery, userID: string | number | null | undefined): Promise<Page<PlanCourseRow | PlanLectureRow>> {
    const me = await this.embaStudent(ctx);
    if (userID !== null && userID !== undefined && userID !== '' && String(userID) !== String(me.id) && String(userID) !== me.username) throw otherUsersData();
    const lectureList = q.conModels.some((m) => m.fieldName === 'courseType' && m.fieldValue === String(PlanCourseType.lecture));
    if (lectureList) {
      const rows = await lectureCreditsOf(this.db, me.id);
      const start = q.pageNo * q.pageSize;
      return { data: rows.slice(start, start + q.pageSize), total: rows.length };
    }
    const { rows, total } = await repo.listPlanCourses(this.db, { studentId: me.id, ...q });
    return { data: rows.map((r) => this.row(r)), total };
  }
}

export type { PlanLectureRow };
