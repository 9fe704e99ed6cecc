import {
  fileRecordSchema, homeworkInfoSchema, lectureAdminRowSchema, lectureCollectResultSchema, lectureRowSchema, lectureSignupResultSchema, lectureSignupRowSchema,
  lectureTeacherOptionSchema, lectureWaitlistRowSchema, pageOf,
} from '@portal/contracts';
import type { LectureInput, LectureSignupUpdate } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../shared/http-client.ts';
import type { PageRequest } from '../../../shared/paged-request.ts';

/** The one query-key factory of the lecture pages; every mutation invalidates through it. */
export const lectureKeys = {
  all: ['teaching', 'lectures'] as const,
  list: () => [...lectureKeys.all, 'list'] as const,
  mine: () => [...lectureKeys.all, 'mine'] as const,
  admin: () => [...lectureKeys.all, 'admin'] as const,
  adminList: () => [...lectureKeys.admin(), 'list'] as const,
  adminLecture: (id: number) => [...lectureKeys.admin(), 'lecture', id] as const,
  signups: (id: number) => [...lectureKeys.adminLecture(id), 'signups'] as const,
  waitlist: (id: number) => [...lectureKeys.adminLecture(id), 'waitlist'] as const,
  teachers: () => [...lectureKeys.admin(), 'teachers'] as const,
};

const lecturePage = pageOf(lectureRowSchema);
const savedId = z.object({ id: z.number().int() });

export const lecturesApi = {
  list: (r: PageRequest, userId: number, signal: AbortSignal) =>
    http.post('/JZCourseLectures/QueryJZCourseLecturesForStudy', lecturePage, { ...r, intParam: userId }, { signal }),
  /** My lectures: paged by the shared table (the server also takes the spec's pageSize 999999, served as its cap). */
  mine: (r: PageRequest, signal: AbortSignal) =>
    http.post('/JZCourseLectures/QueryJZIsSignUpedForStudy', lecturePage, { ...r, isSignUped: true }, { signal }),
  /** joinWaitlist: a full lecture then puts the caller in its line instead of refusing. */
  signUp: (v: { id: number; userId: number; joinWaitlist?: boolean }) =>
    http.post('/JZStudentSignup/SignUpForStudent', lectureSignupResultSchema, { jzCourseLecturesId: v.id, studentId: v.userId, joinWaitlist: v.joinWaitlist ?? false }),
  leaveWaitlist: (v: { id: number; userId: number }) => http.post('/JZStudentSignup/LeaveWaitlist', savedId, { jzCourseLecturesId: v.id, studentId: v.userId }),
  revoke: (v: { id: number; userId: number }) => http.post('/JZStudentSignup/Revocation', savedId, { jzCourseLecturesId: v.id, studentId: v.userId }),
  homeworkInfo: (userId: number, lectureId: number) => http.get(`/JZStudentSignup/GetHomeWorkFileInfo/${userId}`, homeworkInfoSchema, { query: { lectureId } }),
  saveHomework: (v: { lectureId: number; fileId: string; fileName: string; fileUrl: string }) =>
    http.post(`/JZStudentSignup/SaveHomeWorkFile/${v.lectureId}`, homeworkInfoSchema, [{ fileId: v.fileId, fileName: v.fileName, fileUrl: v.fileUrl }]),
  deleteHomework: (lectureId: number) => http.del(`/JZStudentSignup/DeleteHomeWork/${lectureId}`, savedId),

  adminList: (r: PageRequest, signal: AbortSignal) => http.post('/LectureAdmin/GetLecturePageList', pageOf(lectureAdminRowSchema), r, { signal }),
  adminLecture: (id: number) => http.get(`/LectureAdmin/Lecture/${id}`, lectureAdminRowSchema),
  teachers: () => http.get('/LectureAdmin/Teachers', z.array(lectureTeacherOptionSchema)),
  create: (v: LectureInput) => http.post('/LectureAdmin/Lecture', savedId, v),
  update: (v: { id: number; input: LectureInput }) => http.put(`/LectureAdmin/Lecture/${v.id}`, savedId, v.input),
  remove: (id: number) => http.del(`/LectureAdmin/Lecture/${id}`, savedId),
  signups: (id: number, r: PageRequest, signal: AbortSignal) => http.post(`/LectureAdmin/Lecture/${id}/Signups`, pageOf(lectureSignupRowSchema), r, { signal }),
  waitlist: (id: number, r: PageRequest, signal: AbortSignal) => http.post(`/LectureAdmin/Lecture/${id}/Waitlist`, pageOf(lectureWaitlistRowSchema), r, { signal }),
  removeSignup: (id: number) => http.del(`/LectureAdmin/Signup/${id}`, savedId),
  updateSignup: (v: { id: number; change: LectureSignupUpdate }) => http.put(`/LectureAdmin/Signup/${v.id}`, savedId, v.change),
  collect: (id: number) => http.post(`/LectureAdmin/Lecture/${id}/CollectHomework`, lectureCollectResultSchema),
  exportSignups: (id: number) => http.get(`/LectureAdmin/Lecture/${id}/Export`, fileRecordSchema),
};

/** A write of the lecture pages; every lecture list and detail is read again after it. */
export function useLectureMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: lectureKeys.all }) });
}

export const useAdminLecture = (id: number) =>
  useQuery({ queryKey: lectureKeys.adminLecture(id), queryFn: () => lecturesApi.adminLecture(id), enabled: id > 0 });

export const useLectureTeachers = (enabled: boolean) =>
  useQuery({ queryKey: lectureKeys.teachers(), queryFn: lecturesApi.teachers, enabled });
