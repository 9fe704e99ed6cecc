import {
  adminApplicantSchema, adminExemptionSchema, adminPlanSchema, adminProjectSchema, applyResultSchema, exemptionSchema, mobilityExportSchema, pageOf,
  projectPageSchema, studentFileRecordSchema, tripPlanDetailSchema, tripPlanSchema,
} from '@portal/contracts';
import type { ExemptionReview, ExemptionSubmit, PlanInput, ProjectInput, SaveStudentFile } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../shared/http-client.ts';

/** The one query-key factory of the mobility pages; every write invalidates through it. */
export const mobilityKeys = {
  all: ['mobility'] as const,
  history: () => [...mobilityKeys.all, 'history'] as const,
  plans: (pageNo: number) => [...mobilityKeys.all, 'plans', pageNo] as const,
  plan: (id: number) => [...mobilityKeys.all, 'plan', id] as const,
  exempt: () => [...mobilityKeys.all, 'exempt'] as const,
  projects: (planId: number, pageNo: number) => [...mobilityKeys.all, 'projects', planId, pageNo] as const,
  studentFile: (planId: number) => [...mobilityKeys.all, 'student-file', planId] as const,
  admin: () => [...mobilityKeys.all, 'admin'] as const,
  adminPlans: () => [...mobilityKeys.admin(), 'plans'] as const,
  adminList: (what: 'projects' | 'exemptions' | 'applicants', planId: number) => [...mobilityKeys.admin(), what, planId] as const,
};

const saved = z.object({ id: z.number() });

/** MOB-C01…C12 at their exact paths, and the office's console (server README 'Staff'). */
export const mobilityApi = {
  history: () => http.get('/GSMVisitSchoolStudentHistory', z.number()),
  exemptIsOpen: () => http.get('/GSMVisitSchoolExempt/GetExemptIsOpen', z.boolean()),
  explain: () => http.get('/GSMVisitSchoolExempt/GetExplan', z.string()),
  exemptInfo: () => http.get('/GSMVisitSchoolExempt/GetExemptInfo', exemptionSchema.nullable()),
  submitExemption: (body: ExemptionSubmit) => http.post('/GSMVisitSchoolExempt/Submit', z.object({ id: z.number(), status: z.number() }), body),
  plans: (pageNo: number) => http.get('/GSMVisitSchoolPlan/GeVisitSchoolPlanList', pageOf(tripPlanSchema), { query: { pageNo } }),
  plan: (id: number) => http.get(`/GSMVisitSchoolPlan/${id}`, tripPlanDetailSchema),
  projects: (planId: number, pageNo: number) => http.post('/GSMVisitSchoolProject/GeVisitSchoolProjectList', projectPageSchema, { pageNo, planId }),
  apply: (id: number) => http.post(`/GSMVisitSchoolProject/Submit/${id}`, applyResultSchema),
  cancel: (id: number) => http.post(`/GSMVisitSchoolProject/Cancel/${id}`, z.object({ promoted: z.number() })),
  studentFile: (planId: number) => http.get(`/GSMVisitSchoolProject/GetStudentFile/${planId}`, studentFileRecordSchema),
  saveStudentFile: (body: SaveStudentFile) => http.put('/GSMVisitSchoolProject/SaveStudentFile', studentFileRecordSchema, body),

  adminPlans: () => http.get('/mobility/admin/plans', z.array(adminPlanSchema)),
  savePlan: (v: { id: number | null; input: PlanInput }) =>
    (v.id === null ? http.post('/mobility/admin/plans', saved, v.input) : http.put(`/mobility/admin/plans/${v.id}`, saved, v.input)),
  adminProjects: (planId: number) => http.get('/mobility/admin/projects', z.array(adminProjectSchema), { query: { planId } }),
  saveProject: (v: { id: number | null; input: ProjectInput }) =>
    (v.id === null ? http.post('/mobility/admin/projects', saved, v.input) : http.put(`/mobility/admin/projects/${v.id}`, saved, v.input)),
  deleteProject: (id: number) => http.del(`/mobility/admin/projects/${id}`, z.null()),
  exemptions: (planId: number) => http.get('/mobility/admin/exemptions', z.array(adminExemptionSchema), { query: { planId } }),
  review: (v: { id: number; body: ExemptionReview }) => http.post(`/mobility/admin/exemptions/${v.id}/review`, z.object({ id: z.number(), status: z.number() }), v.body),
  applicants: (planId: number) => http.get('/mobility/admin/applicants', z.array(adminApplicantSchema), { query: { planId } }),
  exportResults: (planId: number) => http.post('/mobility/admin/export', mobilityExportSchema, { planId }),
};

/** A write of the mobility pages: everything of mobility is read again afterwards. */
export function useMobilityMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: mobilityKeys.all }) });
}
