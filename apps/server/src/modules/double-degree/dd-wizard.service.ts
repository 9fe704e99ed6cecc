import {
  DD_PHOTO_MAX_BYTES, DD_PHOTO_MIMES, type DdAgreementInput, type DdEducationInput, type DdEmploymentInput, type DdEssayInput, type DdLanguageInput,
  type DdStudentInfoInput, type DdStudentInfoOut,
} from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { constraintOf } from '../../platform/http/db-errors.ts';
import { BizError } from '../../platform/http/errors.ts';
import { checkStudentId, editableSignup, ownSignup } from './dd-access.ts';
import { checkProgrammeEligible } from './dd-eligibility.ts';
import * as repo from './dd.repo.ts';

/**
 * The six wizard steps (MOB-C17…C28): each body was parsed by its contracts schema before it got
 * here; this holds what a schema cannot know — whose application it is, whether it can still change,
 * the photo's stored bytes, the nationality list (README 'Wizard').
 */
export class DdWizardService {
  private readonly db: Db;
  private readonly files: FileStore;
  constructor(db: Db, files: FileStore) {
    this.db = db;
    this.files = files;
  }

  /** C17: step 1 of an application (id > 0) or, for id 0, a blank one prefilled from the account. */
  async studentInfo(auth: AuthContext, id: number, q: { studentId?: number; ddApplyManageId?: number }): Promise<DdStudentInfoOut> {
    checkStudentId(auth, q.studentId);
    const me = await repo.account(this.db, auth.userId);
    const base = { name: me?.name ?? '', studentNumber: me?.studentNumber ?? '', studentId: auth.userId };
    if (id === 0) {
      return {
        ...base, ddSingupStudentId: 0, ddApplyManageId: q.ddApplyManageId ?? 0, ddProjectId: 0, photoFileId: null, photoFileName: null, photoFileUrl: null,
        nameAsPassport: '', nationality: '', nationalityId: '', birthNationality: '', birthNationalityId: '', birthCity: '', nativeLanguage: '', birthDate: '',
        gender: '', maritalStatus: '', studyMode: '', className: me?.className ?? '', mobile: me?.mobile ?? '', email: me?.email ?? '', essay: '',
        isCheckAgreement: false, isSubmitted: false,
      };
    }
    const s = await ownSignup(this.db, auth, id);
    const names = await repo.nationalityNames(this.db, [s.nationalityId, s.birthNationalityId]);
    const photo = s.photoFileId ? await repo.fileRow(this.db, s.photoFileId) : undefined;
    return {
      ...base, ddSingupStudentId: s.id, ddApplyManageId: s.applyManageId, ddProjectId: s.projectId,
      photoFileId: photo?.id ?? null, photoFileName: photo?.originalName ?? null, photoFileUrl: photo ? this.files.uploadLink(photo.id, photo.originalName) : null,
      nameAsPassport: s.nameAsPassport, nationalityId: s.nationalityId, nationality: names.get(s.nationalityId)?.name ?? '',
      birthNationalityId: s.birthNationalityId, birthNationality: names.get(s.birthNationalityId)?.name ?? '', birthCity: s.birthCity,
      nativeLanguage: s.nativeLanguage, birthDate: s.birthDate, gender: s.gender, maritalStatus: s.maritalStatus, studyMode: s.studyMode,
      className: s.className, mobile: s.mobile, email: s.email, essay: s.essay ?? '', isCheckAgreement: s.isCheckAgreement, isSubmitted: !!s.submitTime,
    };
  }

  /** The photo must be the caller's own 'degreePhoto' upload, JPG, GIF or PNG by its sniffed bytes and at most 2 MB (97105). */
  private async checkPhoto(tx: Queryable, fileId: string, kept: string | null, ownerId: number): Promise<void> {
    if (fileId === kept) return;
    const f = await repo.fileRow(tx, fileId);
    if (!f || f.ownerId !== ownerId || f.use !== 'degreePhoto' || !DD_PHOTO_MIMES.includes(f.mime) || f.size > DD_PHOTO_MAX_BYTES) throw new BizError('97105');
    await this.files.attach(tx, [fileId], ownerId);
  }

  private async checkNationalities(tx: Queryable, ids: string[]): Promise<void> {
    const names = await repo.nationalityNames(tx, ids);
    if (ids.some((id) => !names.has(id))) throw new BizError('97106');
  }

