import {
  catalogueCourseRowSchema, catalogueImportResultSchema, cohortClassRowSchema, cohortImportPreviewSchema, courseImportPreviewSchema, fileRecordSchema, pageOf,
} from '@portal/contracts';
import type { CatalogueCourseInput, CohortClassInput, PageTypeName } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../shared/http-client.ts';
import type { PageRequest } from '../../../shared/paged-request.ts';

/** The one query-key factory of the catalogue pages (server modules/teaching/catalogue.routes.ts, cohorts.routes.ts). */
export const catalogueKeys = {
  all: ['teaching', 'catalogue'] as const,
  courses: (programme?: string) => [...catalogueKeys.all, 'courses', programme ?? ''] as const,
  cohorts: (pageType?: string, year?: number | null) => [...catalogueKeys.all, 'cohorts', pageType ?? '', year ?? ''] as const,
};

export const COURSES_PAGE = '/admin/teaching/courses';
export const COHORTS_PAGE = '/admin/teaching/cohorts';

const savedId = z.object({ id: z.number().int() });
const listQuery = (r: PageRequest) => ({
  pageNo: r.pageNo, pageSize: r.pageSize, orderBy: r.orderBy, sort: r.sort, queryText: r.queryText,
  conModels: r.conModels.length ? JSON.stringify(r.conModels) : undefined,
});

export const catalogueApi = {
  courses: (r: PageRequest, signal: AbortSignal, programme?: PageTypeName) =>
    http.get('/admin/teaching/courses', pageOf(catalogueCourseRowSchema), { query: { ...listQuery(r), programme }, signal }),
  createCourse: (v: CatalogueCourseInput) => http.post('/admin/teaching/courses', savedId, v),
  updateCourse: (v: { id: number; input: CatalogueCourseInput }) => http.put(`/admin/teaching/courses/${v.id}`, savedId, v.input),
  removeCourse: (id: number) => http.del(`/admin/teaching/courses/${id}`, savedId),
  previewCourses: (file: File) => http.upload('/admin/teaching/courses/import-preview', file, courseImportPreviewSchema),
  importCourses: (courses: CatalogueCourseInput[]) => http.post('/admin/teaching/courses/import', catalogueImportResultSchema, { courses }),
  exportCourses: () => http.get('/admin/teaching/courses/export', fileRecordSchema),

  cohorts: (r: PageRequest, signal: AbortSignal, pageType?: PageTypeName, entranceYear?: number | null) =>
    http.get('/admin/teaching/cohorts', pageOf(cohortClassRowSchema), { query: { ...listQuery(r), pageType, entranceYear: entranceYear ?? undefined }, signal }),
  createClass: (v: CohortClassInput) => http.post('/admin/teaching/cohorts/classes', savedId, v),
  updateClass: (v: { id: number; input: CohortClassInput }) => http.put(`/admin/teaching/cohorts/classes/${v.id}`, savedId, v.input),
  removeClass: (id: number) => http.del(`/admin/teaching/cohorts/classes/${id}`, savedId),
  previewCohorts: (file: File) => http.upload('/admin/teaching/cohorts/import-preview', file, cohortImportPreviewSchema),
  importCohorts: (classes: CohortClassInput[]) => http.post('/admin/teaching/cohorts/import', catalogueImportResultSchema, { classes }),
  exportCohorts: () => http.get('/admin/teaching/cohorts/export', fileRecordSchema),
};

/** A write of the catalogue pages; every catalogue list is read again after it. */
export function useCatalogueMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: catalogueKeys.all }) });
}
