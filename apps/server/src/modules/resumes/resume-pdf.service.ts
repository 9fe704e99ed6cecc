import {
  GROUP_NAMES, ResumeKind, manualMissing, manualProblems, manualSchemaOf, resumeCompleteness, unfinishedGroups, type ResumePdf, type ResumeStudentTypeCode,
} from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import { contactOf } from '../../platform/auth/user-contact.ts';
import type { Db } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { BizError, bizErrorOf } from '../../platform/http/errors.ts';
import { langOfKind, ownResumeForWrite, readableResume, studentTypeOf } from './resume-access.ts';
import { pdfTurn } from './resume-pdf-gate.ts';
import { pdfInputOf } from './resume-pdf-input.ts';
import { contentOf } from './resume-views.ts';
import * as repo from './resumes.repo.ts';
import type { ResumeRecord } from './resumes.repo.ts';
import { renderResumePdf } from './pdf/resume-pdf-pool.ts';
import type { ResumePdfResult } from './pdf/resume-pdf.types.ts';

type Lang = 'zh' | 'en';
const PDF = 'application/pdf';
/** Kept past the signed link's life (FILE_URL_TTL_S, one hour by default); a later preview removes it. */
const PREVIEW_KEEP_MS = 2 * 3600 * 1000;
/** A submit re-renders when a save slipped in between its reading and its writing; after this many tries it gives up. */
const SUBMIT_TRIES = 3;

const fileNameOf = (r: ResumeRecord, when: string) =>
  `${['', 'resume-cn', 'resume-en', 'manual'][r.kind]}-${r.id}-${when}.pdf`;

/**
 * Preview, submit and download of the generated PDFs (RES-C19, C20, C22; README 'PDF' and
 * 'Submit'). A resume must fit on one page: the pages are counted from the generated PDF, and a
 * longer one is refused with 160 and how far it runs over.
 */
export class ResumePdfService {
  private readonly db: Db;
  private readonly files: FileStore;
  constructor(db: Db, files: FileStore) {
    this.db = db;
    this.files = files;
  }

  private async render(r: ResumeRecord): Promise<ResumePdfResult> {
    return renderResumePdf(await pdfInputOf(this.db, this.files, r));
  }

  /** The manual's own rules gate its preview and download too (RES-V22). */
  private async manualRules(r: ResumeRecord, forSubmit: boolean, lang: Lang = 'zh'): Promise<void> {
    if (r.kind !== ResumeKind.manual) return;
    const form = manualSchemaOf(r.studentType as ResumeStudentTypeCode).parse((await repo.sectionOf(this.db, r.id, 'manual'))?.content ?? await contactOf(this.db, r.studentId));
    const problems = manualProblems(form);
    if (problems.length) throw bizErrorOf(problems[0]!.code, problems[0]!.params, { data: problems });
    const missing = forSubmit ? manualMissing(form) : [];
    if (missing.length) throw new BizError('161', { sections: lang === 'en' ? `${missing.length} required fields` : `${missing.length} 项必填内容` }, { data: missing });
  }

  /** RES-C22: a preview, shown inline; over one page it is refused with 160 and still handed over (RES-S07). */
  preview(ctx: AuthContext, id: number): Promise<ResumePdf> {
    return pdfTurn(() => this.previewNow(ctx, id));
  }

  private async previewNow(ctx: AuthContext, id: number): Promise<ResumePdf> {
    const r = await readableResume(this.db, ctx, id, [1, 2, 3], true);
    await this.manualRules(r, false);
    const out = await this.render(r);
    const file = await this.files.saveGenerated(Buffer.from(out.bytes), fileNameOf(r, 'preview'), PDF, ctx.userId);
    await repo.addPreview(this.db, r.id, file.id);
    for (const old of await repo.expiredPreviews(this.db, r.id, new Date(Date.now() - PREVIEW_KEEP_MS))) await this.files.removeGenerated(old);
    const pdf = { fileUrl: this.files.inlineLink(file.id, file.fileName), fileName: file.fileName, pages: out.pages, overflowMm: out.overflowMm };
    if (out.pages > 1) throw new BizError('160', { overflowMm: out.overflowMm }, { data: pdf });
    return pdf;
  }

  /**
   * RES-C20: checks the resume is complete (161) and fits on one page (160), then marks it
   * submitted with the PDF it made. If a save lands between the reading and the marking, the PDF
   * would not be what is saved: the resume is read and laid out again.
   */
  submit(ctx: AuthContext, id: number, lang: Lang): Promise<ResumePdf> {
    return pdfTurn(() => this.submitNow(ctx, id, lang));
  }

  private async submitNow(ctx: AuthContext, id: number, lang: Lang): Promise<ResumePdf> {
    await studentTypeOf(this.db, ctx);
    for (let attempt = 0; attempt < SUBMIT_TRIES; attempt++) {
      const r = await readableResume(this.db, ctx, id, [1, 2, 3]);
      if (r.kind !== ResumeKind.manual) {
        const done = resumeCompleteness(contentOf(await repo.sectionsOf(this.db, id)), r.studentType as ResumeStudentTypeCode, langOfKind(r.kind));
        const missing = unfinishedGroups(done);
        if (missing.length) {
          const sections = missing.map((g) => GROUP_NAMES[g][lang]).join(lang === 'en' ? ', ' : '、');
          throw new BizError('161', { sections }, { data: missing });
        }
      }
      await this.manualRules(r, true, lang);
      const out = await this.render(r);
      if (out.pages > 1) throw new BizError('160', { overflowMm: out.overflowMm }, { data: { pages: out.pages, overflowMm: out.overflowMm } });
      const file = await this.files.saveGenerated(Buffer.from(out.bytes), fileNameOf(r, 'submitted'), PDF, ctx.userId);
      const previous = await this.db.transaction(async (tx) => {
        const now = await ownResumeForWrite(tx, ctx, id, [1, 2, 3]);
        if (now.updatedAt.getTime() !== r.updatedAt.getTime()) return undefined;
        await repo.updateResume(tx, id, { isSubmit: true, submittedAt: new Date(), pdfFileId: file.id });
        return { old: now.pdfFileId };
      });
      if (!previous) {
        await this.files.removeGenerated(file.id);
        continue;
      }
      if (previous.old && previous.old !== file.id) await this.files.removeGenerated(previous.old);
      return { fileUrl: file.fileUrl, fileName: file.fileName, pages: out.pages, overflowMm: 0 };
    }
    throw new BizError('1123');
  }

  /** RES-C19: the submitted PDF (the own PDF's file for kind 4); before submit: 1107. */
  async download(ctx: AuthContext, id: number): Promise<ResumePdf> {
    const r = await readableResume(this.db, ctx, id, [1, 2, 3, 4], true);
    if (r.kind === ResumeKind.upload) {
      const name = r.upResumeFileId ? await repo.fileName(this.db, r.upResumeFileId) : undefined;
      if (!r.upResumeFileId || !name) throw new BizError('1105');
      return { fileUrl: this.files.uploadLink(r.upResumeFileId, name), fileName: name, pages: 1, overflowMm: 0 };
    }
    if (!r.isSubmit || !r.pdfFileId) throw new BizError('1107');
    const name = (await repo.fileName(this.db, r.pdfFileId)) ?? fileNameOf(r, 'submitted');
    return { fileUrl: this.files.generatedLink(r.pdfFileId, name), fileName: name, pages: 1, overflowMm: 0 };
  }
}
