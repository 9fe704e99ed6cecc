import {
  OptimizeState, PUBLISH_MIN_COMPLETENESS, RESUME_SECTIONS, ResumeKind, manualSchemaOf, manualTotals, resumeCompleteness,
  type ResumeBase, type ResumeRow, type ResumeSection, type ResumeStudentTypeCode,
} from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import type { Db } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { findFile } from '../../platform/files/files.repo.ts';
import { BizError } from '../../platform/http/errors.ts';
import { langOfKind, ownId, ownResumeForWrite, readableResume, studentTypeOf } from './resume-access.ts';
import { contentOf, iso } from './resume-views.ts';
import * as repo from './resumes.repo.ts';
import type { ResumeRecord } from './resumes.repo.ts';

/** The kinds InitStudentResume makes; the own PDF's record comes with its first upload. */
const INIT_KINDS = [ResumeKind.cn, ResumeKind.en, ResumeKind.manual];

/** The resume list, its switches and the own PDF (RES-C21, C23…C26; README 'List and switches'). */
export class ResumesService {
  private readonly db: Db;
  private readonly files: FileStore;
  constructor(db: Db, files: FileStore) {
    this.db = db;
    this.files = files;
  }

  async row(r: ResumeRecord): Promise<ResumeRow> {
    const upName = r.upResumeFileId ? (await findFile(this.db, r.upResumeFileId))?.originalName ?? null : null;
    return {
      id: r.id, vdResumeBaseId: r.id, kind: r.kind, howComplete: r.howComplete, isPublic: r.isPublic, isOptimize: r.optimizeState === OptimizeState.requested,
      optimizeState: r.optimizeState, isShowOptimizeSuggest: r.isShowOptimizeSuggest,
      // The student sees a suggestion only once the counsellor has released it.
      optimizeSuggest: r.isShowOptimizeSuggest ? r.optimizeSuggest : null,
      lastModificationTime: iso(r.updatedAt), isSubmit: r.isSubmit, submittedAt: iso(r.submittedAt),
      upResumeFileId: r.upResumeFileId, upResumeFileName: upName,
      upResumeFileUrl: r.upResumeFileId && upName ? this.files.uploadLink(r.upResumeFileId, upName) : null,
    };
  }

  /** RES-C24: the caller's own resumes, in kind order. */
  async list(ctx: AuthContext, studentId: number): Promise<ResumeRow[]> {
    ownId(ctx, studentId);
    await studentTypeOf(this.db, ctx);
    return Promise.all((await repo.resumesOfStudent(this.db, ctx.userId)).map((r) => this.row(r)));
  }

  /**
   * RES-C23: makes the Chinese, English and manual records the student lacks, for the type on the
   * student's record. Idempotent: a repeat makes nothing and says so (1100, statusCode 200). A
   * studentType that is not the record's is refused: the student has one set of resumes, for the
   * type the school gave (1101).
   */
  async init(ctx: AuthContext, studentId: number, studentType: number | undefined): Promise<{ rows: ResumeRow[]; already: boolean }> {
    ownId(ctx, studentId);
    const type = await studentTypeOf(this.db, ctx);
    if (studentType !== undefined && studentType !== type) throw new BizError('1101');
    const made = await this.db.transaction((tx) => repo.insertMissing(tx, ctx.userId, type, INIT_KINDS));
    const rows = await Promise.all((await repo.resumesOfStudent(this.db, ctx.userId)).map((r) => this.row(r)));
    return { rows, already: made === 0 };
  }

