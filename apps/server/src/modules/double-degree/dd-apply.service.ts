import {
  ddResultLabels, InterviewStatus, isEligible, SignupResult, type DdEnabled, type DdMyApplication, type DdProgramRow, type DdUploadFiles,
} from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { BizError } from '../../platform/http/errors.ts';
import { checkStudentId, ownSignup } from './dd-access.ts';
import { checkProgrammeEligible, programmeEligibility } from './dd-eligibility.ts';
import { detailOf } from './dd-detail.ts';
import { applicationPdf } from './dd-pdf.ts';
import * as repo from './dd.repo.ts';

const iso = (d: Date | string) => new Date(d).toISOString();
const des = (n: number) => `${ddResultLabels[n]?.zh ?? ''} ${ddResultLabels[n]?.en ?? ''}`.trim();
const PDF = 'application/pdf';
const STEP_NAMES = ['个人信息 Personal info', '教育背景 Education', '工作经历 Employment', '语言能力 Language', '短文 Essay', '声明 Declaration'];

/** The wizard steps an application has saved (0–5). */
export function stepsDone(s: repo.SignupRow): number[] {
  const done = [true, !!s.education?.length, s.workTotalYear !== null, !!s.language, !!s.essay, s.isCheckAgreement];
  return done.flatMap((d, i) => (d ? [i] : []));
}

/** MOB-S08: 2 once booked; 3 when submitted, passed the internal selection and its programme has interview days; else 1. */
export async function interviewStatusOf(db: Queryable, s: repo.SignupRow): Promise<number> {
  if (s.interviewTimeId) return InterviewStatus.booked;
  if (s.submitTime && s.gsmResult === 1 && (await repo.hasInterviewDays(db, s.projectId))) return InterviewStatus.canBook;
  return InterviewStatus.waiting;
}

/** Guide, programme list, submission, My Application and documents (MOB-C13…C15, C27, C29…C32): README 'Applications'. */
export class DdApplyService {
  private readonly db: Db;
  private readonly files: FileStore;
  constructor(db: Db, files: FileStore) {
    this.db = db;
    this.files = files;
  }

  /** C13 */
  async enabled(): Promise<DdEnabled> {
    const m = await repo.enabledManage(this.db);
    if (!m) return { ddApplyManage: null, ddApplyAgreement: null };
    return {
      ddApplyManage: {
        id: m.id, simpleName: m.simpleName, singupStartTime: iso(m.singupStartTime), singupEndTime: iso(m.singupEndTime), notice: m.notice,
        maxChooseProjectCount: m.maxChooseProjectCount, isOpen: m.isOpen,
      },
      ddApplyAgreement: { title: m.agreementTitle, content: m.agreementContent, hint: m.agreementHint },
    };
  }

  /** C14: the enabled round's programmes with the caller's result for each (MOB-S09). */
  async programmes(auth: AuthContext, studentId?: number): Promise<DdProgramRow[]> {
    checkStudentId(auth, studentId);
    const m = await repo.enabledManage(this.db);
    if (!m) return [];
    const mine = await repo.signupsOfStudent(this.db, auth.userId);
    const me = await repo.eligibilityStudent(this.db, auth.userId);
    return (await repo.projectsOf(this.db, m.id)).map((p) => {
      const s = mine.find((x) => x.projectId === p.id);
      const singupResult = s?.submitTime ? SignupResult.completed : m.notStarted ? SignupResult.notStarted : m.isOpen ? SignupResult.apply : null;
      const eligibility = programmeEligibility(p);
      return { id: p.id, year: p.year, name: p.name, ddApplyManageId: m.id, ddSingupStudentId: s?.id ?? null, singupResult, eligibility, eligible: isEligible(eligibility, me) };
    });
  }

  /** C15: true while the caller has submitted fewer applications in the round than its maximum. */
  async canChooseMore(auth: AuthContext, q: { studentId?: number; ddApplyManageId: number }): Promise<boolean> {
    checkStudentId(auth, q.studentId);
    const m = await repo.manageById(this.db, q.ddApplyManageId);
    if (!m) throw new BizError('97118');
    return (await repo.submittedCount(this.db, m.id, auth.userId)) < m.maxChooseProjectCount;
  }

  /** C27: the caller's application to a programme, if any. */
  async querySignup(auth: AuthContext, body: { ddProjectId: number; studentId?: number }) {
    checkStudentId(auth, body.studentId);
    const s = await repo.signupOf(this.db, body.ddProjectId, auth.userId);
    if (!s) return null;
    return { ddSingupStudentId: s.id, ddApplyManageId: s.applyManageId, ddProjectId: s.projectId, isSubmitted: !!s.submitTime, submitTime: s.submitTime ? iso(s.submitTime) : null, stepsDone: stepsDone(s) };
  }

  private async pdfOf(s: repo.SignupRow): Promise<Buffer> {
    const photo = s.photoFileId ? await this.files.bytes(s.photoFileId) : null;
    return applicationPdf(await detailOf(this.db, this.files, s), photo);
  }

  /** C29: the stored form of a submitted application, else the form of the draft as it stands. */
  async exportPdf(auth: AuthContext, id: number): Promise<{ fileName: string; fileUrl: string }> {
    const s = await ownSignup(this.db, auth, id);
    const name = `double-degree-application-${s.id}.pdf`;
    if (s.pdfFileId) return { fileName: name, fileUrl: this.files.generatedLink(s.pdfFileId, name) };
    const file = await this.files.saveGenerated(await this.pdfOf(s), name, PDF, auth.userId);
    return { fileName: file.fileName, fileUrl: file.fileUrl };
  }

