import {
  adminSurveyDetailSchema, adminSurveyRowSchema, assignOptionsSchema, assignmentRowSchema, exportFileSchema, facultySurveyRowSchema,
  graduateSurveyRowSchema, mentorSurveyRowSchema, pageOf, resultDetailSchema, saveSurveyResultSchema, surveyResultsSchema, surveyViewSchema,
  FACULTY_PAGE_SIZE, MENTOR_PAGE_TYPE,
} from '@portal/contracts';
import type { AssignmentCreate, SaveSurveyBody, SurveyDefinitionInput, SurveyKind } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../shared/http-client.ts';
import type { PageRequest } from '../../shared/paged-request.ts';

/** The one query-key factory of the survey feature; every mutation invalidates through it. */
export const surveyKeys = {
  all: ['surveys'] as const,
  lists: () => [...surveyKeys.all, 'lists'] as const,
  faculty: () => [...surveyKeys.lists(), 'faculty'] as const,
  mentor: () => [...surveyKeys.lists(), 'mentor'] as const,
  graduate: () => [...surveyKeys.lists(), 'graduate'] as const,
  view: (ctx: SurveyContext) => [...surveyKeys.all, 'view', ctx] as const,
  detail: (ctx: SurveyContext, responder: string) => [...surveyKeys.all, 'detail', ctx, responder] as const,
  admin: () => [...surveyKeys.all, 'admin'] as const,
  adminList: () => [...surveyKeys.admin(), 'list'] as const,
  adminSurvey: (id: number) => [...surveyKeys.admin(), 'survey', id] as const,
  assignments: (id: number) => [...surveyKeys.adminSurvey(id), 'assignments'] as const,
  results: (id: number, assignmentId: number | null) => [...surveyKeys.adminSurvey(id), 'results', assignmentId] as const,
  assignOptions: () => [...surveyKeys.admin(), 'assign-options'] as const,
  teacherAssignments: () => [...surveyKeys.admin(), 'teacher-assignments'] as const,
};

/** What names one response: the survey, its assignment (businessValue) and the context keys. */
export interface SurveyContext {
  surveyId: number;
  businessValue: string;
  businessValue2: string;
  businessType: string;
}

const facultyPage = pageOf(facultySurveyRowSchema);
const mentorPage = pageOf(mentorSurveyRowSchema);
const graduatePage = pageOf(graduateSurveyRowSchema);
const savedId = z.object({ id: z.number().int() });

export const surveysApi = {
  faculty: (r: PageRequest, signal: AbortSignal) => http.post('/FacultySurvey/GetFacultyPageList', facultyPage, { ...r, businessType: 0 }, { signal }),
  mentor: (r: PageRequest, signal: AbortSignal) => http.post('/FacultySurvey/GetSelectionFacultyPageList', mentorPage, { ...r, pageType: MENTOR_PAGE_TYPE }, { signal }),
  /** The submit-status filter travels as isSubmit, as the spec's call has it, not as a conModel. */
  graduate: (r: PageRequest, userID: string, signal: AbortSignal) => {
    const filter = r.conModels.find((c) => c.fieldName === 'isSubmit');
    const conModels = r.conModels.filter((c) => c.fieldName !== 'isSubmit');
    return http.post('/VDGraduateSurvey/QueryVDGraduateSurveyForStudy', graduatePage, {
      ...r, conModels, studentUserId: userID, isSubmit: filter ? filter.fieldValue === 'true' : null,
    }, { signal });
  },
};

export const FACULTY_LIST_PAGE_SIZE = FACULTY_PAGE_SIZE;

export const useSurveyView = (ctx: SurveyContext) =>
  useQuery({
    queryKey: surveyKeys.view(ctx),
    queryFn: ({ signal }) => http.get(`/FacultySurvey/GetSurveyByID/${ctx.surveyId}`, surveyViewSchema, {
      query: { businessValue: ctx.businessValue, businessValue2: ctx.businessValue2, businessType: ctx.businessType }, signal,
    }),
    enabled: ctx.surveyId > 0,
    meta: { ownErrors: true },
  });

