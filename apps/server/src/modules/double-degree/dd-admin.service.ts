import type {
  DdAdminApplicant, DdApplicantsQuery, DdAdminInterviewDay, DdAdminManage, DdAdminProject, DdInterviewDayInput, DdManageInput, DdProjectInput, DdResultsInput,
} from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import type { Db } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { constraintOf } from '../../platform/http/db-errors.ts';
import { BizError, otherUsersData } from '../../platform/http/errors.ts';
import { inScope, programmeScope } from './dd-access.ts';
import * as review from './dd-review.repo.ts';
import { isDecided } from './dd-review.service.ts';
import { richTextForWrite } from '../../platform/http/sanitize.ts';
import { interviewStatusOf } from './dd-apply.service.ts';
import * as admin from './dd-admin.repo.ts';
import { reportResults } from './dd-notices.ts';
import { schoolDate } from '../../platform/time/school-zone.ts';
import { applicantsZip } from './dd-export.ts';
import { eligibilityColumns } from './dd-eligibility.ts';
import * as repo from './dd.repo.ts';

const iso = (d: Date | string) => new Date(d).toISOString();
const ZIP = 'application/zip';

/** The office's double-degree console (role mobility.admin): README 'Staff'. */
export class DdAdminService {
  private readonly db: Db;
  private readonly files: FileStore;
  constructor(db: Db, files: FileStore) {
    this.db = db;
    this.files = files;
  }

  async manages(): Promise<DdAdminManage[]> {
    return (await admin.manages(this.db)).map(({ m, isOpen, projectCount, applicants }) => ({
      id: m.id, simpleName: m.simpleName, singupStartTime: iso(m.singupStartTime), singupEndTime: iso(m.singupEndTime), notice: m.notice,
      agreementTitle: m.agreementTitle, agreementContent: m.agreementContent, agreementHint: m.agreementHint, maxChooseProjectCount: m.maxChooseProjectCount,
      isEnable: m.isEnable, isOpen, projectCount, applicants,
    }));
  }

  /** The window runs forwards (97117); notice and agreement are sanitised on write. */
  async saveManage(id: number | null, input: DdManageInput): Promise<{ id: number }> {
    if (new Date(input.singupStartTime) >= new Date(input.singupEndTime)) throw new BizError('97117');
    const v = {
      simpleName: input.simpleName, singupStartTime: new Date(input.singupStartTime), singupEndTime: new Date(input.singupEndTime),
      notice: richTextForWrite(input.notice), agreementTitle: input.agreementTitle, agreementContent: richTextForWrite(input.agreementContent),
      agreementHint: input.agreementHint, maxChooseProjectCount: input.maxChooseProjectCount, isEnable: input.isEnable,
    };
    if (id === null) return { id: await admin.insertManage(this.db, v) };
    if (!(await admin.updateManage(this.db, id, v))) throw new BizError('97118');
    return { id };
  }

  async projects(manageId: number): Promise<DdAdminProject[]> {
    return admin.projects(this.db, manageId);
  }

  async saveProject(id: number | null, input: DdProjectInput): Promise<{ id: number }> {
    if (!(await repo.manageById(this.db, input.ddApplyManageId))) throw new BizError('97118');
    const v = { applyManageId: input.ddApplyManageId, name: input.name, year: input.year, ...eligibilityColumns(input.eligibility) };
    if (id === null) return { id: await admin.insertProject(this.db, v) };
    const p = await repo.projectById(this.db, id);
    if (!p) throw new BizError('97100');
    // A programme with applications stays in its round: the applications name the round too.
    if (p.applyManageId !== v.applyManageId && (await repo.hasSignups(this.db, id))) throw new BizError('97116');
    await admin.updateProject(this.db, id, v);
    return { id };
  }

  async deleteProject(id: number): Promise<void> {
    const r = await admin.deleteProjectIfUnused(this.db, id);
    if (r === 'used') throw new BizError('97116');
    if (r === 'missing') throw new BizError('97100');
  }

  /**
   * Submitted applications: every programme's for the office, the assigned programmes' for a
   * reviewer (README 'Reviewing'); a programme filter outside the caller's programmes answers 403.
   */
  async applicants(auth: AuthContext, q: DdApplicantsQuery): Promise<DdAdminApplicant[]> {
    const scope = await programmeScope(this.db, auth);
    if (q.ddProjectId !== undefined && !inScope(scope, q.ddProjectId)) throw otherUsersData();
    const rows = await admin.submittedWhere(this.db, { manageId: q.ddApplyManageId, projectId: q.ddProjectId, projectIds: scope });
    const list = await this.describe(rows, auth.userId, scope === null);
    return q.reviewStatus ? list.filter((a) => a.reviewStatus === q.reviewStatus) : list;
  }

