import {
  classAdminRowSchema, classEnrolResultSchema, classImportPreviewSchema, classImportResultSchema, classOptionsSchema, classRosterRowSchema, fileRecordSchema, pageOf,
  rolloverResultSchema,
} from '@portal/contracts';
import type { ClassEnrolBody, ClassImportKind, ClassImportPreview, ClassInput, RolloverRequest } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../shared/http-client.ts';
import type { PageRequest } from '../../../shared/paged-request.ts';

export const CLASSES_PAGE = '/admin/teaching/classes';
export const ROLLOVER_PAGE = '/admin/teaching/rollover';
const URL = '/admin/teaching/classes';

/** The one query-key factory of the class pages; every mutation invalidates through it. */
export const classKeys = {
  all: ['teaching', 'classes'] as const,
  list: (filter: object) => [...classKeys.all, 'list', filter] as const,
  detail: (id: number) => [...classKeys.all, 'detail', id] as const,
  roster: (id: number) => [...classKeys.all, 'roster', id] as const,
  options: () => [...classKeys.all, 'options'] as const,
};

const savedId = z.object({ id: z.number().int() });
export interface ClassFilter { schoolYear?: number | undefined; term?: number | undefined; pageType?: string | undefined; teacherId?: number | undefined }

export const classesApi = {
  list: (filter: ClassFilter) => (r: PageRequest, signal: AbortSignal) =>
    http.get(URL, pageOf(classAdminRowSchema), { query: { pageNo: r.pageNo, pageSize: r.pageSize, queryText: r.queryText ?? '', ...filter }, signal }),
  detail: (id: number) => http.get(`${URL}/${id}`, classAdminRowSchema),
  options: () => http.get(`${URL}/options`, classOptionsSchema),
  create: (v: ClassInput) => http.post(URL, savedId, v),
  update: (v: { id: number; input: ClassInput }) => http.put(`${URL}/${v.id}`, savedId, v.input),
  remove: (id: number) => http.del(`${URL}/${id}`, savedId),
  roster: (id: number) => http.get(`${URL}/${id}/roster`, z.array(classRosterRowSchema)),
  exportRoster: (id: number) => http.get(`${URL}/${id}/roster/export`, fileRecordSchema),
  give: (v: { id: number; body: ClassEnrolBody }) => http.post(`${URL}/${v.id}/enrolments`, classEnrolResultSchema, v.body),
  addOne: (v: { id: number; studentNumber: string; reason: string }) => http.post(`${URL}/${v.id}/enrolments/add`, classEnrolResultSchema, { studentNumber: v.studentNumber, reason: v.reason }),
  removeOne: (v: { id: number; studentId: number; reason: string }) => http.post(`${URL}/${v.id}/enrolments/${v.studentId}/remove`, classEnrolResultSchema, { reason: v.reason }),
  importPreview: (kind: ClassImportKind, file: File) => http.upload(`${URL}/import/preview`, file, classImportPreviewSchema, { query: { kind } }),
  importConfirm: (p: ClassImportPreview) => http.post(`${URL}/import/confirm`, classImportResultSchema, { kind: p.kind, rows: p.rows.map(({ row, cells }) => ({ row, cells })) }),
  /** The term rollover: a preview writes nothing; the confirm creates the copies (README 'Rollover'). */
  rolloverPreview: (v: RolloverRequest) => http.post('/admin/teaching/rollover/preview', rolloverResultSchema, v),
  rolloverConfirm: (v: RolloverRequest) => http.post('/admin/teaching/rollover/confirm', rolloverResultSchema, v),
};

/** A write of the class pages; every class list, roster and detail is read again after it. */
export function useClassesMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: classKeys.all }) });
}

export const useClassOptions = (enabled: boolean) => useQuery({ queryKey: classKeys.options(), queryFn: classesApi.options, enabled, staleTime: 60_000 });
export const useClassDetail = (id: number) => useQuery({ queryKey: classKeys.detail(id), queryFn: () => classesApi.detail(id), enabled: id > 0 });
export const useRoster = (id: number) => useQuery({ queryKey: classKeys.roster(id), queryFn: () => classesApi.roster(id), enabled: id > 0 });
