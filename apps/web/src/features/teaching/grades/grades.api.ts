import {
  fileRecordSchema, gradeImportPreviewSchema, gradeImportResultSchema, gradeRowSchema, gradeStudentTypeSchema, myCourseResultRowSchema, pageOf,
  schoolYearItemSchema,
} from '@portal/contracts';
import type { GradeImportRow, GradeStudentType } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http-client.ts';
import type { PageRequest } from '../../../shared/paged-request.ts';

/** A school year and term chosen on a grades screen; empty means all. */
export interface TermFilter { year?: number | undefined; term?: number | undefined }

/** The one query-key factory of the grades pages; the staff writes invalidate `all`. */
export const gradeKeys = {
  all: ['teaching', 'grades'] as const,
  studentType: () => [...gradeKeys.all, 'student-type'] as const,
  schoolYears: () => [...gradeKeys.all, 'school-years'] as const,
  mine: (f: TermFilter) => [...gradeKeys.all, 'mine', f] as const,
  courseResults: (f: TermFilter) => [...gradeKeys.all, 'course-results', f] as const,
  admin: (f: TermFilter & { studentType?: GradeStudentType | undefined }) => [...gradeKeys.all, 'admin', f] as const,
};

export const GRADES_ADMIN_PAGE = '/education/achievement/admin';

export const gradesApi = {
  mine: (f: TermFilter, r: PageRequest, signal: AbortSignal) =>
    http.post('/GSMResultStudent/GetPageList', pageOf(gradeRowSchema), { ...r, year: f.year ?? null, term: f.term ?? null }, { signal }),
  courseResults: (f: TermFilter, r: PageRequest, signal: AbortSignal) =>
    http.post('/teaching/course-results', pageOf(myCourseResultRowSchema), { ...r, year: f.year ?? null, term: f.term ?? null }, { signal }),
  admin: (f: TermFilter & { studentType?: GradeStudentType | undefined }, r: PageRequest, signal: AbortSignal) =>
    http.post('/admin/teaching/grades', pageOf(gradeRowSchema), { ...r, year: f.year ?? null, term: f.term ?? null, studentType: f.studentType ?? null }, { signal }),
  template: () => http.get('/admin/teaching/grades/template', fileRecordSchema),
  importPreview: (file: Blob) => http.upload('/admin/teaching/grades/import-preview', file, gradeImportPreviewSchema),
  importSave: (rows: GradeImportRow[]) => http.post('/admin/teaching/grades/import', gradeImportResultSchema, { rows }),
  exportFile: (f: TermFilter & { studentType?: GradeStudentType | undefined }) =>
    http.post('/admin/teaching/grades/export', fileRecordSchema, { year: f.year ?? null, term: f.term ?? null, studentType: f.studentType ?? null }),
};

/** ACAD-C30: the column set, decided by the server from the caller's own record. */
export const useGradeStudentType = (pageType: string | null | undefined) =>
  useQuery({
    queryKey: gradeKeys.studentType(),
    queryFn: ({ signal }) => http.get('/GSMResultStudent/GetStudentType', gradeStudentTypeSchema, { query: { PageType: pageType ?? '' }, signal }),
    staleTime: 10 * 60_000,
  });

/** ACAD-C31 (served by the timetable part): the school years with their terms, newest first. */
export const useSchoolYears = () =>
  useQuery({
    queryKey: gradeKeys.schoolYears(),
    queryFn: ({ signal }) => http.get('/GSMSchoolYear/QueryGSMSchoolYearList', pageOf(schoolYearItemSchema),
      { query: { PageNo: 0, PageSize: 100, Sort: 'desc', OrderBy: 'SchoolYear' }, signal }),
    select: (d) => d.data,
    staleTime: 10 * 60_000,
  });

/** A staff write: afterwards every grades list loads again. */
export function useGradesMutation<A, R>(fn: (a: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: gradeKeys.all }) });
}

/** Opens a signed file link (template, export); it needs no bearer header. */
export function openFile(url: string): void {
  window.open(url, '_blank', 'noopener');
}