/** The earlier answers (GetFacultyResultDetail), loaded for the read-only view. */
export const useResultDetail = (ctx: SurveyContext, responder: string, enabled: boolean) =>
  useQuery({
    queryKey: surveyKeys.detail(ctx, responder),
    queryFn: ({ signal }) => http.get(`/FacultySurvey/GetFacultyResultDetail/${ctx.surveyId}`, resultDetailSchema, {
      query: { BusinessValue: ctx.businessValue, responder }, signal,
    }),
    enabled,
  });

export function useSaveSurvey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSurveyBody) => http.post('/FacultySurvey/SaveFacultSurvey', saveSurveyResultSchema, body),
    onSuccess: () => client.invalidateQueries({ queryKey: surveyKeys.all }),
  });
}

export const adminApi = {
  list: (r: PageRequest & { kind?: SurveyKind }, signal: AbortSignal) => http.post('/SurveyAdmin/GetSurveyPageList', pageOf(adminSurveyRowSchema), r, { signal }),
};

export const useAdminSurvey = (id: number) =>
  useQuery({ queryKey: surveyKeys.adminSurvey(id), queryFn: ({ signal }) => http.get(`/SurveyAdmin/Survey/${id}`, adminSurveyDetailSchema, { signal }), enabled: id > 0 });

export function useSaveDefinition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, def }: { id: number; def: SurveyDefinitionInput }) =>
      (id > 0 ? http.put(`/SurveyAdmin/Survey/${id}`, savedId, def) : http.post('/SurveyAdmin/Survey', savedId, def)),
    onSuccess: () => client.invalidateQueries({ queryKey: surveyKeys.admin() }),
  });
}

export function useDeleteSurvey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.del(`/SurveyAdmin/Survey/${id}`, z.unknown()),
    onSuccess: () => client.invalidateQueries({ queryKey: surveyKeys.admin() }),
  });
}

export const useAssignOptions = () =>
  useQuery({ queryKey: surveyKeys.assignOptions(), queryFn: ({ signal }) => http.get('/SurveyAdmin/AssignOptions', assignOptionsSchema, { signal }) });

/** Staff only; `enabled` false (a teacher's results page) makes no call, so nothing is refused on load. */
export const useAssignments = (id: number, enabled = true) =>
  useQuery({
    queryKey: surveyKeys.assignments(id),
    queryFn: ({ signal }) => http.get(`/SurveyAdmin/Survey/${id}/Assignments`, z.array(assignmentRowSchema), { signal }),
    enabled: enabled && id > 0,
  });

export const useTeacherAssignments = (enabled: boolean) =>
  useQuery({ queryKey: surveyKeys.teacherAssignments(), queryFn: ({ signal }) => http.get('/SurveyAdmin/TeacherAssignments', z.array(assignmentRowSchema), { signal }), enabled });

export function useAssign(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignmentCreate) => http.post(`/SurveyAdmin/Survey/${id}/Assignments`, z.array(assignmentRowSchema), body),
    onSuccess: () => client.invalidateQueries({ queryKey: surveyKeys.all }),
  });
}

export function useRemoveAssignment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (assignmentId: number) => http.del(`/SurveyAdmin/Assignment/${assignmentId}`, z.unknown()),
    onSuccess: () => client.invalidateQueries({ queryKey: surveyKeys.admin() }),
  });
}

export const useResults = (id: number, assignmentId: number | null) =>
  useQuery({
    queryKey: surveyKeys.results(id, assignmentId),
    queryFn: ({ signal }) => http.get(`/SurveyAdmin/Survey/${id}/Results`, surveyResultsSchema, { query: { assignmentId: assignmentId ?? undefined }, signal }),
  });

export const exportResults = (id: number, assignmentId: number | null) =>
  http.post(`/SurveyAdmin/Survey/${id}/Export`, exportFileSchema, undefined, { query: { assignmentId: assignmentId ?? undefined } });