  /**
   * C30 (README 'Submission'): under the student's row lock, the round open (−100001 before it or
   * when not enabled, −100000 after it), the programme for the student (97202), every step saved (97107, 97108), fewer submitted than the
   * round's maximum (−100002); then the form is stored as a PDF and the application is read-only.
   */
  async submit(auth: AuthContext, id: number): Promise<{ ddSingupStudentId: number }> {
    const draft = await ownSignup(this.db, auth, id);
    if (draft.submitTime) throw new BizError('97103');
    // Made before the transaction: PGlite has one connection, and the file row is written outside it.
    const file = await this.files.saveGenerated(await this.pdfOf(draft), `double-degree-application-${draft.id}.pdf`, PDF, auth.userId);
    try {
      await this.db.transaction(async (tx) => {
        await repo.lockStudent(tx, auth.userId);
        const s = await ownSignup(tx, auth, id, true);
        if (s.submitTime) throw new BizError('97103');
        const m = await repo.manageById(tx, s.applyManageId);
        if (!m || !m.isEnable || m.notStarted) throw new BizError('-100001');
        if (!m.isOpen) throw new BizError('-100000');
        const programme = await repo.projectById(tx, s.projectId);
        if (programme) checkProgrammeEligible(programme, await repo.eligibilityStudent(tx, auth.userId));
        const done = stepsDone(s);
        const missing = [0, 1, 2, 3, 4].filter((i) => !done.includes(i));
        if (missing.length) throw new BizError('97107', { steps: missing.map((i) => STEP_NAMES[i]).join(', ') });
        if (!s.isCheckAgreement) throw new BizError('97108');
        if ((await repo.submittedCount(tx, m.id, auth.userId)) >= m.maxChooseProjectCount) throw new BizError('-100002');
        await repo.markSubmitted(tx, s.id, file.id);
      });
    } catch (err) {
      await this.files.removeGenerated(file.id);
      throw err;
    }
    return { ddSingupStudentId: id };
  }

  /** C31: one card per round the caller applied in, with its documents and each application's results and interview. */
  async myApplications(auth: AuthContext, studentId?: number): Promise<DdMyApplication[]> {
    checkStudentId(auth, studentId);
    const mine = await repo.signupsOfStudent(this.db, auth.userId);
    const me = await repo.account(this.db, auth.userId);
    const cards: DdMyApplication[] = [];
    for (const manageId of [...new Set(mine.map((s) => s.applyManageId))].sort((a, b) => b - a)) {
      const m = (await repo.manageById(this.db, manageId))!;
      const docs = await repo.documentsOf(this.db, manageId, auth.userId);
      const list = [];
      for (const s of mine.filter((x) => x.applyManageId === manageId)) {
        const project = await repo.projectById(this.db, s.projectId);
        const booking = await repo.bookingOf(this.db, s.interviewTimeId, s.interviewAdressId);
        list.push({
          id: s.id, ddStudentInfoName: me?.name ?? '', ddProjectName: project?.name ?? '', submitTime: s.submitTime ? iso(s.submitTime) : null,
          singupResult: s.submitTime ? 1 : 0, singupResultDes: s.submitTime ? '已提交 Submitted' : '未提交 Draft',
          gsmResult: s.gsmResult, gsmResultDes: des(s.gsmResult), partnerResult: s.partnerResult, partnerResultDes: des(s.partnerResult),
          lastResult: s.lastResult, lastResultDes: des(s.lastResult),
          pdfFileUrl: s.pdfFileId ? this.files.generatedLink(s.pdfFileId, `double-degree-application-${s.id}.pdf`) : null,
          interviewStatus: await interviewStatusOf(this.db, s), interviewStartTime: booking ? iso(booking.startTime) : null,
          interviewEndTime: booking ? iso(booking.endTime) : null, ddInterviewAdress: booking?.adress ?? null,
        });
      }
      cards.push({
        id: m.id, simpleName: m.simpleName, signupStudentInfoList: list,
        files: docs.map((d) => ({ fileId: d.fileId, fileName: d.fileName, fileUrl: this.files.uploadLink(d.fileId, d.fileName), vcFileType: d.vcFileType })),
      });
    }
    return cards;
  }

  /**
   * C32: the card's complete list of documents (vcId = the round). The caller must have applied in
   * the round (97101); each file the caller's own 'degreeDocument' upload or already on the card (97112).
   */
  async uploadFiles(auth: AuthContext, body: DdUploadFiles) {
    await this.db.transaction(async (tx) => {
      const mine = (await repo.signupsOfStudent(tx, auth.userId)).filter((s) => s.applyManageId === body.vcId);
      if (!mine.length) throw new BizError('97101');
      const kept = new Set((await repo.documentsOf(tx, body.vcId, auth.userId)).map((d) => d.fileId));
      const files = [...new Map(body.files.map((f) => [f.fileId.toLowerCase(), f])).values()];
      for (const f of files) {
        if (kept.has(f.fileId)) continue;
        const row = await repo.fileRow(tx, f.fileId);
        if (!row || row.ownerId !== auth.userId || row.use !== 'degreeDocument') throw new BizError('97112');
      }
      await this.files.attach(tx, files.map((f) => f.fileId).filter((fid) => !kept.has(fid)), auth.userId);
      await repo.replaceDocuments(tx, body.vcId, auth.userId, files.map((f) => ({ fileId: f.fileId.toLowerCase(), vcFileType: f.vcFileType })));
    });
    return (await this.myApplications(auth)).find((c) => c.id === body.vcId)!.files;
  }
}