  /** RES-C21: the base with what each group lacks and, for the English resume, what to translate again. */
  async base(ctx: AuthContext, id: number): Promise<ResumeBase> {
    const r = await readableResume(this.db, ctx, id, [1, 2, 3, 4], true);
    const type = r.studentType as ResumeStudentTypeCode;
    const row = await this.row(r);
    const sections = r.kind === ResumeKind.upload ? [] : await repo.sectionsOf(this.db, id);
    const manual = sections.find((s) => s.section === 'manual');
    const totals = r.kind === ResumeKind.manual ? manualTotals(manualSchemaOf(type).parse(manual?.content ?? {})) : null;
    const groups = r.kind === ResumeKind.cn || r.kind === ResumeKind.en ? resumeCompleteness(contentOf(sections), type, langOfKind(r.kind)).groups : [];
    return { ...row, studentType: type, groups, staleSections: r.kind === ResumeKind.en ? await this.stale(r, sections) : [], manualTotals: totals };
  }

  /** The English sections whose Chinese counterpart was saved after them (or saved while they never were). */
  private async stale(en: ResumeRecord, enSections: repo.SectionRow[]): Promise<ResumeSection[]> {
    const cn = (await repo.resumesOfStudent(this.db, en.studentId)).find((r) => r.kind === ResumeKind.cn);
    if (!cn) return [];
    const cnSections = await repo.sectionsOf(this.db, cn.id);
    const enAt = new Map(enSections.map((s) => [s.section, s.updatedAt.getTime()]));
    return RESUME_SECTIONS.filter((key) => {
      const c = cnSections.find((s) => s.section === key);
      if (!c) return false;
      const e = enAt.get(key);
      return e === undefined || c.updatedAt.getTime() > e;
    });
  }

  /**
   * RES-C26: the public and optimise switches. Both need 80 % (1104); the own PDF's public switch
   * needs a file (1105) and it cannot ask for optimisation. Asking again after 'done' puts the
   * resume back in the queue.
   */
  async changeStatus(ctx: AuthContext, id: number, change: { isPublic?: boolean | null; isOptimize?: boolean | null }): Promise<ResumeRow> {
    await studentTypeOf(this.db, ctx);
    const saved = await this.db.transaction(async (tx) => {
      const r = await ownResumeForWrite(tx, ctx, id, [1, 2, 3, 4]);
      const patch: repo.ResumePatch = {};
      if (change.isPublic === true) {
        if (r.kind === ResumeKind.upload && !r.upResumeFileId) throw new BizError('1105');
        if (r.kind !== ResumeKind.upload && r.howComplete < PUBLISH_MIN_COMPLETENESS) throw new BizError('1104');
      }
      if (change.isPublic !== null && change.isPublic !== undefined) patch.isPublic = change.isPublic;
      if (change.isOptimize === true) {
        if (r.kind === ResumeKind.upload) throw new BizError('1109');
        if (r.howComplete < PUBLISH_MIN_COMPLETENESS) throw new BizError('1104');
        if (r.optimizeState !== OptimizeState.requested) Object.assign(patch, { optimizeState: OptimizeState.requested, optimizeRequestedAt: new Date() });
      } else if (change.isOptimize === false && r.optimizeState === OptimizeState.requested) {
        patch.optimizeState = OptimizeState.none;
      }
      return Object.keys(patch).length ? repo.updateResume(tx, id, patch) : r;
    });
    return this.row(saved);
  }

  /**
   * RES-C25: the own PDF. The file must be the caller's own upload (a PDF by content, use
   * 'resumePdf'); the record is made or updated and is not public until switched.
   */
  async uploadOwn(ctx: AuthContext, body: { id?: number | null; studentId?: number | null; upResumeFileId: string }): Promise<ResumeRow> {
    ownId(ctx, body.studentId);
    const type = await studentTypeOf(this.db, ctx);
    const file = await findFile(this.db, body.upResumeFileId);
    if (!file || file.ownerId !== ctx.userId || file.use !== 'resumePdf') throw new BizError('1120');
    const saved = await this.db.transaction(async (tx) => {
      if (body.id) await ownResumeForWrite(tx, ctx, body.id, [ResumeKind.upload]);
      await this.files.attach(tx, [file.id], ctx.userId);
      return repo.upsertUpload(tx, ctx.userId, type, file.id);
    });
    return this.row(saved);
  }
}

