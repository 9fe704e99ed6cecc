import type { HomeworkInfo, LectureListBody, LectureRow, LectureSignupBody, LectureSignupResult, Page, SaveHomeworkBody } from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import type { Db } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { BizError, notFound, otherUsersData } from '../../platform/http/errors.ts';
import {
  audienceOf, changeSeats, clearHomework, deleteSignup, fileUse, findForStudent, findSignup, homeworkLectureOf, insertSignup, listForStudent,
  lockedLectureState, setHomework, type StudentLectureRecord,
} from './lectures.repo.ts';
import { fillFromWaitlist } from './lecture-waitlist.ts';
import { deleteWaiting, findWaiting, insertWaiting } from './lecture-waitlist.repo.ts';

const statusDes = ['未开始', '报名中', '报名结束', '已结束'];

/** The student's side of lectures (ACAD-C22…C29): lists, sign-up and withdrawal, homework. */
export class LecturesService {
  private readonly db: Db;
  private readonly files: FileStore;
  constructor(db: Db, files: FileStore) {
    this.db = db;
    this.files = files;
  }

  private link(r: StudentLectureRecord): string | null {
    return r.homeworkFileId && r.homeworkFileName ? this.files.uploadLink(r.homeworkFileId, r.homeworkFileName) : null;
  }

  private row(r: StudentLectureRecord): LectureRow {
    return {
      id: r.id, subject: r.subject, subjectEn: r.subjectEn, schoolYear: r.schoolYear, termValue: r.termValue, status: r.status, statusDes: statusDes[r.status] ?? '',
      day: r.day, startTime: r.startTime, endTime: r.endTime, startsAt: r.startsAt.toISOString(), endsAt: r.endsAt.toISOString(), teacherId: r.teacherId,
      teacherNames: r.teacherNames, teacherNamesEn: r.teacherNamesEn, address: r.address, addressEn: r.addressEn, signupStartDay: r.signupBegin.toISOString(),
      signupEndDay: r.signupEnd.toISOString(), capacity: r.capacity, signUpCount: r.signUpCount, credit: Number(r.credit),
      homeWorkDeadline: r.homeworkDeadline?.toISOString() ?? null, isSignUped: r.signupId !== null, isWithinTime: r.isWithinTime,
      clockingInStatus: r.clockingInStatus, homeWorkSubjectStatus: r.homeworkFileId ? 1 : 0, homeWorkFileId: r.homeworkFileId,
      homeWorkFileName: r.homeworkFileName, homeWorkFileUrl: this.link(r), achievementStatus: r.achievementStatus, isAllowUploadpHomeWork: r.homeworkOpen,
      waitlistPosition: r.waitlistPosition, waitingCount: r.waitingCount,
    };
  }

  /** C22 (all lectures) and C23/C24 (mine): the token says who asks, whatever intParam holds. */
  async list(auth: AuthContext, body: LectureListBody, mine: boolean): Promise<Page<LectureRow>> {
    const audience = await audienceOf(this.db, auth.userId);
    const { rows, total } = await listForStudent(this.db, { ...body, studentId: auth.userId, audience, mine: mine || body.isSignUped === true });
    return { data: rows.map((r) => this.row(r)), total };
  }

  /**
   * C25. The lecture's row lock queues concurrent sign-ups; each then judges the window and the seats
   * at its own moment, and the check on signed_up <= capacity holds even if this code were wrong.
   * A lecture whose audience leaves the student out is refused first (93219): it is not theirs to take.
   * A full lecture refuses (93202) unless the student asks to wait (joinWaitlist): then they join the
   * end of the line (README 'Waitlist'). A free seat is taken even when asking to wait, and by a
   * student already waiting (a seat freed after the start is not given from the line).
   */
  async signUp(auth: AuthContext, body: LectureSignupBody): Promise<LectureSignupResult> {
    if (body.studentId !== auth.userId) throw otherUsersData();
    return this.db.transaction(async (tx) => {
      const s = await lockedLectureState(tx, body.jzCourseLecturesId, await audienceOf(tx, auth.userId));
      if (!s) throw notFound();
      if (!s.inAudience) throw new BizError('93219');
      if (s.ended) throw new BizError('19300');
      if (s.notYet) throw new BizError('93200');
      if (!s.open) throw new BizError('93201');
      if (await findSignup(tx, s.id, auth.userId)) throw new BizError('19302');
      const waiting = await findWaiting(tx, s.id, auth.userId);
      if (s.signedUp < s.capacity) {
        if ((await insertSignup(tx, s.id, auth.userId)) === null) throw new BizError('19302');
        if (waiting) await deleteWaiting(tx, waiting.id);
        await changeSeats(tx, s.id, 1);
        return { id: s.id, waitlisted: false, waitlistPosition: null };
      }
      if (waiting) throw new BizError('93230');
      if (!body.joinWaitlist) throw new BizError('93202');
      if (s.started) throw new BizError('93232');
      if ((await insertWaiting(tx, s.id, auth.userId)) === null) throw new BizError('93230');
      return { id: s.id, waitlisted: true, waitlistPosition: (await findWaiting(tx, s.id, auth.userId))?.position ?? null };
    });
  }

