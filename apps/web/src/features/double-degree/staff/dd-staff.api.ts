import { ddAdminApplicantSchema, ddAdminInterviewDaySchema, ddAdminManageSchema, ddAdminProjectSchema, ddExportSchema } from '@portal/contracts';
import type { DdInterviewDayInput, DdManageInput, DdProjectInput, DdResultsInput } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../shared/http-client.ts';

/** The query keys of the office's double-degree console; every write invalidates through `all`. */
export const ddStaffKeys = {
  all: ['double-degree', 'staff'] as const,
  manages: () => [...ddStaffKeys.all, 'manages'] as const,
  projects: (manageId: number) => [...ddStaffKeys.all, 'projects', manageId] as const,
  applicants: (manageId: number) => [...ddStaffKeys.all, 'applicants', manageId] as const,
  interviewDays: (projectId: number) => [...ddStaffKeys.all, 'interview-days', projectId] as const,
};

const saved = z.object({ id: z.number() });
const base = '/double-degree/admin';

/** The console's calls (server README 'Staff', role mobility.admin); responses parsed with the contracts' schemas. */
export const ddStaffApi = {
  manages: () => http.get(`${base}/manages`, z.array(ddAdminManageSchema)),
  saveManage: (v: { id: number | null; input: DdManageInput }) =>
    (v.id === null ? http.post(`${base}/manages`, saved, v.input) : http.put(`${base}/manages/${v.id}`, saved, v.input)),
  projects: (ddApplyManageId: number) => http.get(`${base}/projects`, z.array(ddAdminProjectSchema), { query: { ddApplyManageId } }),
  saveProject: (v: { id: number | null; input: DdProjectInput }) =>
    (v.id === null ? http.post(`${base}/projects`, saved, v.input) : http.put(`${base}/projects/${v.id}`, saved, v.input)),
  deleteProject: (id: number) => http.del(`${base}/projects/${id}`, z.null()),
  applicants: (ddApplyManageId: number) => http.get(`${base}/applicants`, z.array(ddAdminApplicantSchema), { query: { ddApplyManageId } }),
  saveResults: (v: { id: number; input: DdResultsInput }) => http.put(`${base}/applicants/${v.id}/results`, saved, v.input),
  interviewDays: (ddProjectId: number) => http.get(`${base}/interview-days`, z.array(ddAdminInterviewDaySchema), { query: { ddProjectId } }),
  addInterviewDay: (input: DdInterviewDayInput) => http.post(`${base}/interview-days`, saved, input),
  deleteInterviewDay: (id: number) => http.del(`${base}/interview-days/${id}`, z.null()),
  exportApplicants: (ddApplyManageId: number) => http.post(`${base}/export`, ddExportSchema, { ddApplyManageId }),
};

/**
 * A write of the console: the whole console is read again afterwards, since counts cross the tabs
 * (a new programme changes the round's count, a deleted day the applicants' interview status).
 */
export function useDdStaffMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: ddStaffKeys.all }) });
}
