import {
  manualViewSchema, optimizeQueueRowSchema, pageOf, personalViewSchema, resumeBaseSchema, resumeBookResultSchema, resumePdfSchema,
  resumeRowSchema, reviewDetailSchema, sectionSaveResultSchema, skillsViewSchema, educationViewSchema, jobViewSchema, activityPracticeViewSchema,
  extracurricularViewSchema, awardViewSchema, skillEntryViewSchema,
} from '@portal/contracts';
import type { OptimizeQueueBody, ResumeBookBody, SuggestionBody } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../shared/http-client.ts';

/** The one query-key factory of the resume pages; every save invalidates the resume it wrote. */
export const resumeKeys = {
  all: ['resumes'] as const,
  list: (userId: number) => [...resumeKeys.all, 'list', userId] as const,
  resume: (id: number) => [...resumeKeys.all, 'resume', id] as const,
  base: (id: number) => [...resumeKeys.resume(id), 'base'] as const,
  section: (id: number, section: string) => [...resumeKeys.resume(id), 'section', section] as const,
  manual: (id: number) => [...resumeKeys.resume(id), 'manual'] as const,
  review: () => [...resumeKeys.all, 'review'] as const,
  queue: (body: OptimizeQueueBody) => [...resumeKeys.review(), 'queue', body] as const,
  reviewDetail: (id: number) => [...resumeKeys.review(), 'detail', id] as const,
};

const save = (path: string, body: unknown) => http.post(path, sectionSaveResultSchema, body);

/** RES-C01…C30 at their exact paths, and the career office's review (README 'Review'). */
export const resumesApi = {
  list: (userId: number) => http.get(`/VDResume/MyResumeList/${userId}`, z.array(resumeRowSchema)),
  init: (userId: number, studentType: number) => http.get(`/VDResume/InitStudentResume/${userId}`, z.array(resumeRowSchema), { query: { studentType } }),
  base: (id: number) => http.get(`/VDResume/QueryVDResumeBase/${id}`, resumeBaseSchema),
  changeStatus: (v: { id: number; isPublic?: boolean; isOptimize?: boolean }) => http.post('/VDResume/ChangeResumeStatus/', resumeRowSchema, v),
  uploadOwn: (v: { id: number; studentId: number; upResumeFileId: string; upResumeFileName: string; upResumeFileUrl: string }) =>
    http.post('/VDResume/UploadResumeFile', resumeRowSchema, { ...v, isPublic: false }),

  personal: (id: number) => http.get(`/VDResume/QueryResumeStudentBaseInfo/${id}`, personalViewSchema),
  savePersonal: (id: number, module: unknown) => save('/VDResume/SaveResumeStudentBaseInfo', { vdResumeBaseId: id, module }),
  education: (id: number) => http.get(`/VDResume/QueryVDResumeEduInfo/${id}`, z.array(educationViewSchema)),
  saveEducation: (id: number, module: unknown[]) => save('/VDResume/SaveVDResumeEduInfo', { vdResumeBaseId: id, module }),
  jobs: (id: number, jobType: 0 | 1) => http.post('/VDResume/QueryVDResumeInternship', z.array(jobViewSchema), { vdResumeBaseId: id, jobType }),
  saveJobs: (id: number, jobType: 0 | 1, module: unknown[], isMBA: boolean) =>
    save('/VDResume/SaveVDResumeInternship', { vdResumeBaseId: id, jobType, module, isMBA }),
  activityPractice: (id: number) => http.get(`/VDResume/QueryVDResumeActivityPractice/${id}`, z.array(activityPracticeViewSchema)),
  saveActivityPractice: (id: number, module: unknown[]) => save('/VDResume/SaveVDResumeActivityPractice', { vdResumeBaseId: id, module }),
  awards: (id: number) => http.get(`/VDResume/QueryVDResumeAward/${id}`, z.array(awardViewSchema)),
  saveAwards: (id: number, module: unknown[]) => save('/VDResume/SaveVDResumeAward', { vdResumeBaseId: id, module }),
  certificates: (id: number) => http.get(`/VDResume/QueryVDResumeCertificate/${id}`, z.array(awardViewSchema)),
  saveCertificates: (id: number, module: unknown[]) => save('/VDResume/SaveVDResumeCertificate', { vdResumeBaseId: id, module }),
  extracurricular: (id: number) => http.get(`/VDResume/QueryVDResumeInternshipExperience/${id}`, z.array(extracurricularViewSchema)),
  saveExtracurricular: (id: number, module: unknown[]) => save('/VDResume/SaveVDResumeInternshipExperience', { vdResumeBaseId: id, module }),
  coreCompetence: (id: number) => http.post('/VDResume/QueryVDResumeTechnicalSkillAndHobby', z.array(skillEntryViewSchema), { vdResumeBaseId: id, type: 2 }),
  saveCoreCompetence: (id: number, module: unknown[]) => save('/VDResume/SaveVDResumeTechnicalSkillAndHobby', { vdResumeBaseId: id, module, type: 2 }),
  skills: (id: number) => http.get(`/VDResume/QueryVDResumePersonal/${id}`, skillsViewSchema),
  saveSkills: (id: number, module: { vdResumePersonalDto: unknown; vdResumeTechnicalSkillAndHobby: { content: string; type: number }[] }) =>
    save('/VDResume/SaveVDResumePersonal', { vdResumeBaseId: id, module }),

  manual: (id: number) => http.get(`/VDResume/QueryVDResumeGeneralSituation/${id}`, manualViewSchema),
  /** RES-C28…C30: the save call of the student type's form (casing as the spec writes it). */
  saveManual: (studentType: number, id: number, module: unknown) => {
    const path = studentType === 3 ? '/vdResume/SaveVDResumeGeneralSituationMBA'
      : studentType === 2 ? '/vdResume/SaveVDResumeGeneralSituationYanJiuSheng' : '/VDResume/SaveVDResumeGeneralSituationBenKe';
    return save(path, { vdResumeBaseId: id, module });
  },

  preview: (id: number) => http.get('/GsmFile/ExportToPDF', resumePdfSchema, { query: { resumeBaseId: id } }),
  submit: (id: number) => http.get('/GsmFile/SubmitResume', resumePdfSchema, { query: { resumeBaseId: id } }),
  download: (id: number) => http.get(`/GsmFile/GetResumePDFUrl/${id}`, resumePdfSchema),

  queue: (body: OptimizeQueueBody) => http.post('/career-admin/resumes/queue', pageOf(optimizeQueueRowSchema), body),
  reviewDetail: (id: number) => http.get(`/career-admin/resumes/${id}`, reviewDetailSchema),
  suggest: (id: number, body: SuggestionBody) => http.put(`/career-admin/resumes/${id}/suggestion`, optimizeQueueRowSchema, body),
  done: (id: number) => http.post(`/career-admin/resumes/${id}/done`, optimizeQueueRowSchema),
  resumeBook: (body: ResumeBookBody) => http.post('/career-admin/resume-book', resumeBookResultSchema, body),
};

export const useResumeBase = (id: number) => useQuery({ queryKey: resumeKeys.base(id), queryFn: () => resumesApi.base(id), enabled: id > 0 });

/** A write to one resume: its base (completeness, submitted state) and sections are read again. */
export function useResumeMutation<V, R>(id: number, fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: resumeKeys.resume(id) }) });
}

/** A write that changes the list (switches, own PDF, init). */
export function useResumeListMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: resumeKeys.all }) });
}
