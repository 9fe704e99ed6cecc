import {
  HOMEWORK_DEADLINE_AFTER_TERM_DAYS, Role, type ClassHomework, type ClassHomeworkRow, type FileRecord, type HomeworkSubmission, type Page, type PageQuery,
} from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import { hasRole } from '../../platform/auth/access.ts';
import { insertAudit } from '../../platform/audit/audit.repo.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { BizError, forbidden, notFound } from '../../platform/http/errors.ts';
import { scheduleJob } from '../../platform/jobs/job-queue.ts';
import { dbNow } from '../../platform/time/db-clock.ts';
import { schoolDate, schoolDateTime } from '../../platform/time/school-zone.ts';
import * as repo from './class-homework.repo.ts';
import { homeworkZip } from './class-homework-zip.ts';

/** The job that removes a homework zip once its link has long expired (it holds a whole class's work). */
export const REMOVE_HOMEWORK_ZIP_JOB = 'teaching.remove-homework-zip';
export const HOMEWORK_ZIP_KEEP_MS = 24 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** Who asks, and by which route: what the audit row names. */
export interface ChangeBy { ctx: AuthContext; method: string; path: string }

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * Sets or clears a class's deadline in the caller's transaction, under the class's lock, by the rule
 * of the staff page (the demo seed writes its deadlines through it too): between the term's first day
 * and HOMEWORK_DEADLINE_AFTER_TERM_DAYS after its end. Returns the deadline it replaced.
 */
export async function writeDeadline(tx: Queryable, id: number, at: Date | null): Promise<Date | null> {
  const locked = await repo.lockedDeadline(tx, id);
  if (!locked) throw notFound();
  if (at) {
    if (at < locked.termStartsAt) throw new BizError('93113', { start: schoolDate(locked.termStartsAt) });
    const latest = new Date(locked.termEndsAt.getTime() + HOMEWORK_DEADLINE_AFTER_TERM_DAYS * DAY_MS);
    if (at > latest) throw new BizError('93114', { days: HOMEWORK_DEADLINE_AFTER_TERM_DAYS, latest: schoolDateTime(latest) });
  }
  await repo.setDeadline(tx, id, at);
  return locked.deadline;
}

/**
 * A class's homework on the staff side (README 'Class homework'): its teachers and teaching.admin
 * set or clear the deadline, read what each enrolled student handed in, and take every file as one
 * zip. A teacher of other classes gets 403; every change and every zip is audited.
 */
export class ClassHomeworkService {
  private readonly db: Db;
  private readonly files: FileStore;
  constructor(db: Db, files: FileStore) {
    this.db = db;
    this.files = files;
  }

  private isStaff = (ctx: AuthContext) => hasRole(ctx, [Role.teachingAdmin]);

  /** The class, once the caller may see it: unknown → 90005, not theirs → 403. */
  private async scoped(q: Queryable, ctx: AuthContext, id: number) {
    const c = await repo.homeworkClass(q, id);
    if (!c) throw notFound();
    if (!this.isStaff(ctx) && !(await repo.teachesClass(q, id, ctx.userId))) throw forbidden();
    return c;
  }

  private row(r: repo.HomeworkClassRecord): ClassHomeworkRow {
    return { ...r, homeworkDeadline: iso(r.homeworkDeadline) };
  }

  async list(ctx: AuthContext, query: PageQuery): Promise<Page<ClassHomeworkRow>> {
    const { rows, total } = await repo.homeworkClasses(this.db, query, this.isStaff(ctx) ? null : ctx.userId);
    return { data: rows.map((r) => this.row(r)), total };
  }

  async detail(ctx: AuthContext, id: number): Promise<ClassHomework> {
    const { termStartsAt, termEndsAt, ...c } = await this.scoped(this.db, ctx, id);
    const rows = await repo.submissions(this.db, id);
    const submissions: HomeworkSubmission[] = rows.map((r) => ({
      ...r, handedInAt: iso(r.handedInAt), fileUrl: r.fileId && r.fileName ? this.files.uploadLink(r.fileId, r.fileName) : null,
    }));
    return { startClass: this.row(c), termStartsAt: termStartsAt.toISOString(), termEndsAt: termEndsAt.toISOString(), submissions };
  }

  /**
   * Sets or clears the deadline. It may lie between the term's first day and
   * HOMEWORK_DEADLINE_AFTER_TERM_DAYS after its end; a deadline already past closes the hand-in at
   * once (how a teacher stops it early). The students' writes judge it by the database clock.
   */
  async setDeadline(by: ChangeBy, id: number, deadline: string | null): Promise<ClassHomework> {
    const at = deadline === null ? null : new Date(deadline);
    await this.db.transaction(async (tx) => {
      await this.scoped(tx, by.ctx, id);
      const previous = await writeDeadline(tx, id, at);
      await this.audit(tx, by, 'teaching.homework-deadline', { id: String(id), deadline: iso(at) ?? '', previous: iso(previous) ?? '' });
    });
    return this.detail(by.ctx, id);
  }

  /**
   * Every handed-in file as one zip, written as a stream into a generated file of the caller (a
   * signed link, removed after a day): entries `<studentNumber>_<name>_<original name>`. A file
   * whose bytes are lost is named in `missing-files.txt` rather than failing the whole zip.
   */
  async zip(by: ChangeBy, id: number): Promise<FileRecord> {
    const c = await this.scoped(this.db, by.ctx, id);
    const rows = await repo.handedInFiles(this.db, id);
    if (!rows.length) throw new BizError('93115');
    const present: typeof rows = [];
    const missing: typeof rows = [];
    for (const r of rows) {
      const stream = await this.files.storage.open(r.storedName);
      if (stream) {
        stream.destroy();
        present.push(r);
      } else missing.push(r);
    }
    const now = await dbNow(this.db);
    const { stream, fileName } = homeworkZip({ courseNumber: c.courseNumber, className: c.className, day: schoolDate(now) }, present, missing, this.files.storage);
    const record = await this.files.saveGeneratedStream(stream, fileName, 'application/zip', by.ctx.userId);
    await scheduleJob(this.db, REMOVE_HOMEWORK_ZIP_JOB, `${REMOVE_HOMEWORK_ZIP_JOB}:${record.id}`, new Date(now.getTime() + HOMEWORK_ZIP_KEEP_MS), { id: record.id });
    await this.audit(this.db, by, 'teaching.homework-zip', { id: String(id), files: String(present.length) });
    return record;
  }

  private async audit(q: Queryable, by: ChangeBy, action: string, params: Record<string, string>): Promise<void> {
    // A class has no person as its subject: the row names the account the change was made as.
    await insertAudit(q, { actorId: by.ctx.actorId ?? by.ctx.userId, subjectId: by.ctx.userId, action, method: by.method, path: by.path, params, statusCode: 200 });
  }
}
