import { and, eq } from 'drizzle-orm';
import {
  Role, lectureTimesProblem, type FileRecord, type LectureAdminRow, type LectureInput, type LectureSignupRow, type LectureSignupUpdate, type LectureTeacherOption,
  type LectureWaitlistRow, type Page, type PageQuery,
} from '@portal/contracts';
import { hasRole } from '../../platform/auth/access.ts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import type { Db } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { BizError, forbidden, notFound } from '../../platform/http/errors.ts';
import {
  allSignups, collectHomework, deleteLecture, findLecture, findSignupById, insertLecture, listLectures, listSignups, lockedSeats, teacherOptions,
  teachesLecture, updateLecture, updateSignup, type AdminLectureRecord, type SignupListRecord,
} from './lecture-admin.repo.ts';
import { signupsWorkbook } from './lecture-export.ts';
import { reportLectureChanged } from './lecture-notices.ts';
import { fillFromWaitlist } from './lecture-waitlist.ts';
import { listWaitlist, pruneOutsideAudience } from './lecture-waitlist.repo.ts';
import { changeSeats, deleteSignup, lockedLectureState } from './lectures.repo.ts';
import { schoolTerms } from './teaching.tables.ts';
import { XLSX_MIME } from '../../platform/files/sheet-writer.ts';


/**
 * The staff side of lectures: teaching.admin (or an administrator) creates and edits every lecture;
 * a teacher named on a lecture reads its sign-ups, records clock-in and achievement, and collects
 * and exports its homework and sign-ups. Nobody else passes (README, 'Staff').
 */
export class LectureAdminService {
  private readonly db: Db;
  private readonly files: FileStore;
  constructor(db: Db, files: FileStore) {
    this.db = db;
    this.files = files;
  }

  private isStaff = (auth: AuthContext) => hasRole(auth, [Role.teachingAdmin]);

  /** The lecture, if the caller is staff or teaches it; 403 for a teacher of other lectures. */
  private async readable(auth: AuthContext, id: number): Promise<AdminLectureRecord> {
    const lecture = await findLecture(this.db, id);
    if (!lecture) throw notFound();
    if (!this.isStaff(auth) && !(await teachesLecture(this.db, id, auth.userId))) throw forbidden();
    return lecture;
  }

  private row(auth: AuthContext, r: AdminLectureRecord): LectureAdminRow {
    return {
      ...r, teacherIds: r.teacherIds ?? [], credit: Number(r.credit), startsAt: r.startsAt.toISOString(), endsAt: r.endsAt.toISOString(),
      signupStartDay: r.signupStartDay.toISOString(), signupEndDay: r.signupEndDay.toISOString(), homeWorkDeadline: r.homeWorkDeadline?.toISOString() ?? null,
      canEdit: this.isStaff(auth),
    };
  }

  async list(auth: AuthContext, q: PageQuery): Promise<Page<LectureAdminRow>> {
    const { rows, total } = await listLectures(this.db, { ...q, teacherId: this.isStaff(auth) ? undefined : auth.userId });
    return { data: rows.map((r) => this.row(auth, r)), total };
  }

  async detail(auth: AuthContext, id: number): Promise<LectureAdminRow> {
    return this.row(auth, await this.readable(auth, id));
  }

  teachers(): Promise<LectureTeacherOption[]> {
    return teacherOptions(this.db);
  }

  private async checkInput(v: LectureInput): Promise<void> {
    const problem = lectureTimesProblem(v);
    if (problem) throw new BizError(problem);
    const [term] = await this.db.select({ term: schoolTerms.term }).from(schoolTerms)
      .where(and(eq(schoolTerms.schoolYear, v.schoolYear), eq(schoolTerms.term, v.termValue)));
    if (!term) throw new BizError('93217');
    const ids = [...new Set(v.teacherIds)];
    if ((await teacherOptions(this.db, ids)).length !== ids.length) throw new BizError('93216');
  }

  async create(auth: AuthContext, v: LectureInput): Promise<{ id: number }> {
    await this.checkInput(v);
    return { id: await this.db.transaction((tx) => insertLecture(tx, v, auth.userId)) };
  }

  /**
   * The lecture row is locked so no sign-up slips in between the count and the new capacity; a new
   * time or place is reported to the signed-up students in the same transaction. Then the waitlist
   * follows the lecture: entries outside a narrowed audience go, and added seats go to the first in
   * line (who are told, with the new time and place).
   */
  async update(id: number, v: LectureInput): Promise<{ id: number }> {
    await this.checkInput(v);
    await this.db.transaction(async (tx) => {
      const before = await lockedSeats(tx, id);
      if (!before) throw notFound();
      if (v.capacity < before.signedUp) throw new BizError('93214', { count: before.signedUp });
      await updateLecture(tx, id, v);
      await reportLectureChanged(tx, id, before);
      await pruneOutsideAudience(tx, id);
      await fillFromWaitlist(tx, id, 'capacity');
    });
    return { id };
  }

