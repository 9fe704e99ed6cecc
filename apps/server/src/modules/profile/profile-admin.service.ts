import type { ProfileAdminDetail, ProfileAdminStudent, ProfileExport } from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import type { Db } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { XLSX_MIME } from '../../platform/files/sheet-writer.ts';
import { readableStudent, type Student } from './profile-access.ts';
import { intentionsWorkbook } from './profile-export.ts';
import { statisticsOf } from './profile-stats.ts';
import {
  baseInfoView, cadresView, degreeView, intentionView, loadAllDicts, practiceView, recruitView, rewardsView, skillsView, studyView,
} from './profile-views.ts';
import * as repo from './profile.repo.ts';

const row = (u: Student): ProfileAdminStudent => ({
  studentId: u.id, studentName: u.name, enName: u.enName, studentNum: u.studentNumber, className: u.className, classNameEn: u.classNameEn,
  pageType: u.pageType, resumeStudentType: u.resumeStudentType, entranceYear: u.studyEntranceYear,
});

/** The student-affairs console (README 'Staff'): search, one student's whole profile read-only, the cohort export. */
export class ProfileAdminService {
  private readonly db: Db;
  private readonly files: FileStore;
  constructor(db: Db, files: FileStore) {
    this.db = db;
    this.files = files;
  }

  async search(q: { pageNo: number; pageSize: number; queryText: string; entranceYear?: number | undefined; pageType?: string | undefined }) {
    const { rows, total } = await repo.searchStudents(this.db, q, q.pageNo, q.pageSize);
    return { data: rows.map(row), total };
  }

  async detail(auth: AuthContext, studentId: number): Promise<ProfileAdminDetail> {
    const u = await readableStudent(this.db, auth, studentId);
    const dicts = await loadAllDicts(this.db);
    return {
      student: row(u),
      baseInfo: await baseInfoView(this.db, u, dicts),
      recruit: await recruitView(this.db, u, dicts),
      rewards: await rewardsView(this.db, u),
      degree: await degreeView(this.db, u, dicts),
      cadres: await cadresView(this.db, u),
      study: await studyView(this.db, u),
      skills: await skillsView(this.db, u, dicts),
      practice: await practiceView(this.db, u, dicts),
      intention: await intentionView(this.db, u, dicts),
      statistics: await statisticsOf(this.db, u.id, null),
    };
  }

  async exportCohort(auth: AuthContext, q: { entranceYear: number; pageType?: string | undefined }): Promise<ProfileExport> {
    const students = await repo.cohortStudents(this.db, { queryText: '', ...q });
    const saved = new Set((await repo.intentionsOfStudents(this.db, students.map((s) => s.id))).map((r) => r.studentId));
    const dicts = await loadAllDicts(this.db);
    const rows = [];
    for (const s of students) rows.push({ student: s, intention: saved.has(s.id) ? await intentionView(this.db, s, dicts) : null });
    const name = `profile-intentions-${q.entranceYear}${q.pageType ? `-${q.pageType}` : ''}.xlsx`;
    const file = await this.files.saveGenerated(await intentionsWorkbook(name, rows), name, XLSX_MIME, auth.userId);
    return { fileName: file.fileName, fileUrl: file.fileUrl, rows: rows.length };
  }
}
