import {
  attendanceCourseRowSchema, attendanceDaysSchema, attendanceImportPreviewSchema, attendanceImportResultSchema, attendanceRatesSchema, attendanceRecordSchema, dictionaryItemSchema,
  fileRecordSchema, pageOf, startClassHeaderSchema, studentHitSchema,
} from '@portal/contracts';
import type { AttendanceImportRow, AttendanceSave } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../shared/http-client.ts';
import type { PageRequest } from '../../../shared/paged-request.ts';

/** The one query-key factory of the attendance pages; every write invalidates a class's keys. */
export const attendanceKeys = {
  all: ['teaching', 'attendance'] as const,
  courses: () => [...attendanceKeys.all, 'courses'] as const,
  statuses: () => [...attendanceKeys.all, 'statuses'] as const,
  cls: (id: number) => [...attendanceKeys.all, 'class', id] as const,
  header: (id: number) => [...attendanceKeys.cls(id), 'header'] as const,
  nowTerm: (id: number) => [...attendanceKeys.cls(id), 'now-term'] as const,
  records: (id: number) => [...attendanceKeys.cls(id), 'records'] as const,
  students: (id: number, text: string) => [...attendanceKeys.cls(id), 'students', text] as const,
  rates: (id: number, threshold: number | undefined) => [...attendanceKeys.cls(id), 'rates', threshold] as const,
  days: (id: number) => [...attendanceKeys.cls(id), 'days'] as const,
};

/** The student search of the dialog: 30 a page (education.md §3). */
export const STUDENT_SEARCH_PAGE_SIZE = 30;

export const attendanceApi = {
  courses: (signal: AbortSignal) =>
    http.post('/GsmBishopManagement/Search', pageOf(attendanceCourseRowSchema), { pageNo: 0, pageSize: 999, conModels: [] }, { signal }),
  records: (startClassId: number, pageType: string, r: PageRequest, signal: AbortSignal) =>
    http.post('/GsmBishopManagement/SearchAttendance', pageOf(attendanceRecordSchema), { ...r, pageType, startClassId }, { signal }),
  students: (startClassId: number, pageType: string, queryText: string, signal?: AbortSignal) =>
    http.post('/GsmBishopManagement/SearchQueryText', pageOf(studentHitSchema), { pageNo: 0, pageSize: STUDENT_SEARCH_PAGE_SIZE, pageType, startClassId, queryText }, { signal }),
  create: (body: AttendanceSave) => http.post('/GsmBishopManagement', z.object({ id: z.number() }), body),
  update: (id: number, body: AttendanceSave) => http.put(`/GsmBishopManagement/${id}`, z.object({ id: z.number() }), body),
  remove: (id: number) => http.del(`/GsmBishopManagement/${id}`, z.null()),
  template: (startClassId: number) => http.get('/GSMStartClassAttendance/Template', fileRecordSchema, { query: { startClassId } }),
  /** The spec's field is excelFile (the server reads the one file of the form whatever its field). */
  importPreview: (startClassId: number, file: Blob) =>
    http.upload('/GSMStartClassAttendance/ImportExcel', file, attendanceImportPreviewSchema, { query: { startClassId } }, 'excelFile'),
  importSave: (rows: AttendanceImportRow[]) => http.post('/GSMStartClassAttendance/SaveImportExcel', attendanceImportResultSchema, rows),
};

export const useAttendanceCourses = () =>
  useQuery({ queryKey: attendanceKeys.courses(), queryFn: ({ signal }) => attendanceApi.courses(signal) });

export const useClassHeader = (id: number) =>
  useQuery({
    queryKey: attendanceKeys.header(id),
    queryFn: ({ signal }) => http.get('/GsmBishopManagement/GetStartClass', startClassHeaderSchema, { query: { id }, signal }),
  });

/** ACAD-C01: whether the class's term is the current one (writes are offered only then). */
export const useIsNowTerm = (id: number) =>
  useQuery({
    queryKey: attendanceKeys.nowTerm(id),
    queryFn: ({ signal }) => http.post('/GsmBishopManagement/IsNowTerm', z.boolean(), undefined, { query: { StartClassId: id }, signal }),
  });

export const useAttendanceStatuses = () =>
  useQuery({
    queryKey: attendanceKeys.statuses(),
    queryFn: ({ signal }) => http.post('/GsmBishopManagement/dataDictionaryByType', z.array(dictionaryItemSchema), undefined, { query: { value: 'AttendanceStatus' }, signal }),
    staleTime: 10 * 60_000,
  });

export const useAttendanceRates = (id: number, threshold: number | undefined) =>
  useQuery({
    queryKey: attendanceKeys.rates(id, threshold),
    queryFn: ({ signal }) => http.get('/GSMStartClassAttendance/Rates', attendanceRatesSchema, { query: threshold === undefined ? { startClassId: id } : { startClassId: id, threshold }, signal }),
  });

/** The days the class meets: the only days the dialog's date picker offers (the server refuses others). */
export const useClassDays = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: attendanceKeys.days(id),
    queryFn: ({ signal }) => http.get('/GSMStartClassAttendance/Days', attendanceDaysSchema, { query: { startClassId: id }, signal }),
    enabled,
    staleTime: 10 * 60_000,
  });

/** A write of a class: afterwards the records, rates and header of that class load again. */
export function useClassMutation<A, R>(startClassId: number, fn: (a: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: attendanceKeys.cls(startClassId) }) });
}

/** Opens a signed file link (the template); it needs no bearer header. */
export function openFile(url: string): void {
  window.open(url, '_blank', 'noopener');
}
