import {
  APPLICATION_MOVES, APPLICATION_RESUME_KINDS, PositionStatus, ResumeKind, applyBodySchema, canMoveApplication,
  type ApplicantRow, type ApplicationResume, type ApplicationStatus, type ApplyBody, type ApplyState, type FileRecord, type MyApplication,
} from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import type { Db } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { XLSX_MIME } from '../../platform/files/sheet-writer.ts';
import { BizError, otherUsersData } from '../../platform/http/errors.ts';
import { applicationResume, applicationResumeFiles, sendableResumesOf, type ApplicationResumeRecord } from '../resumes/index.ts';
import { applicantsWorkbook } from './application-export.ts';
import { reportApplicationStatus } from './application-notices.ts';
import {
  applicantById, applicantsOf, applicationById, applicationOf, applicationsOf, insertApplication, lockedApplication, positionForApply,
  setApplicationStatus, type ApplicantRecord, type MyApplicationRecord,
} from './position-applications.repo.ts';
import { findPosition } from './positions.repo.ts';

const mine = (r: MyApplicationRecord): MyApplication => ({ ...r, createdAt: r.createdAt.toISOString(), statusChangedAt: r.statusChangedAt.toISOString() });

const resumeOption = (r: ApplicationResumeRecord): ApplicationResume =>
  ({ resumeId: r.resumeId, kind: r.kind, fileName: r.fileName ?? '', fileAt: r.fileAt?.toISOString() ?? null });

/**
 * Applying to postings (README 'Applications'): the student's application with one of their own
 * resumes, once per posting, before its deadline; the office's applicants, status moves and export.
 */
export class PositionApplicationsService {
  private readonly db: Db;
  private readonly files: FileStore;
  constructor(db: Db, files: FileStore) {
    this.db = db;
    this.files = files;
  }

  /**
   * Checked in the transaction that holds the posting's share lock: published (3300), open by the
   * database clock (3341), the resume the caller's (403), sendable (3343, 3342); then the insert,
   * which the unique index keeps to one per student and posting (3340).
   */
  async apply(auth: AuthContext, positionId: number, body: ApplyBody): Promise<MyApplication> {
    const v = applyBodySchema.parse(body);
    const id = await this.db.transaction(async (tx) => {
      const p = await positionForApply(tx, positionId);
      if (!p || p.status !== PositionStatus.published) throw new BizError('3300');
      if (p.closed) throw new BizError('3341');
      const resume = await applicationResume(tx, v.resumeId);
      if (!resume) throw new BizError('1102');
      if (resume.studentId !== auth.userId) throw otherUsersData();
      if (!(APPLICATION_RESUME_KINDS as readonly number[]).includes(resume.kind)) throw new BizError('3343');
      if (!resume.fileId) throw new BizError('3342');
      const inserted = await insertApplication(tx, { positionId, studentId: auth.userId, resumeId: resume.resumeId, resumeKind: resume.kind, note: v.note });
      if (inserted === undefined) throw new BizError('3340');
      return inserted;
    });
    return mine((await applicationById(this.db, id))!);
  }

  async mine(auth: AuthContext): Promise<MyApplication[]> {
    return (await applicationsOf(this.db, auth.userId)).map(mine);
  }

  /** What the posting page's Apply button needs: the caller's application, whether the posting is closed, the resumes to choose from. */
  async applyState(auth: AuthContext, positionId: number): Promise<ApplyState> {
    const p = await findPosition(this.db, positionId);
    if (!p || p.status !== PositionStatus.published) throw new BizError('3300');
    const [application, resumes] = await Promise.all([applicationOf(this.db, auth.userId, positionId), sendableResumesOf(this.db, auth.userId)]);
    return { application: application ? mine(application) : null, closed: p.isExpired, resumes: resumes.map(resumeOption) };
  }

  // ---- the career office ----

  private resumeLink(r: ApplicationResumeRecord | undefined): string | null {
    if (!r?.fileId || !r.fileName) return null;
    return r.kind === ResumeKind.upload ? this.files.uploadLink(r.fileId, r.fileName) : this.files.generatedLink(r.fileId, r.fileName);
  }

  private async rows(list: ApplicantRecord[]): Promise<ApplicantRow[]> {
    const files = await applicationResumeFiles(this.db, list.map((r) => r.resumeId));
    return list.map(({ resumeId, ...r }) => ({
      ...r, resumeUrl: this.resumeLink(files.get(resumeId)), createdAt: r.createdAt.toISOString(), statusChangedAt: r.statusChangedAt.toISOString(),
      moves: [...APPLICATION_MOVES[r.status]],
    }));
  }

  async applicants(positionId: number): Promise<ApplicantRow[]> {
    if (!(await findPosition(this.db, positionId))) throw new BizError('3300');
    return this.rows(await applicantsOf(this.db, positionId));
  }

  /** A status move the graph allows (3344 otherwise), under the application's row lock, told to the student in the same transaction. */
  async move(auth: AuthContext, id: number, status: ApplicationStatus): Promise<ApplicantRow> {
    await this.db.transaction(async (tx) => {
      const a = await lockedApplication(tx, id);
      if (!a) throw new BizError('3345');
      if (!canMoveApplication(a.status, status)) throw new BizError('3344');
      await setApplicationStatus(tx, id, status, auth.userId);
      await reportApplicationStatus(tx, a, status);
    });
    const [row] = await this.rows([(await applicantById(this.db, id))!]);
    return row!;
  }

  async exportXlsx(auth: AuthContext, positionId: number): Promise<FileRecord> {
    const p = await findPosition(this.db, positionId);
    if (!p) throw new BizError('3300');
    const book = await applicantsWorkbook(`${p.enterpriseCName} · ${p.name}`, await applicantsOf(this.db, positionId));
    return this.files.saveGenerated(book, `position-applicants-${positionId}.xlsx`, XLSX_MIME, auth.userId);
  }
}
