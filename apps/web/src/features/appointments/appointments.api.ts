import {
  cancelResultSchema, consultantListSchema, counsellorDetailSchema, counsellorSlotsSchema, editDataSchema, historyPageSchema,
  standingSchema, subscribeDetailSchema, subscribeResultSchema,
} from '@portal/contracts';
import type { UserInfo } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/http-client.ts';
import type { PageRequest } from '../../shared/paged-request.ts';

/** The one query-key factory of the appointment pages; every write invalidates the student's side or the desk. */
export const appointmentKeys = {
  all: ['appointments'] as const,
  counsellors: (typeKey: number) => [...appointmentKeys.all, 'counsellors', typeKey] as const,
  counsellor: (id: number) => [...appointmentKeys.all, 'counsellor', id] as const,
  slots: (counsellorId: number, typeKey: number, editing: number) => [...appointmentKeys.all, 'slots', counsellorId, typeKey, editing] as const,
  history: () => [...appointmentKeys.all, 'history'] as const,
  detail: (id: number) => [...appointmentKeys.all, 'detail', id] as const,
  standing: () => [...appointmentKeys.all, 'standing'] as const,
  desk: () => [...appointmentKeys.all, 'desk'] as const,
};

/** The studentType the spec's calls carry; the server decides by the caller's own type anyway. */
export const studentTypeOf = (user: UserInfo): number => user.studentTypeId ?? 0;

/** BOOK-C01…C07 at their exact paths (career.md §7), and the student's cancel and standing. */
export const appointmentsApi = {
  counsellors: (typeKey: number, studentType: number) =>
    http.post('/VDInterviewConsult/QueryVDCounselorListForStudy', consultantListSchema, { studentType, interviewConsultTypeKey: typeKey, pageSize: -1, pageNo: 0 }),
  slots: (counsellorId: number, typeKey: number, studentType: number, vdSubscribeId?: number) =>
    http.post('/VDInterviewConsult/QueryCounselorSubscribeDetail', counsellorSlotsSchema,
      { VDCounselorId: counsellorId, interviewConsultTypeKey: typeKey, studentType, vdSubscribeId: vdSubscribeId || undefined }),
  save: (body: Record<string, unknown>) => http.post('/VDInterviewConsult/SaveVDSubscribe', subscribeResultSchema, body),
  history: (request: PageRequest, studentId: number, signal?: AbortSignal) =>
    http.post('/VDInterviewConsult/MySubscirbeHistory', historyPageSchema, { ...request, studentId }, { signal }),
  editCheck: (id: number, studentType: number) =>
    http.get(`/VDInterviewConsult/QuerySubscribteForEdit/${id}`, editDataSchema, { query: { StudentType: studentType } }),
  counsellor: (id: number) => http.get(`/VDInterviewConsult/QueryCounselor/${id}`, counsellorDetailSchema),
  detail: (id: number) => http.get(`/VDInterviewConsult/QueryVDSubscribeDetail/${id}`, subscribeDetailSchema),
  cancel: (id: number) => http.post(`/appointments/my/${id}/cancel`, cancelResultSchema),
  standing: () => http.get('/appointments/my/standing', standingSchema),
};

/** A write of the student's: the counsellors' free slots, the history and the details are read again. */
export function useAppointmentMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: appointmentKeys.all }) });
}