  /**
   * C26: withdrawal while the sign-up window is open (ACAD-S05); the seat goes to the first student
   * waiting, in this transaction (fillFromWaitlist), who is told.
   */
  async revoke(auth: AuthContext, body: LectureSignupBody): Promise<{ id: number }> {
    if (body.studentId !== auth.userId) throw otherUsersData();
    return this.db.transaction(async (tx) => {
      const s = await lockedLectureState(tx, body.jzCourseLecturesId);
      if (!s) throw notFound();
      const signup = await findSignup(tx, s.id, auth.userId, true);
      if (!signup) throw new BizError('93203');
      if (s.ended) throw new BizError('19300');
      if (!s.open) throw new BizError('93201');
      await deleteSignup(tx, signup.id);
      await changeSeats(tx, s.id, -1);
      await fillFromWaitlist(tx, s.id, 'seat-freed');
      return { id: s.id };
    });
  }

  /** Leaves the waitlist (not in the spec), until the lecture starts; after that the line is closed (93232). */
  async leaveWaitlist(auth: AuthContext, body: LectureSignupBody): Promise<{ id: number }> {
    if (body.studentId !== auth.userId) throw otherUsersData();
    return this.db.transaction(async (tx) => {
      const s = await lockedLectureState(tx, body.jzCourseLecturesId);
      if (!s) throw notFound();
      const waiting = await findWaiting(tx, s.id, auth.userId);
      if (!waiting) throw new BizError('93231');
      if (s.started) throw new BizError('93232');
      await deleteWaiting(tx, waiting.id);
      return { id: s.id };
    });
  }

  /** C27: the caller's own homework (README 'Homework': the path names the student, the query the lecture). */
  async homeworkInfo(auth: AuthContext, studentId: number, lectureId: number | undefined): Promise<HomeworkInfo> {
    if (studentId !== auth.userId) throw otherUsersData();
    const r = lectureId ? await findForStudent(this.db, lectureId, auth.userId) : await homeworkLectureOf(this.db, auth.userId);
    if (lectureId && !r) throw notFound();
    if (!r || r.signupId === null) {
      return { jzCourseLecturesId: r?.id ?? null, isAllowUploadpHomeWork: false, homeWorkFileId: null, homeWorkFileName: null, homeWorkFileUrl: null };
    }
    return { jzCourseLecturesId: r.id, isAllowUploadpHomeWork: r.homeworkOpen, homeWorkFileId: r.homeworkFileId, homeWorkFileName: r.homeworkFileName, homeWorkFileUrl: this.link(r) };
  }

  /**
   * C28: once, for a signed-up lecture with qualified clock-in, before the deadline; the file must be
   * the caller's own upload under the lecture-homework rule (extensions and content checked there).
   */
  async saveHomework(auth: AuthContext, lectureId: number, body: SaveHomeworkBody): Promise<HomeworkInfo> {
    const fileId = body[0]!.fileId;
    await this.db.transaction(async (tx) => {
      const s = await lockedLectureState(tx, lectureId);
      if (!s) throw notFound();
      const signup = await findSignup(tx, s.id, auth.userId, true);
      if (!signup) throw new BizError('93203');
      if (signup.clockingInStatus !== 1) throw new BizError('93204');
      if (signup.homeworkFileId) throw new BizError('93205');
      if (!s.homeworkDeadline) throw new BizError('93206');
      if (s.homeworkDue) throw new BizError('19301');
      const file = await fileUse(tx, fileId);
      if (!file || file.use !== 'lectureHomework' || file.ownerId !== auth.userId) throw new BizError('93207');
      if ((await this.files.attach(tx, [fileId], auth.userId)).length !== 1) throw new BizError('93207');
      if (!(await setHomework(tx, signup.id, fileId))) throw new BizError('93205');
    });
    return this.homeworkInfo(auth, auth.userId, lectureId);
  }

  /**
   * C29, {id} the lecture: the owner removes the homework (after a confirmation on the screen) only
   * before the deadline and before staff collected or assessed it; then it may be handed in again.
   */
  async deleteHomework(auth: AuthContext, lectureId: number): Promise<{ id: number }> {
    return this.db.transaction(async (tx) => {
      const s = await lockedLectureState(tx, lectureId);
      if (!s) throw notFound();
      const signup = await findSignup(tx, s.id, auth.userId, true);
      if (!signup) throw new BizError('93203');
      if (!signup.homeworkFileId) throw new BizError('93209');
      if (s.homeworkDue) throw new BizError('19301');
      if (signup.homeworkCollectedAt || signup.achievementStatus !== null) throw new BizError('93208');
      await clearHomework(tx, signup.id);
      return { id: s.id };
    });
  }
}
