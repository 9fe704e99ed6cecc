import {
  addedCountSchema, adminRoundPageSchema, adminRoundRowSchema, matchingPreviewSchema, matchingResultSchema, pairsExportSchema, roundStudentListSchema,
  teacherDemandListSchema, teacherImportPreviewSchema, teacherImportResultSchema,
} from '@portal/contracts';
import type { SelectionKind, SelectionPageType, TeacherInput, roundInputSchema, roundStudentsInputSchema } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../shared/http-client.ts';
import type { PageRequest } from '../../shared/paged-request.ts';

/** The staff console's query keys (server README 'Staff'); every write reads the console again. */
export const selectionAdminKeys = {
  all: ['selection', 'admin'] as const,
  rounds: () => [...selectionAdminKeys.all, 'rounds'] as const,
  round: (id: number) => [...selectionAdminKeys.all, 'round', id] as const,
  teachers: (id: number) => [...selectionAdminKeys.round(id), 'teachers'] as const,
  students: (id: number) => [...selectionAdminKeys.round(id), 'students'] as const,
};

export type RoundBody = z.input<typeof roundInputSchema>;
export type RoundStudentsBody = z.input<typeof roundStudentsInputSchema>;
export interface RoundFilter { selectionType: SelectionKind | null; pageType: SelectionPageType | null }

const base = '/admin/selection/rounds';

export const selectionAdminApi = {
  rounds: (r: PageRequest, f: RoundFilter, signal?: AbortSignal) => http.get(base, adminRoundPageSchema, {
    signal,
    query: {
      pageNo: r.pageNo, pageSize: r.pageSize, orderBy: r.orderBy, sort: r.sort, queryText: r.queryText || undefined,
      selectionType: f.selectionType ?? undefined, pageType: f.pageType ?? undefined,
      conModels: r.conModels.length ? JSON.stringify(r.conModels) : undefined,
    },
  }),
  round: (id: number) => http.get(`${base}/${id}`, adminRoundRowSchema),
  saveRound: (v: { id: number | null; input: RoundBody }) =>
    (v.id === null ? http.post(base, adminRoundRowSchema, v.input) : http.put(`${base}/${v.id}`, adminRoundRowSchema, v.input)),
  students: (id: number) => http.get(`${base}/${id}/students`, roundStudentListSchema),
  addStudents: (v: { id: number; body: RoundStudentsBody }) => http.post(`${base}/${v.id}/students`, addedCountSchema, v.body),
  teachers: (id: number) => http.get(`${base}/${id}/teachers`, teacherDemandListSchema),
  saveTeachers: (v: { id: number; rows: TeacherInput[] }) => http.post(`${base}/${v.id}/teachers`, teacherImportResultSchema, { rows: v.rows }),
  importPreview: (roundId: number, file: Blob) => http.upload(`${base}/${roundId}/teachers/import-preview`, file, teacherImportPreviewSchema),
  exportPairs: (roundId: number) => http.get(`${base}/${roundId}/pairs-export`, pairsExportSchema),
  previewMatching: (roundId: number) => http.post(`${base}/${roundId}/matching/preview`, matchingPreviewSchema),
  confirmMatching: (v: { id: number; token: string }) => http.post(`${base}/${v.id}/matching/confirm`, matchingResultSchema, { token: v.token }),
};

/** A write of the console: the rounds, their figures and the teachers' desk are read again. */
export function useSelectionAdminMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: ['selection'] }) });
}
