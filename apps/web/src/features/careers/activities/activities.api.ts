import {
  activityAdminOptionsSchema, activityAdminRowSchema, activityPolicySchema, activityRowSchema, activitySignupResultSchema, fileRecordSchema, mySignupRowSchema,
  noShowStandingSchema, pageOf, registrantRowSchema,
} from '@portal/contracts';
import type { ActivityInput, ActivityPolicy, AttendanceUpdate, NoShowExcuse } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../shared/http-client.ts';
import type { PageRequest } from '../../../shared/paged-request.ts';

/** The one query-key factory of the activity pages; every mutation invalidates through it. */
export const activityKeys = {
  all: ['careers', 'activities'] as const,
  list: () => [...activityKeys.all, 'list'] as const,
  mine: () => [...activityKeys.all, 'mine'] as const,
  standing: () => [...activityKeys.all, 'standing'] as const,
  admin: () => [...activityKeys.all, 'admin'] as const,
  adminList: () => [...activityKeys.admin(), 'list'] as const,
  adminActivity: (id: number) => [...activityKeys.admin(), 'activity', id] as const,
  registrants: (id: number) => [...activityKeys.adminActivity(id), 'registrants'] as const,
  options: () => [...activityKeys.admin(), 'options'] as const,
  policy: () => [...activityKeys.admin(), 'policy'] as const,
};

const savedId = z.object({ id: z.number().int() });
const base = '/career-admin/activities';

export const activitiesApi = {
  /** C04: the server lists the caller's own eligibility; the spec's fields travel for the record. */
  list: (r: PageRequest, signal: AbortSignal) =>
    http.post('/VDStudentActive/QueryVDStudentActivityAndEnterpriseActivity', pageOf(activityRowSchema), r, { signal }),
  mine: (r: PageRequest, userId: number, signal: AbortSignal) =>
    http.post('/VDStudentActive/MyActivitySignup', pageOf(mySignupRowSchema),
      { ...r, conModels: [...r.conModels, { fieldName: 'StudentId', fieldValue: String(userId), conditionalType: 0 }] }, { signal }),
  detail: (id: number, vdActiveType: number) => http.get(`/VDStudentActive/QueryVDStudentActivityDetail/${id}/${vdActiveType}`, activityRowSchema),
  mySignup: (id: number) => http.get(`/VDStudentActive/MyActivitySignupDetail/${id}`, mySignupRowSchema),
  signUp: (v: { activityId: number; vdActiveType: number; userId: number; pageType: string | null; joinWaitlist: boolean }) =>
    http.post('/VDStudentActive/StudentSignUp', activitySignupResultSchema, {
      vdActivityId: v.activityId, studentId: v.userId, pageType: v.pageType, vdActiveType: v.vdActiveType, joinWaitlist: v.joinWaitlist,
    }),
  withdraw: (signupId: number) => http.put(`/VDStudentActive/CancleStudentSignUp/${signupId}`, activitySignupResultSchema),
  standing: () => http.get('/career-activities/my/standing', noShowStandingSchema),

  adminList: (r: PageRequest, signal: AbortSignal) => http.post(`${base}/list`, pageOf(activityAdminRowSchema), r, { signal }),
  adminActivity: (id: number) => http.get(`${base}/${id}`, activityAdminRowSchema),
  options: () => http.get(`${base}/options`, activityAdminOptionsSchema),
  create: (v: ActivityInput) => http.post(base, savedId, v),
  update: (v: { id: number; input: ActivityInput }) => http.put(`${base}/${v.id}`, savedId, v.input),
  remove: (id: number) => http.del(`${base}/${id}`, savedId),
  registrants: (id: number, r: PageRequest, signal: AbortSignal) => http.post(`${base}/${id}/registrants`, pageOf(registrantRowSchema), r, { signal }),
  checkIn: (v: { id: number; change: AttendanceUpdate }) => http.put(`/career-admin/registrants/${v.id}/attendance`, savedId, v.change),
  exportRegistrants: (id: number) => http.get(`${base}/${id}/export`, fileRecordSchema),
  policy: () => http.get(`${base}/policy`, activityPolicySchema),
  savePolicy: (v: ActivityPolicy) => http.put(`${base}/policy`, activityPolicySchema, v),
  excuse: (v: { id: number; excuse: NoShowExcuse }) => http.put(`/career-admin/registrants/${v.id}/excuse`, savedId, v.excuse),
};

/** A write of the activity pages; every activity list and detail is read again after it. */
export function useActivityMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: activityKeys.all }) });
}

export const useAdminActivity = (id: number) =>
  useQuery({ queryKey: activityKeys.adminActivity(id), queryFn: () => activitiesApi.adminActivity(id), enabled: id > 0 });

export const useActivityOptions = (enabled: boolean) => useQuery({ queryKey: activityKeys.options(), queryFn: activitiesApi.options, enabled });
