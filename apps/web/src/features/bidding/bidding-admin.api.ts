import { Role, adminCourseRowSchema, courseChartsSchema, adminPlanRowSchema, catalogueCourseRowSchema, clearingHistoryRowSchema, courseBidderSchema, fileRecordSchema, importPreviewSchema, pageOf, roundReplaySchema } from '@portal/contracts';
import type { CourseSave, PlanSave, UserInfo } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../shared/http-client.ts';
import type { PageRequest } from '../../shared/paged-request.ts';
import { biddingKeys } from './bidding.api.ts';

/**
 * The staff console calls (docs/bidding-api.md, 'Staff console'). Queries and mutations share
 * `biddingKeys`, so a move or a clearing also refreshes what students see in this tab.
 */

/** The page whose permission entry (`/User/info`) grants the console's element actions. */
export const ADMIN_PAGE = '/admin/bidding';

/** Course administrators and administrators run the console; the server enforces the same. */
export const managesBidding = (user: Pick<UserInfo, 'isAdmin' | 'roles'>) => user.isAdmin || user.roles.includes(Role.courseAdmin);

const savedId = z.object({ id: z.number().int() });
const stateAnswer = z.object({ planState: z.number().int() });
const adminPlanPage = pageOf(adminPlanRowSchema);

export const adminPaths = {
  plans: ADMIN_PAGE,
  courses: (planId: number) => `${ADMIN_PAGE}/plans/${planId}/courses`,
};

export const biddingAdminApi = {
  /** Courses of the teaching catalogue offered to the plan's programme, to fill a plan course from (the catalogue's list call). */
  catalogueCourses: (queryText: string, programme: string) =>
    http.get('/admin/teaching/courses', pageOf(catalogueCourseRowSchema), { query: { queryText, programme, pageSize: 20 } }),
  plans: (r: PageRequest, pageType: string | undefined, signal?: AbortSignal) =>
    http.get('/admin/bidding/plans', adminPlanPage, { query: { pageNo: r.pageNo, pageSize: r.pageSize, queryText: r.queryText, pageType }, signal }),
  plan: (id: number, signal?: AbortSignal) => http.get(`/admin/bidding/plans/${id}`, adminPlanRowSchema, { signal }),
  savePlan: (id: number | null, body: PlanSave) =>
    id ? http.put(`/admin/bidding/plans/${id}`, savedId, body) : http.post('/admin/bidding/plans', savedId, body),
  deletePlan: (id: number) => http.del(`/admin/bidding/plans/${id}`, z.null()),
  move: (id: number, action: 'next' | 'end') => http.post(`/admin/bidding/plans/${id}/move`, stateAnswer, { action }),
  clear: (id: number, round: 1 | 2) => http.post(`/admin/bidding/plans/${id}/clear`, stateAnswer, { round }),
  courses: (planId: number, signal?: AbortSignal) => http.get(`/admin/bidding/plans/${planId}/courses`, z.array(adminCourseRowSchema), { signal }),
  saveCourse: (planId: number, courseId: number | null, body: CourseSave) =>
    courseId ? http.put(`/admin/bidding/courses/${courseId}`, savedId, body) : http.post(`/admin/bidding/plans/${planId}/courses`, savedId, body),
  deleteCourse: (courseId: number) => http.del(`/admin/bidding/courses/${courseId}`, z.null()),
  bidders: (courseId: number, signal?: AbortSignal) => http.get(`/admin/bidding/courses/${courseId}/bidders`, z.array(courseBidderSchema), { signal }),
  clearingHistory: (courseId: number, signal?: AbortSignal) =>
    http.get(`/admin/bidding/courses/${courseId}/clearing-history`, z.array(clearingHistoryRowSchema), { signal }),
  charts: (courseId: number, signal?: AbortSignal) => http.get(`/admin/bidding/courses/${courseId}/charts`, courseChartsSchema, { signal }),
  template: () => http.get('/admin/bidding/course-template', fileRecordSchema),
  importPreview: (planId: number, file: Blob) => http.upload(`/admin/bidding/plans/${planId}/courses/import-preview`, file, importPreviewSchema),
  importSave: (planId: number, rows: CourseSave[]) =>
    http.post(`/admin/bidding/plans/${planId}/courses/import`, z.object({ created: z.number().int(), updated: z.number().int() }), { rows }),
  exportResults: (planId: number) => http.post(`/admin/bidding/plans/${planId}/results-export`, fileRecordSchema),
  replay: (planId: number, round: 1 | 2) => http.get(`/admin/bidding/plans/${planId}/rounds/${round}/replay`, roundReplaySchema),
};

export const useAdminPlan = (planId: number) =>
  useQuery({
    queryKey: biddingKeys.adminPlan(planId),
    queryFn: ({ signal }) => biddingAdminApi.plan(planId, signal),
    enabled: planId > 0,
  });

export const useAdminCourses = (planId: number) =>
  useQuery({
    queryKey: biddingKeys.adminCourses(planId),
    queryFn: ({ signal }) => biddingAdminApi.courses(planId, signal),
    enabled: planId > 0,
  });

export const useCourseBidders = (courseId: number | null) =>
  useQuery({
    queryKey: biddingKeys.bidders(courseId ?? 0),
    queryFn: ({ signal }) => biddingAdminApi.bidders(courseId ?? 0, signal),
    enabled: courseId !== null && courseId > 0,
  });

export const useClearingHistory = (courseId: number | null) =>
  useQuery({
    queryKey: [...biddingKeys.bidders(courseId ?? 0), 'clearing-history'],
    queryFn: ({ signal }) => biddingAdminApi.clearingHistory(courseId ?? 0, signal),
    enabled: courseId !== null && courseId > 0,
  });

/**
 * Every console write changes what both sides see (states, seats, results): the whole bidding
 * cache is refreshed, which the key factory makes one call.
 */
export function useAdminMutation<V, R>(call: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: biddingKeys.all }),
  });
}

/** Opens a signed file link (template, results) in a new window; it needs no bearer header. */
export function openFile(url: string): void {
  window.open(url, '_blank', 'noopener');
}
