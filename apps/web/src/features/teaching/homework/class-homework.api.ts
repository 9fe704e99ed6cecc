import { classHomeworkRowSchema, classHomeworkSchema, fileRecordSchema, pageOf } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http-client.ts';
import type { PageRequest } from '../../../shared/paged-request.ts';

/** The one query-key factory of the class homework pages; every mutation invalidates through it. */
export const homeworkKeys = {
  all: ['teaching', 'class-homework'] as const,
  classes: () => [...homeworkKeys.all, 'classes'] as const,
  detail: (id: number) => [...homeworkKeys.all, 'class', id] as const,
};

export const classHomeworkApi = {
  classes: (r: PageRequest, signal: AbortSignal) => http.post('/teaching/homework/classes', pageOf(classHomeworkRowSchema), r, { signal }),
  detail: (id: number) => http.get(`/teaching/classes/${id}/homework`, classHomeworkSchema),
  setDeadline: (v: { id: number; deadline: string | null }) => http.put(`/teaching/classes/${v.id}/homework/deadline`, classHomeworkSchema, { deadline: v.deadline }),
  zip: (id: number) => http.post(`/teaching/classes/${id}/homework/zip`, fileRecordSchema),
};

export const useClassHomework = (id: number) =>
  useQuery({ queryKey: homeworkKeys.detail(id), queryFn: () => classHomeworkApi.detail(id), enabled: id > 0 });

/** A write of the homework pages; the lists and the class are read again after it. */
export function useHomeworkMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: homeworkKeys.all }) });
}
