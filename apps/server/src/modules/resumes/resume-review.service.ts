import {
  OptimizeState, ResumeKind, type OptimizeQueueBody, type OptimizeQueueRow, type ResumeBookBody, type ReviewDetail, type SuggestionBody,
} from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import type { Db } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { BizError } from '../../platform/http/errors.ts';
import { schoolDate } from '../../platform/time/school-zone.ts';
import { resumeBookZip, type BookEntry } from './resume-book.ts';
import { pdfTurn } from './resume-pdf-gate.ts';
import { pdfInputOf } from './resume-pdf-input.ts';
import { reportReviewFinished } from './resume-notices.ts';
import { iso } from './resume-views.ts';
import * as repo from './resumes.repo.ts';
import { renderResumePdf } from './pdf/resume-pdf-pool.ts';

type Joined = NonNullable<Awaited<ReturnType<typeof repo.resumeWithStudent>>>;

const queueRow = (j: Joined): OptimizeQueueRow => ({
  id: j.r.id, kind: j.r.kind, studentId: j.studentId, studentName: j.studentName, studentNameEn: j.studentNameEn, studentNumber: j.studentNumber,
  pageType: j.pageType, entranceYear: j.entranceYear, howComplete: j.r.howComplete, optimizeState: j.r.optimizeState,
  requestedAt: iso(j.r.optimizeRequestedAt), optimizeSuggest: j.r.optimizeSuggest, isShowOptimizeSuggest: j.r.isShowOptimizeSuggest,
  suggestedBy: j.suggestedBy, isSubmit: j.r.isSubmit,
});

/**
 * The career office's side (README 'Review' and 'Resume book'): the counsellors' queue of resumes
 * that asked for optimisation, a read-only view with the PDF, the suggestion (shown to the student
 * once released), done; and the resume book. The routes admit career.admin and counsellors.
 */
export class ResumeReviewService {
  private readonly db: Db;
  private readonly files: FileStore;
  constructor(db: Db, files: FileStore) {
    this.db = db;
    this.files = files;
  }

  async queue(body: OptimizeQueueBody) {
    const { rows, total } = await repo.optimizeQueue(this.db, body);
    return { data: rows.map(queueRow), total };
  }

  private async joined(id: number): Promise<Joined> {
    const j = await repo.resumeWithStudent(this.db, id);
    if (!j || j.r.kind === ResumeKind.upload) throw new BizError('1102');
    return j;
  }

  /** One resume, read-only, with a fresh PDF of what is saved now (shown inline). */
  detail(ctx: AuthContext, id: number): Promise<ReviewDetail> {
    return pdfTurn(() => this.detailNow(ctx, id));
  }

  private async detailNow(ctx: AuthContext, id: number): Promise<ReviewDetail> {
    const j = await this.joined(id);
    const out = await renderResumePdf(await pdfInputOf(this.db, this.files, j.r));
    const file = await this.files.saveGenerated(Buffer.from(out.bytes), `review-${id}.pdf`, 'application/pdf', ctx.userId);
    await repo.addPreview(this.db, id, file.id);
    return { ...queueRow(j), className: j.className, resumeStudentType: j.resumeStudentType, previewUrl: this.files.inlineLink(file.id, file.fileName), pages: out.pages, overflowMm: out.overflowMm };
  }

  /** Writes (or rewrites) the suggestion; `release` shows it to the student, unchecked hides it again. */
  async suggest(ctx: AuthContext, id: number, body: SuggestionBody): Promise<OptimizeQueueRow> {
    await this.db.transaction(async (tx) => {
      const r = await repo.lockResume(tx, id);
      if (!r || r.kind === ResumeKind.upload) throw new BizError('1102');
      if (r.optimizeState === OptimizeState.none) throw new BizError('1121');
      await repo.updateResume(tx, id, { optimizeSuggest: body.optimizeSuggest, isShowOptimizeSuggest: body.release, suggestedBy: ctx.userId, suggestedAt: new Date() });
    });
    return queueRow(await this.joined(id));
  }

  /** Marks a request done; it leaves the queue (the student may ask again later) and the student is told (README 'Notices'). */
  async done(ctx: AuthContext, id: number): Promise<OptimizeQueueRow> {
    await this.db.transaction(async (tx) => {
      const r = await repo.lockResume(tx, id);
      if (!r || r.kind === ResumeKind.upload) throw new BizError('1102');
      if (r.optimizeState !== OptimizeState.requested) throw new BizError('1121');
      await reportReviewFinished(tx, await repo.updateResume(tx, id, { optimizeState: OptimizeState.done }), ctx.userId);
    });
    return queueRow(await this.joined(id));
  }

  /** The public resumes of a programme and entrance year: submitted PDFs and own PDFs, with an index. */
  async book(ctx: AuthContext, body: ResumeBookBody) {
    const rows = await repo.publicResumes(this.db, body.pageType, body.entranceYear);
    const entries: BookEntry[] = [];
    for (const j of rows) {
      const fileId = j.r.kind === ResumeKind.upload ? j.r.upResumeFileId : j.r.pdfFileId;
      const bytes = fileId ? await this.files.bytes(fileId) : null;
      if (!bytes) continue;
      entries.push({
        studentNumber: j.studentNumber ?? String(j.studentId), studentName: j.studentName, studentNameEn: j.studentNameEn ?? '', className: j.className ?? '',
        kind: j.r.kind, submittedAt: j.r.kind === ResumeKind.upload ? j.r.updatedAt : j.r.submittedAt, bytes,
      });
    }
    const title = `${body.pageType.toUpperCase()} ${body.entranceYear} · ${schoolDate(new Date())}`;
    const zip = await resumeBookZip(title, entries);
    const file = await this.files.saveGenerated(zip, `resume-book-${body.pageType}-${body.entranceYear}.zip`, 'application/zip', ctx.userId);
    return { fileUrl: file.fileUrl, fileName: file.fileName, resumes: entries.length, students: new Set(entries.map((e) => e.studentNumber)).size };
  }
}
