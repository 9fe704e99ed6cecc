import { Role, extensionOf, uploadRules, type FileRecord } from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import { hasRole } from '../../platform/auth/access.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { findFile } from '../../platform/files/files.repo.ts';
import { BizError, HttpError, otherUsersData } from '../../platform/http/errors.ts';
import * as repo from './training-plan.repo.ts';

const homeworkFormats = uploadRules.homework.extensions as readonly string[];

/**
 * Course homework (ACAD-C14…C17): handed in, replaced and removed by the student until the start
 * class's homework deadline (exclusive, database clock); read by the student, the class's teachers
 * and staff.
 */
export class TrainingHomeworkService {
  private readonly db: Db;
  private readonly files: FileStore;
  constructor(db: Db, files: FileStore) {
    this.db = db;
    this.files = files;
  }

  /**
   * The caller's enrolment in the class, with the window judged in the same transaction: no
   * homework set (93101), or the deadline passed (19301).
   */
  private async openEnrolment(q: Queryable, ctx: AuthContext, startClassId: number, lock: boolean) {
    const found = await repo.findEnrolment(q, ctx.userId, startClassId, lock);
    if (!found) throw new BizError('93102');
    if (!found.c.homeworkDeadline) throw new BizError('93101');
    if (!(await repo.homeworkOpenNow(q, startClassId))) throw new BizError('19301');
    return found;
  }

  /** C15 IsAllowUploadHomeWork: true, or the refusal that says why not. */
  async isAllowed(ctx: AuthContext, startClassId: number): Promise<boolean> {
    await this.openEnrolment(this.db, ctx, startClassId, false);
    return true;
  }

  /**
   * C14: saves the homework. The file must be the caller's own upload (attach marks only those) of a
   * homework format; the upload itself already checked the content against the extension.
   */
  async save(ctx: AuthContext, startClassId: number, fileId: string): Promise<null> {
    return this.db.transaction(async (tx) => {
      const { e } = await this.openEnrolment(tx, ctx, startClassId, true);
      const file = await findFile(tx, fileId);
      if (!file || file.ownerId !== ctx.userId || file.use === 'generated') throw new BizError('93103');
      if (!homeworkFormats.includes(extensionOf(file.storedName))) throw new BizError('90010', { allowed: homeworkFormats.join(', ') });
      const attached = await this.files.attach(tx, [fileId], ctx.userId);
      if (attached.length !== 1) throw new BizError('93103');
      await repo.setHomework(tx, e.id, fileId);
      return null;
    });
  }

  /** C16 DeleteCourseHomeWork: before the deadline only. The upload stays with its owner's files. */
  async remove(ctx: AuthContext, startClassId: number): Promise<null> {
    return this.db.transaction(async (tx) => {
      const { e } = await this.openEnrolment(tx, ctx, startClassId, true);
      if (!e.homeworkFileId) throw new BizError('93104');
      await repo.setHomework(tx, e.id, null);
      return null;
    });
  }

  /** C17 DownloadWorksFiles: a signed link for the student, a teacher of the class, or staff; 403 for anyone else. */
  async download(ctx: AuthContext, fileId: string): Promise<FileRecord> {
    const owner = await repo.homeworkOwner(this.db, fileId);
    const staff = hasRole(ctx, [Role.teachingAdmin]);
    if (!owner) {
      if (staff) throw new HttpError(404, '90005');
      throw otherUsersData();
    }
    if (owner.studentId !== ctx.userId && !owner.teacherIds.includes(ctx.userId) && !staff) throw otherUsersData();
    const file = await findFile(this.db, fileId);
    if (!file) throw new HttpError(404, '90005');
    return { id: file.id, fileName: file.originalName, fileUrl: this.files.uploadLink(file.id, file.originalName) };
  }
}
