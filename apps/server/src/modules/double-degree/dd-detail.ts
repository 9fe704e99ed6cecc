import { Role, type DdDetail } from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import { assertOwnOrRole } from '../../platform/auth/access.ts';
import type { Queryable } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { BizError, otherUsersData } from '../../platform/http/errors.ts';
import { inScope, programmeScope } from './dd-access.ts';
import * as repo from './dd.repo.ts';

/** Readers of any applicant detail besides the applicant (README 'Access'). */
export const DD_DETAIL_READERS = [Role.ddReviewer, Role.mobilityAdmin];

/** MOB-C35: the applicant, the office and the reviewers of its programme may read it; anyone else 403. */
export async function readableSignup(db: Queryable, auth: AuthContext, id: number): Promise<repo.SignupRow> {
  const s = await repo.signupById(db, id);
  if (!s) throw new BizError('97101');
  assertOwnOrRole(auth, s.studentId, DD_DETAIL_READERS);
  if (s.studentId !== auth.userId && !inScope(await programmeScope(db, auth), s.projectId)) throw otherUsersData();
  return s;
}

/** The detail (MOB-N13) of an application the caller may read. */
export async function detailOf(db: Queryable, files: FileStore, s: repo.SignupRow): Promise<DdDetail> {
  const project = await repo.projectById(db, s.projectId);
  const me = await repo.account(db, s.studentId);
  const names = await repo.nationalityNames(db, [s.nationalityId, s.birthNationalityId]);
  const photo = s.photoFileId ? await repo.fileRow(db, s.photoFileId) : undefined;
  return {
    ddProjectName: project?.name ?? '',
    ddStudentInfo: {
      photoFileUrl: photo ? files.uploadLink(photo.id, photo.originalName) : null, nameAsPassport: s.nameAsPassport, name: me?.name ?? '',
      nationality: names.get(s.nationalityId)?.name ?? s.nationalityId, gender: s.gender, birthDate: s.birthDate, maritalStatus: s.maritalStatus,
      birthCity: s.birthCity, birthNationality: names.get(s.birthNationalityId)?.name ?? s.birthNationalityId, className: s.className,
      studentNumber: me?.studentNumber ?? '', mobile: s.mobile, nativeLanguage: s.nativeLanguage, email: s.email,
      specialSkillInterests: s.specialSkillInterests ?? '', workTotalYear: s.workTotalYear, essay: s.essay ?? '',
    },
    ddEducationalBakgroundList: (s.education ?? []).map((e, i) => ({
      id: i + 1, institutions: e.institutions, startDate: e.startDate, endDate: e.endDate, degreeObtained: e.degreeObtained,
    })),
    ddEmploymentRecordList: (s.employment ?? []).map((e, i) => ({
      id: i + 1, startDate: e.startDate, endDate: e.endDate ?? null, employer: e.employer, position: e.position, jobDescription: e.jobDescription,
    })),
    ddLanguageProficiency: s.language ?? null,
  };
}