  /** C18: creates the application on the first save (the round's window open, the programme its and for the student, 97202), then updates the draft. */
  async saveStudentInfo(auth: AuthContext, body: DdStudentInfoInput): Promise<{ ddSingupStudentId: number }> {
    checkStudentId(auth, body.studentId);
    const values = {
      nameAsPassport: body.nameAsPassport, nationalityId: body.nationalityId, birthNationalityId: body.birthNationalityId, birthCity: body.birthCity,
      nativeLanguage: body.nativeLanguage, birthDate: body.birthDate, gender: body.gender, maritalStatus: body.maritalStatus, studyMode: body.studyMode,
      className: body.className, mobile: body.mobile, email: body.email, photoFileId: body.photoFileId,
    };
    try {
      return await this.db.transaction(async (tx) => {
        await this.checkNationalities(tx, [body.nationalityId, body.birthNationalityId]);
        if (body.ddSingupStudentId) {
          const s = await editableSignup(tx, auth, body.ddSingupStudentId);
          await this.checkPhoto(tx, body.photoFileId, s.photoFileId, auth.userId);
          await repo.updateSignup(tx, s.id, values);
          return { ddSingupStudentId: s.id };
        }
        const project = await repo.projectById(tx, body.ddProjectId);
        if (!project || project.applyManageId !== body.ddApplyManageId) throw new BizError('97100');
        const m = await repo.manageById(tx, project.applyManageId);
        if (!m?.isOpen || !m.isEnable) throw new BizError('97104');
        checkProgrammeEligible(project, await repo.eligibilityStudent(tx, auth.userId));
        if (await repo.signupOf(tx, project.id, auth.userId)) throw new BizError('97109');
        await this.checkPhoto(tx, body.photoFileId, null, auth.userId);
        const id = await repo.insertSignup(tx, { ...values, applyManageId: m.id, projectId: project.id, studentId: auth.userId });
        return { ddSingupStudentId: id };
      });
    } catch (err) {
      if (constraintOf(err) === 'dd_signups_one_per_project') throw new BizError('97109');
      throw err;
    }
  }

  /** C25: the essay step's load; the application must exist (0 is 97102). */
  async essayOf(auth: AuthContext, id: number): Promise<DdStudentInfoOut> {
    await ownSignup(this.db, auth, id);
    return this.studentInfo(auth, id, {});
  }

  /** C19 */
  async education(auth: AuthContext, id: number) {
    const s = await ownSignup(this.db, auth, id);
    return {
      ddSingupStudentId: s.id, specialSkillInterests: s.specialSkillInterests ?? '',
      iddEducationalBakgroundInfoList: (s.education ?? []).map((e) => ({ ...e, ddSingupStudentId: s.id })),
    };
  }

  /** C20 */
  async saveEducation(auth: AuthContext, body: DdEducationInput) {
    return this.save(auth, body.ddSingupStudentId, { education: body.iddEducationalBakgroundInfoList, specialSkillInterests: body.specialSkillInterests });
  }

  /** C21 */
  async employment(auth: AuthContext, id: number) {
    const s = await ownSignup(this.db, auth, id);
    return {
      ddSingupStudentId: s.id, workTotalYear: s.workTotalYear,
      saveDDEmploymentRecordInfoList: (s.employment ?? []).map((e) => ({ ...e, endDate: e.endDate ?? null, isUptoNow: !e.endDate })),
    };
  }

  /** C22: an entry without an end date is 'till now'. */
  async saveEmployment(auth: AuthContext, body: DdEmploymentInput) {
    const list = body.saveDDEmploymentRecordInfoList.map((e) => ({ ...e, isUptoNow: !e.endDate }));
    return this.save(auth, body.ddSingupStudentId, { employment: list, workTotalYear: body.workTotalYear });
  }

  /** C23 */
  async language(auth: AuthContext, id: number) {
    const s = await ownSignup(this.db, auth, id);
    return { ddSingupStudentId: s.id, saveDDLanguageProficiencyInfo: s.language ?? null };
  }

  /** C24 */
  async saveLanguage(auth: AuthContext, body: DdLanguageInput) {
    return this.save(auth, body.ddSingupStudentId, { language: body.saveDDLanguageProficiencyInfo });
  }

  /** C26 */
  async saveEssay(auth: AuthContext, body: DdEssayInput) {
    return this.save(auth, body.ddSingupStudentId, { essay: body.essay });
  }

  /** C28: the schema admits only true ('Please check the agreement' otherwise). */
  async saveAgreement(auth: AuthContext, body: DdAgreementInput) {
    return this.save(auth, body.ddSingupStudentId, { isCheckAgreement: body.isCheckAgreement });
  }

  /** Steps 2–6 write into an application step 1 created: id 0 or none is refused with 97102. */
  private async save(auth: AuthContext, id: number, values: Parameters<typeof repo.updateSignup>[2]): Promise<{ ddSingupStudentId: number }> {
    if (!id) throw new BizError('97102');
    return this.db.transaction(async (tx) => {
      const s = await editableSignup(tx, auth, id);
      await repo.updateSignup(tx, s.id, values);
      return { ddSingupStudentId: s.id };
    });
  }
}