  /** The rows as the list shows them; 'scored' means the caller's sheet for a reviewer and any sheet for the office. */
  private async describe(rows: admin.SubmittedRow[], callerId: number, office: boolean): Promise<DdAdminApplicant[]> {
    const stats = await review.sheetStats(this.db, rows.map((r) => r.s.id), callerId);
    const out: DdAdminApplicant[] = [];
    for (const { s, projectName, studentName, studentNumber } of rows) {
      const booking = await repo.bookingOf(this.db, s.interviewTimeId, s.interviewAdressId);
      const st = stats.get(s.id) ?? { sheetCount: 0, myTotal: null };
      const scored = office ? st.sheetCount > 0 : st.myTotal !== null;
      out.push({
        id: s.id, ddProjectId: s.projectId, ddProjectName: projectName, studentName, studentNumber: studentNumber ?? '', className: s.className,
        nameAsPassport: s.nameAsPassport, mobile: s.mobile, email: s.email, submitTime: s.submitTime ? iso(s.submitTime) : null,
        gsmResult: s.gsmResult, partnerResult: s.partnerResult, lastResult: s.lastResult, interviewStatus: await interviewStatusOf(this.db, s),
        interviewStartTime: booking ? iso(booking.startTime) : null, interviewEndTime: booking ? iso(booking.endTime) : null, ddInterviewAdress: booking?.adress ?? null,
        pdfFileUrl: s.pdfFileId ? this.files.generatedLink(s.pdfFileId, `double-degree-application-${s.id}.pdf`) : null,
        sheetCount: st.sheetCount, myTotal: st.myTotal, decision: s.reviewDecision, decisionPublished: s.reviewPublishedAt !== null,
        reviewStatus: isDecided(s) ? 'decided' : scored ? 'scored' : 'toScore',
      });
    }
    return out;
  }

  /**
   * Results are given for submitted applications only (97113). Under the application's lock, so each
   * change is seen once: the student is told each result that changed (README 'Notices').
   */
  async setResults(id: number, input: DdResultsInput): Promise<{ id: number }> {
    await this.db.transaction(async (tx) => {
      const s = await repo.lockSignup(tx, id);
      if (!s) throw new BizError('97101');
      if (!s.submitTime) throw new BizError('97113');
      await admin.setResults(tx, id, input);
      const canBook = !s.interviewTimeId && (await repo.hasInterviewDays(tx, s.projectId));
      await reportResults(tx, id, [
        { stage: 'internal', before: s.gsmResult, after: input.gsmResult },
        { stage: 'partner', before: s.partnerResult, after: input.partnerResult },
        { stage: 'final', before: s.lastResult, after: input.lastResult },
      ], s.updatedAt, canBook);
    });
    return { id };
  }

  async interviewDays(projectId: number): Promise<DdAdminInterviewDay[]> {
    const days = await repo.interviewDaysOf(this.db, projectId);
    const ids = days.map((d) => d.id);
    const adresses = await repo.adressesOf(this.db, ids);
    const times = await repo.timesOf(this.db, ids);
    const booked = await admin.bookings(this.db, times.map((t) => t.id));
    return days.map((d) => ({
      id: d.id, ddProjectId: d.projectId, day: d.day,
      addresses: adresses.filter((a) => a.dayId === d.id).map((a) => ({ id: a.id, adress: a.adress })),
      slots: times.filter((t) => t.dayId === d.id).map((t) => {
        const b = booked.find((x) => x.timeId === t.id);
        return {
          id: t.id, interviewStartTime: iso(t.startTime), interviewEndTime: iso(t.endTime),
          bookedBy: b ? { ddSingupStudentId: b.signupId, studentName: b.studentName, studentNumber: b.studentNumber ?? '', adress: b.adress } : null,
        };
      }),
    }));
  }

  /** A day with its venues and slots; each slot on that day at the school and running forwards (97115); one day per programme and date. */
  async addInterviewDay(input: DdInterviewDayInput): Promise<{ id: number }> {
    if (!(await repo.projectById(this.db, input.ddProjectId))) throw new BizError('97100');
    const slots = input.slots.map((s) => ({ startTime: new Date(s.startTime), endTime: new Date(s.endTime) }));
    if (slots.some((s) => s.startTime >= s.endTime || schoolDate(s.startTime) !== input.day || schoolDate(s.endTime) !== input.day)) throw new BizError('97115');
    try {
      return { id: await this.db.transaction((tx) => admin.insertDay(tx, input.ddProjectId, input.day, input.addresses, slots)) };
    } catch (err) {
      if (constraintOf(err) === 'dd_interview_days_one_per_day') throw new BizError('90044');
      throw err;
    }
  }

  async deleteInterviewDay(id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (!(await admin.dayById(tx, id))) throw new BizError('97119');
      if (await admin.dayHasBookings(tx, id)) throw new BizError('97114');
      await admin.deleteDay(tx, id);
    });
  }

  /** The round's submitted applicants as xlsx with their stored PDFs, in one zip behind a signed /files/… link. */
  async exportApplicants(auth: AuthContext, manageId: number): Promise<{ fileName: string; fileUrl: string }> {
    const m = await repo.manageById(this.db, manageId);
    if (!m) throw new BizError('97118');
    const rows = await this.describe(await admin.submitted(this.db, manageId), auth.userId, true);
    const pdfs = new Map<number, Buffer>();
    for (const { s } of await admin.submitted(this.db, manageId)) {
      const bytes = s.pdfFileId ? await this.files.bytes(s.pdfFileId) : null;
      if (bytes) pdfs.set(s.id, bytes);
    }
    const file = await this.files.saveGenerated(await applicantsZip(m.simpleName, rows, pdfs), `double-degree-${m.id}-applicants.zip`, ZIP, auth.userId);
    return { fileName: file.fileName, fileUrl: file.fileUrl };
  }
}
