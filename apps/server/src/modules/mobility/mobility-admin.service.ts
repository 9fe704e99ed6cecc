import {
  ExemptStatus, studentFileCategories, type AdminApplicant, type AdminExemption, type AdminPlan, type AdminProject, type ExemptionReview,
  type PlanInput, type ProjectInput,
} from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import type { Db } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { BizError } from '../../platform/http/errors.ts';
import { richTextForWrite } from '../../platform/http/sanitize.ts';
import * as admin from './mobility-admin.repo.ts';
import { fileListOf } from './mobility-files.ts';
import { resultsWorkbook } from './mobility-export.ts';
import * as repo from './mobility.repo.ts';
import { reportQueuePromoted } from './visiting-notices.ts';
import { reportExemptionReviewed } from './exemption-notices.ts';
import { releasePlace } from './exemption-release.ts';
import { XLSX_MIME } from '../../platform/files/sheet-writer.ts';

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | null) => (d ? iso(d) : null);

/** The international office's console (role mobility.admin): README 'Staff'. */
export class MobilityAdminService {
  private readonly db: Db;
  private readonly files: FileStore;
  constructor(db: Db, files: FileStore) {
    this.db = db;
    this.files = files;
  }

  async plans(): Promise<AdminPlan[]> {
    return (await admin.plans(this.db)).map((p) => ({
      ...p, startTime: iso(p.startTime), endTime: iso(p.endTime), exemptBegin: isoOrNull(p.exemptBegin), exemptEnd: isoOrNull(p.exemptEnd),
    }));
  }

  /** Windows must run forwards (97016); both statements are sanitised on write. */
  private planValues(input: PlanInput) {
    if (new Date(input.startTime) >= new Date(input.endTime)) throw new BizError('97016');
    const exempt = input.exemptBegin && input.exemptEnd;
    if (exempt && new Date(input.exemptBegin!) >= new Date(input.exemptEnd!)) throw new BizError('97016');
    return {
      schoolYearName: input.schoolYearName, number: input.number, startTime: new Date(input.startTime), endTime: new Date(input.endTime),
      exemptBegin: exempt ? new Date(input.exemptBegin!) : null, exemptEnd: exempt ? new Date(input.exemptEnd!) : null,
      explain: richTextForWrite(input.explain), exemptExplain: richTextForWrite(input.exemptExplain), ...repo.eligibilityColumns(input.eligibility),
    };
  }

  async savePlan(auth: AuthContext, id: number | null, input: PlanInput): Promise<{ id: number }> {
    const v = this.planValues(input);
    if (id === null) return { id: await admin.insertPlan(this.db, { ...v, createdBy: auth.userId }) };
    if (!(await admin.updatePlan(this.db, id, v))) throw new BizError('97001');
    return { id };
  }

  async projects(planId: number): Promise<AdminProject[]> {
    return admin.projects(this.db, planId);
  }

  /** A changed limit applies at once: a raised one promotes the first queued in the same transaction (each told); a lowered one takes no place away. */
  async saveProject(id: number | null, input: ProjectInput): Promise<{ id: number }> {
    const v = {
      projectName: input.projectName, city: input.city, activeTime: input.activeTime, limitCount: input.limitCount, description: richTextForWrite(input.description),
      ...repo.eligibilityColumns(input.eligibility),
    };
    if (!(await repo.planById(this.db, input.planId))) throw new BizError('97001');
    if (id === null) return { id: await admin.insertProject(this.db, { ...v, planId: input.planId }) };
    return this.db.transaction(async (tx) => {
      const p = await repo.lockProject(tx, id);
      if (!p) throw new BizError('97002');
      await admin.updateProject(tx, id, v);
      await reportQueuePromoted(tx, id, await repo.promoteQueued(tx, id), 'capacity');
      return { id };
    });
  }

  async deleteProject(id: number): Promise<void> {
    const r = await admin.deleteProjectIfUnused(this.db, id);
    if (r === 'used') throw new BizError('97017');
    if (r === 'missing') throw new BizError('97002');
  }

  async exemptions(planId: number): Promise<AdminExemption[]> {
    const rows = await admin.exemptions(this.db, planId);
    return Promise.all(rows.map(async (r) => ({
      id: r.id, planId: r.planId, studentName: r.studentName, studentNumber: r.studentNumber ?? '', className: r.className ?? '', status: r.status,
      reason: r.reason, auditOpinion: r.auditOpinion, updatedAt: iso(r.updatedAt),
      files: (await fileListOf(this.db, this.files, r.fileIds)).map((f) => ({ id: f.id, fileName: f.fileName, fileUrl: f.fileUrl ?? '' })),
    })));
  }

  /**
   * Approve (2), reject (3) or return (4) one waiting for review (97014); a reject or return says why
   * (97015). The student is told. An approval releases the student's application in the plan and
   * promotes the next in that queue, in this transaction: the exemption's row, then the student's
   * lock (which an application takes first), then the project's (README 'Exemption releases the place').
   */
  async review(auth: AuthContext, id: number, body: ExemptionReview): Promise<{ id: number; status: number; released: boolean; promoted: number }> {
    if (body.status !== ExemptStatus.approved && body.auditOpinion === '') throw new BizError('97015');
    return this.db.transaction(async (tx) => {
      const e = await admin.lockExemptionById(tx, id);
      if (!e) throw new BizError('97018');
      if (e.status !== ExemptStatus.submitted) throw new BizError('97014');
      const at = await admin.reviewExemption(tx, id, { status: body.status, auditOpinion: body.auditOpinion, reviewedBy: auth.userId });
      let released: Awaited<ReturnType<typeof releasePlace>> = null;
      if (body.status === ExemptStatus.approved) {
        await repo.lockStudent(tx, e.studentId);
        released = await releasePlace(tx, e.planId, e.studentId);
      }
      await reportExemptionReviewed(tx, e, body.status, body.auditOpinion, at);
      return { id, status: body.status, released: released !== null, promoted: released?.promoted ?? 0 };
    });
  }

  async applicants(planId: number): Promise<AdminApplicant[]> {
    const rows = await admin.applicants(this.db, planId);
    return Promise.all(rows.map(async (r) => {
      const files = (await Promise.all(studentFileCategories.map(async (c) =>
        (await fileListOf(this.db, this.files, r[c] ?? [])).map((f) => ({ id: f.id, fileName: f.fileName, fileUrl: f.fileUrl ?? '', category: c }))))).flat();
      return {
        selectionId: r.selectionId, projectId: r.projectId, projectName: r.projectName, studentName: r.studentName, studentNumber: r.studentNumber ?? '',
        className: r.className ?? '', selectStatus: r.selectStatus, rankNumber: r.rankNumber, selectTime: iso(r.selectTime), passportNo: r.passportNo ?? '',
        isComplete: !!r.isComplete, files,
      };
    }));
  }

  /** The plan's results as xlsx behind a signed /files/… link: projects, places, queue, documents, exemptions. */
  async exportResults(auth: AuthContext, planId: number): Promise<{ fileName: string; fileUrl: string }> {
    const plan = await repo.planById(this.db, planId);
    if (!plan) throw new BizError('97001');
    const bytes = await resultsWorkbook(plan, await this.applicants(planId), await this.exemptions(planId));
    const file = await this.files.saveGenerated(bytes, `study-trip-${plan.id}-results.xlsx`, XLSX_MIME, auth.userId);
    return { fileName: file.fileName, fileUrl: file.fileUrl };
  }
}
