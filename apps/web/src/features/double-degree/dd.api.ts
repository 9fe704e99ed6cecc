import {
  ddDetailSchema, ddEducationOutSchema, ddEmploymentOutSchema, ddEnabledSchema, ddFileSchema, ddInterviewOptionSchema, ddLanguageOutSchema,
  ddMyApplicationSchema, ddPdfSchema, ddProgramRowSchema, ddSavedSchema, ddSignupSummarySchema, ddStudentInfoSchemaOut,
} from '@portal/contracts';
import type { DdAgreementInput, DdEducationInput, DdEmploymentInput, DdEssayInput, DdLanguageInput, DdStudentInfoInput, DdSubscribe, DdUploadFiles } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../shared/http-client.ts';

/** The one query-key factory of the double-degree pages; every write invalidates through it. */
export const ddKeys = {
  all: ['double-degree'] as const,
  enabled: () => [...ddKeys.all, 'enabled'] as const,
  programs: () => [...ddKeys.all, 'programs'] as const,
  mine: () => [...ddKeys.all, 'mine'] as const,
  signup: (projectId: number) => [...ddKeys.all, 'signup', projectId] as const,
  step: (step: number, signupId: number) => [...ddKeys.all, 'step', step, signupId] as const,
  interview: (signupId: number) => [...ddKeys.all, 'interview', signupId] as const,
  detail: (id: number) => [...ddKeys.all, 'detail', id] as const,
  nationalities: () => [...ddKeys.all, 'nationalities'] as const,
};

const nationalitySchema = z.array(z.object({ id: z.string(), name: z.string(), enName: z.string() }));
const q = (ddSingupStudentId: number) => ({ query: { ddSingupStudentId } });

/** MOB-C13…C35 at the spec's exact paths (server README 'Student calls'). */
export const ddApi = {
  enabled: () => http.get('/DDApplyManage/GetEnableDDApplyManageAndAgreement', ddEnabledSchema),
  programs: () => http.get('/DDApplyManage/GetEnableDDApplyManageProjectForStudent', z.array(ddProgramRowSchema)),
  canChooseMore: (ddApplyManageId: number) =>
    http.get('/DDApplyManage/ValidApplyManageMaxChooseProjectCount', z.boolean(), { query: { ddApplyManageId } }),
  nationalities: () => http.get('/GSMDataDict/DataDictionaryProc', nationalitySchema, { query: { typeID: 'Nationality' } }),
  studentInfo: (id: number, ddApplyManageId: number) =>
    http.post(`/DDSingupStudent/GetByDDSingupStudentIdOrFirstSubmit/${id}`, ddStudentInfoSchemaOut, undefined, { query: { ddApplyManageId } }),
  saveStudentInfo: (body: DdStudentInfoInput) => http.post('/DDSingupStudent/SaveDDStudentInfo', ddSavedSchema, body),
  education: (id: number) => http.post('/DDSingupStudent/QueryDDEducationalBakgroundByDDSingupStudentIdOrFirstSubmitInfo', ddEducationOutSchema, undefined, q(id)),
  saveEducation: (body: DdEducationInput) => http.post('/DDSingupStudent/SaveIDDEducationalBakground', ddSavedSchema, body),
  employment: (id: number) => http.post('/DDSingupStudent/QueryDDEmploymentRecordListOrFirstSubmitInfo', ddEmploymentOutSchema, undefined, q(id)),
  saveEmployment: (body: DdEmploymentInput) => http.post('/DDSingupStudent/SaveDDEmploymentRecord', ddSavedSchema, body),
  language: (id: number) => http.post('/DDSingupStudent/GetDDLanguageProficiencyByDDSingupStudentIdOrFirstSubmitInfo', ddLanguageOutSchema, undefined, q(id)),
  saveLanguage: (body: DdLanguageInput) => http.post('/DDSingupStudent/SaveDDLanguageProficiency', ddSavedSchema, body),
  essay: (id: number) => http.post(`/DDSingupStudent/GetByDDSingupStudentId/${id}`, ddStudentInfoSchemaOut),
  saveEssay: (body: DdEssayInput) => http.post('/DDSingupStudent/SaveEssay', ddSavedSchema, body),
  /** C27: null until step 1 is saved. */
  signup: (ddProjectId: number) => http.post('/DDSingupStudent/QueryDDSingupStudent', ddSignupSummarySchema.nullable(), { ddProjectId }),
  saveAgreement: (body: DdAgreementInput) => http.post('/DDSingupStudent/SaveIsCheckAgreement', ddSavedSchema, body),
  pdf: (id: number) => http.get('/GsmFile/ExportToDoubleDegreeSingupTablePDF', ddPdfSchema, { query: { DDSingupStudentId: id } }),
  submit: (id: number) => http.post('/DDSingupStudent/Submit', ddSavedSchema, undefined, q(id)),
  mine: () => http.get('/DDSingupStudent/QueryStudentSignupList', z.array(ddMyApplicationSchema)),
  saveFiles: (body: DdUploadFiles) => http.post('/VCFiles/UploadVCFilesForDD', z.array(ddFileSchema), body),
  interview: (id: number) => http.get('/DDInterviewManage/QueryDDInterviewByDDSingupStudentIdForStudent', z.array(ddInterviewOptionSchema), { query: { DDSingupStudentId: id } }),
  subscribe: (body: DdSubscribe) => http.post('/DDInterviewManage/SubscribeInterview', z.union([ddSavedSchema, z.number().int()]), body),
  detail: (id: number) => http.get('/DDSingupStudent/QueryDDSingupStudentDetail', ddDetailSchema, { query: { DDSingupStudentId: id } }),
};

/** A write of the double-degree pages: everything of the feature is read again afterwards. */
export function useDdMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: ddKeys.all }) });
}