  async remove(id: number): Promise<{ id: number }> {
    await this.db.transaction(async (tx) => {
      const seats = await lockedSeats(tx, id);
      if (!seats) throw notFound();
      if (seats.signedUp > 0) throw new BizError('93215');
      await deleteLecture(tx, id);
    });
    return { id };
  }

  private signupRow(r: SignupListRecord): LectureSignupRow {
    return {
      id: r.id, studentId: r.studentId, studentNumber: r.studentNumber, studentName: r.studentName, studentNameEn: r.studentNameEn, className: r.className,
      signedAt: r.signedAt.toISOString(), clockingInStatus: r.clockingInStatus, achievementStatus: r.achievementStatus, homeWorkFileName: r.homeworkFileName,
      homeWorkFileUrl: r.homeworkFileId && r.homeworkFileName ? this.files.uploadLink(r.homeworkFileId, r.homeworkFileName) : null,
      homeWorkAt: r.homeworkAt?.toISOString() ?? null, homeWorkCollectedAt: r.homeworkCollectedAt?.toISOString() ?? null,
    };
  }

  async signups(auth: AuthContext, lectureId: number, q: PageQuery): Promise<Page<LectureSignupRow>> {
    await this.readable(auth, lectureId);
    const { rows, total } = await listSignups(this.db, lectureId, q);
    return { data: rows.map((r) => this.signupRow(r)), total };
  }

  /** Clock-in and achievement; a pass needs a qualified clock-in (ACAD-S06), judged on the locked row. */
  async updateSignup(auth: AuthContext, signupId: number, v: LectureSignupUpdate): Promise<{ id: number }> {
    const signup = await findSignupById(this.db, signupId);
    if (!signup) throw notFound();
    await this.readable(auth, signup.lectureId);
    await this.db.transaction(async (tx) => {
      const locked = await findSignupById(tx, signupId, true);
      if (!locked) throw notFound();
      const clockIn = v.clockingInStatus === undefined ? locked.clockingInStatus : v.clockingInStatus;
      const achievement = v.achievementStatus === undefined ? locked.achievementStatus : v.achievementStatus;
      if (achievement === 1 && clockIn !== 1) throw new BizError('93218');
      await updateSignup(tx, signupId, { clockingInStatus: clockIn, achievementStatus: achievement });
    });
    return { id: signupId };
  }

  /**
   * teaching.admin removes a student's sign-up (not in the spec), until the lecture is over (93233)
   * and never one with a clock-in, achievement or homework on record (93234: that is the student's
   * record). The seat goes to the first student waiting, as after a withdrawal.
   */
  async removeSignup(signupId: number): Promise<{ id: number }> {
    const found = await findSignupById(this.db, signupId);
    if (!found) throw notFound();
    await this.db.transaction(async (tx) => {
      const s = await lockedLectureState(tx, found.lectureId);
      const signup = await findSignupById(tx, signupId, true);
      if (!s || !signup) throw notFound();
      if (s.ended) throw new BizError('93233');
      if (signup.clockingInStatus !== null || signup.achievementStatus !== null || signup.homeworkFileId !== null) throw new BizError('93234');
      await deleteSignup(tx, signup.id);
      await changeSeats(tx, s.id, -1);
      await fillFromWaitlist(tx, s.id, 'seat-freed');
    });
    return { id: signupId };
  }

  /** The lecture's waitlist in line order, for staff and the lecture's teachers. */
  async waitlist(auth: AuthContext, lectureId: number, q: PageQuery): Promise<Page<LectureWaitlistRow>> {
    await this.readable(auth, lectureId);
    const { rows, total } = await listWaitlist(this.db, lectureId, q);
    return { data: rows.map((r) => ({ ...r, queuedAt: r.queuedAt.toISOString() })), total };
  }

  async collect(auth: AuthContext, lectureId: number): Promise<{ collected: number }> {
    await this.readable(auth, lectureId);
    return { collected: await this.db.transaction((tx) => collectHomework(tx, lectureId)) };
  }

  async export(auth: AuthContext, lectureId: number, lang: 'zh' | 'en'): Promise<FileRecord> {
    const lecture = await this.readable(auth, lectureId);
    const title = lang === 'en' ? lecture.subjectEn : lecture.subject;
    const book = await signupsWorkbook(title, await allSignups(this.db, lectureId));
    return this.files.saveGenerated(book, `lecture-signups-${lectureId}.xlsx`, XLSX_MIME, auth.userId);
  }
}
