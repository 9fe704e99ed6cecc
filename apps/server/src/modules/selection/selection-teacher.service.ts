import type { RoundTeacherOption, TeacherChoiceRow } from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import type { Db } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { BizError, notFound, otherUsersData } from '../../platform/http/errors.ts';
import { isStaff } from './selection-access.ts';
import { confirmChoice, declineChoice, retryDeadlock } from './selection-decisions.ts';
import { findTeacher } from './selection.repo.ts';
import * as repo from './selection-teacher.repo.ts';

/**
 * The mentors' and supervisors' side (SEL-G02): who chose them, with each student's resume, and
 * their answer — confirm, decline, or suggest another teacher of the round. A teacher answers only
 * the choices made to them (403 otherwise); the staff answer any.
 */
export class SelectionTeacherService {
  private readonly db: Db;
  private readonly files: FileStore;
  constructor(db: Db, files: FileStore) {
    this.db = db;
    this.files = files;
  }

  async list(ctx: AuthContext, q: { selectionId?: number | undefined; status?: number | undefined }): Promise<TeacherChoiceRow[]> {
    const rows = await repo.choicesForTeacher(this.db, { userId: isStaff(ctx) ? undefined : ctx.userId, roundId: q.selectionId, status: q.status });
    return rows.map((r) => ({
      id: r.choice.id, selectionId: r.choice.roundId, selectionName: r.roundName, selectionType: r.selectionType as TeacherChoiceRow['selectionType'],
      teacherId: r.choice.teacherId, teacherName: r.teacherName, studentId: r.choice.studentId, studentName: r.studentName,
      studentNumber: r.studentNumber, className: r.className, choiceRank: r.choice.choiceRank, status: r.choice.status,
      chosenAt: r.choice.createdAt.toISOString(),
      // The teacher reads the resume of a student who chose them: a sandboxed inline link, short-lived.
      resumeFile: r.resumeFileId && r.resumeName ? this.files.inlineLink(r.resumeFileId, r.resumeName) : null,
      resumeName: r.resumeName, note: r.choice.note, suggestedTeacherName: r.suggestedName,
    }));
  }

  /**
   * The teachers of a round, for the suggestion of another (the web's picker): only to a teacher of
   * that round (403 otherwise), or the staff.
   */
  async roundTeachers(ctx: AuthContext, roundId: number): Promise<RoundTeacherOption[]> {
    const rows = await repo.teachersOfRound(this.db, roundId);
    if (!isStaff(ctx) && !rows.some((r) => r.userId === ctx.userId)) throw otherUsersData();
    return rows.map((r) => ({ id: r.id, name: r.name, remaining: r.selectionTimes - r.confirmedCount }));
  }

  /** The choice, if the caller may answer it. */
  private async answerable(ctx: AuthContext, id: number) {
    const row = await repo.choiceWithTeacher(this.db, id);
    if (!row) throw notFound();
    if (!isStaff(ctx) && row.teacherUserId !== ctx.userId) throw otherUsersData();
    return row.choice;
  }

  async confirm(ctx: AuthContext, id: number): Promise<void> {
    const choice = await this.answerable(ctx, id);
    await retryDeadlock(() => this.db.transaction((tx) => confirmChoice(tx, choice, isStaff(ctx) ? 'staff' : 'teacher', ctx.userId)));
  }

  async decline(ctx: AuthContext, id: number, note: string | null): Promise<void> {
    const choice = await this.answerable(ctx, id);
    await this.db.transaction((tx) => declineChoice(tx, choice, ctx.userId, note, null));
  }

  /** Suggests another teacher of the same round (96014 otherwise); the choice ends as status 2. */
  async suggest(ctx: AuthContext, id: number, suggestedTeacherId: number, note: string | null): Promise<void> {
    const choice = await this.answerable(ctx, id);
    const other = await findTeacher(this.db, suggestedTeacherId);
    if (!other || other.roundId !== choice.roundId || other.id === choice.teacherId) throw new BizError('96014');
    await this.db.transaction((tx) => declineChoice(tx, choice, ctx.userId, note, other.id));
  }
}
