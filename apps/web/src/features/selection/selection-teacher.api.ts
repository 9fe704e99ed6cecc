import { roundTeacherOptionListSchema, teacherChoiceListSchema, teacherRankingListSchema, teacherRankingSchema } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../shared/http-client.ts';

/** The mentors' and supervisors' desk (server README 'Teachers'). */
export interface ChoiceFilter { selectionId?: number | undefined; status?: number | undefined }

export const selectionTeacherKeys = {
  all: ['selection', 'teacher'] as const,
  choices: (f: ChoiceFilter) => [...selectionTeacherKeys.all, 'choices', f] as const,
  roundTeachers: (roundId: number) => [...selectionTeacherKeys.all, 'round-teachers', roundId] as const,
  rankings: (selectionId: number | undefined) => [...selectionTeacherKeys.all, 'rankings', selectionId ?? null] as const,
};

const base = '/selection/teacher';
const done = z.null();

export const selectionTeacherApi = {
  choices: (f: ChoiceFilter, signal?: AbortSignal) => http.get(`${base}/choices`, teacherChoiceListSchema, { query: { selectionId: f.selectionId, status: f.status }, signal }),
  roundTeachers: (roundId: number) => http.get(`${base}/rounds/${roundId}/teachers`, roundTeacherOptionListSchema),
  confirm: (id: number) => http.post(`${base}/choices/${id}/confirm`, done),
  decline: (v: { id: number; note: string | null }) => http.post(`${base}/choices/${v.id}/decline`, done, { note: v.note }),
  suggest: (v: { id: number; suggestedTeacherId: number; note: string | null }) =>
    http.post(`${base}/choices/${v.id}/suggest`, done, { suggestedTeacherId: v.suggestedTeacherId, note: v.note }),
  rankings: (selectionId: number | undefined, signal?: AbortSignal) => http.get(`${base}/rankings`, teacherRankingListSchema, { query: { selectionId }, signal }),
  saveRanking: (v: { teacherId: number; choiceIds: number[] }) => http.put(`${base}/teachers/${v.teacherId}/ranking`, teacherRankingSchema, { choiceIds: v.choiceIds }),
};

export const useTeacherRankings = (selectionId: number | undefined) =>
  useQuery({ queryKey: selectionTeacherKeys.rankings(selectionId), queryFn: ({ signal }) => selectionTeacherApi.rankings(selectionId, signal) });

export const useTeacherChoices = (f: ChoiceFilter) =>
  useQuery({ queryKey: selectionTeacherKeys.choices(f), queryFn: ({ signal }) => selectionTeacherApi.choices(f, signal) });

/** An answer to a choice: the desk and the staff's figures are read again, whatever the outcome (a refusal means the list was stale). */
export function useTeacherAnswer<V, R = null>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: ['selection'] }) });
}
