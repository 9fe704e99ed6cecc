import {
  PlanCourseType,
  candidateClassSchema,
  changeRecordSchema,
  creditSummarySchema,
  fileRecordSchema,
  pageOf,
  planCourseRowSchema,
  planLectureRowSchema,
  studentInfoSchema,
} from '@portal/contracts';
import type { AuditDecisionBody, ChangeApplyBody, PlanCourseRow } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../shared/http-client.ts';
import type { PageRequest } from '../../../shared/paged-request.ts';

/** The one query-key factory of the training pages; every mutation invalidates through it. */
export const trainingKeys = {
  all: ['teaching', 'training'] as const,
  info: () => [...trainingKeys.all, 'info'] as const,
  credits: () => [...trainingKeys.all, 'credits'] as const,
  courses: (courseType: number) => [...trainingKeys.all, 'courses', courseType] as const,
  lectures: () => [...trainingKeys.all, 'lectures'] as const,
  changes: () => [...trainingKeys.all, 'changes'] as const,
  candidates: (startClassId: number) => [...trainingKeys.all, 'candidates', startClassId] as const,
  review: () => [...trainingKeys.all, 'review'] as const,
};

const coursePage = pageOf(planCourseRowSchema);
const lecturePage = pageOf(planLectureRowSchema);
const changePage = pageOf(changeRecordSchema);
const candidatePage = pageOf(candidateClassSchema);
const ofType = (courseType: number) => [{ fieldName: 'courseType', fieldValue: String(courseType), conditionalType: 0 }];
/** One page holds every course of a plan (a programme has a few dozen). */
const ALL = 200;

export const trainingApi = {
  info: () => http.get('/GSMCourseTrainingProgram/GetStudentInfo', studentInfoSchema),
  credits: (classId: string) => http.get('/GSMCourseTrainingProgram/GetStudentScoreInfo', creditSummarySchema, { query: { ClassId: classId } }),
  courses: (courseType: number) => http.post('/GSMCourseTrainingProgram/GetPageList', coursePage, { pageNo: 0, pageSize: ALL, conModels: ofType(courseType) }),
  lectures: () => http.post('/GSMCourseTrainingProgram/GetPageList', lecturePage, { pageNo: 0, pageSize: ALL, conModels: ofType(PlanCourseType.lecture) }),
  changes: (r: PageRequest, signal: AbortSignal) => http.post('/GSMChangingCourseRecord/GetStudyPageList', changePage, r, { signal }),
  review: (r: PageRequest, signal: AbortSignal) => http.post('/GSMChangingCourseRecord/GetAuditPageList', changePage, r, { signal }),
  /** C21 with the spec's conModels: released classes of the course, other than the current one. */
  candidates: (row: Pick<PlanCourseRow, 'startClassId' | 'courseId' | 'schoolYear' | 'term'>) => http.post('/GSMStartClass/Search', candidatePage, {
    pageNo: 0, pageSize: 9999, conModels: [
      { fieldName: 'release', fieldValue: '1', conditionalType: 0 },
      { fieldName: 'courseId', fieldValue: String(row.courseId), conditionalType: 0 },
      { fieldName: 'Id', fieldValue: String(row.startClassId), conditionalType: 10 },
      { fieldName: 'schoolYear', fieldValue: String(row.schoolYear), conditionalType: 0 },
      { fieldName: 'term', fieldValue: String(row.term), conditionalType: 0 },
    ],
  }),
  isAllowUpload: (row: PlanCourseRow) => http.post('/GSMStudentCourseResult/IsAllowUploadHomeWork', z.boolean(), keyOf(row)),
  saveHomework: (row: PlanCourseRow, fileId: string, fileName: string) =>
    http.post('/GSMStudentCourseResult', z.null(), { ...keyOf(row), homeWorkFileId: fileId, homeWorkFileName: fileName }),
  deleteHomework: (row: PlanCourseRow) => http.post('/GSMStudentCourseResult/DeleteCourseHomeWork', z.null(), keyOf(row)),
  download: (fileId: string) => http.get(`/GsmFile/DownloadWorksFiles/${encodeURIComponent(fileId)}`, fileRecordSchema),
  apply: (body: ChangeApplyBody) => http.post('/GSMChangingCourseRecord', z.object({ id: z.number() }), body),
  withdraw: (id: number) => http.del(`/GSMChangingCourseRecord/${id}`, z.null()),
  decide: (body: AuditDecisionBody) => http.post('/GSMChangingCourseRecord/Audit', z.null(), body),
};

const keyOf = (row: PlanCourseRow) => ({ startClassId: row.startClassId, courseId: row.courseId, classId: row.classId });

export const useStudentInfo = () => useQuery({ queryKey: trainingKeys.info(), queryFn: trainingApi.info });
export const useCredits = (classId: string | undefined) =>
  useQuery({ queryKey: trainingKeys.credits(), queryFn: () => trainingApi.credits(classId ?? ''), enabled: classId !== undefined });
export const usePlanCourses = (courseType: number) => useQuery({ queryKey: trainingKeys.courses(courseType), queryFn: () => trainingApi.courses(courseType) });
export const usePlanLectures = () => useQuery({ queryKey: trainingKeys.lectures(), queryFn: trainingApi.lectures });
export const useCandidates = (row: PlanCourseRow | null) => useQuery({
  queryKey: trainingKeys.candidates(row?.startClassId ?? 0),
  queryFn: () => trainingApi.candidates(row!),
  enabled: row !== null,
});

/** A training write, then every training list again (rows show homework and pending changes). */
export function useTrainingMutation<A>(fn: (arg: A) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: trainingKeys.all }) });
}
