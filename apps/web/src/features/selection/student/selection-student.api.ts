import {
  mentorPageSchema, selectCountSchema, selectionChoiceSchema, selectionResumeSchema, selectionRoundPageSchema, selectionRoundSchema,
  selectionStudentRecordSchema, supervisorPageSchema,
} from '@portal/contracts';
import type { SaveSelectTeacherBody, SelectionKind, SelectionPageType, SelectionRound } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../shared/http-client.ts';
import type { PageRequest } from '../../../shared/paged-request.ts';

/** The one query-key factory of the students' selection pages; every choice invalidates all of it. */
export const selectionKeys = {
  all: ['selection', 'student'] as const,
  rounds: (pageType: SelectionPageType, kind: SelectionKind) => [...selectionKeys.all, 'rounds', pageType, kind] as const,
  round: (pageType: SelectionPageType, kind: SelectionKind, id: number) => [...selectionKeys.all, 'round', pageType, kind, id] as const,
  mentors: (selectionId: number) => [...selectionKeys.all, 'mentors', selectionId] as const,
  supervisors: (selectionId: number) => [...selectionKeys.all, 'supervisors', selectionId] as const,
  count: (selectionId: number) => [...selectionKeys.all, 'count', selectionId] as const,
  resume: () => [...selectionKeys.all, 'resume'] as const,
};

/** Enough rows to find one round among a student's own: a student takes part in a handful. */
const ALL_ROUNDS = 200;

/** SEL-C01…C09 at the spec's paths (selection.md §7), and the withdrawal of the server README ('Choices'). */
export const selectionApi = {
  current: (pageType: SelectionPageType, kind: SelectionKind) =>
    http.get(`/GSMSelectionInfo/GetCurrentValidSelectionInfo/${pageType}`, z.array(selectionRoundSchema), { query: { selectionType: kind } }),
  rounds: (pageType: SelectionPageType, kind: SelectionKind, studentId: number, r: PageRequest, signal?: AbortSignal) =>
    http.post('/GSMSelectionStudent/GetMySelectionInfoPageList', selectionRoundPageSchema, { ...r, pageType, studentId, selectionType: kind }, { signal }),
  mentors: (pageType: SelectionPageType, round: SelectionRound, r: PageRequest, signal?: AbortSignal) =>
    http.post('/GSMSelectionStudent/GetWaitSelectionPageList', mentorPageSchema,
      { orderBy: 'name', sort: 'asc', ...r, pageType, selectionId: round.id, isCurrentSelection: round.isCurrentSelection }, { signal }),
  supervisors: (pageType: SelectionPageType, round: SelectionRound, studentId: number, r: PageRequest, signal?: AbortSignal) =>
    http.post('/GSMSelectionStudent/GetWaitSelectionTeacherPageList', supervisorPageSchema,
      { ...r, pageType, selectionId: round.id, studentId, ...(pageType === 'mba' ? { isCurrentSelection: round.isCurrentSelection } : {}) }, { signal }),
  record: (selectionId: number) => http.get(`/GSMSelectionStudent/${selectionId}`, selectionStudentRecordSchema),
  resume: () => http.get('/GSMSelectionStudent/GetResume', selectionResumeSchema),
  saveResume: (file: { id: string; fileName: string; fileUrl: string }) =>
    http.post('/GSMSelectionStudent/SaveResume', selectionResumeSchema, { id: 0, resumeGuid: file.id, resumeName: file.fileName, resumeFile: file.fileUrl }),
  count: (selectionId: number) => http.get(`/GSMSelectionStudent/GetSelectCount/${selectionId}`, selectCountSchema),
  choose: (body: SaveSelectTeacherBody) => http.post('/GSMSelectionStudent/SaveSelectTeacher', selectionChoiceSchema, body),
  withdraw: (choiceId: number) => http.post(`/selection/student/choices/${choiceId}/withdraw`, z.null()),
};

/**
 * One round of the student's, by id, from their own list: the list pages need its name, whether it
 * is current and whether it has ended, and the student has no other way to read one round.
 */
export function useMyRound(pageType: SelectionPageType, kind: SelectionKind, studentId: number, id: number) {
  return useQuery({
    queryKey: selectionKeys.round(pageType, kind, id),
    queryFn: async ({ signal }) => {
      const page = await selectionApi.rounds(pageType, kind, studentId, { pageNo: 0, pageSize: ALL_ROUNDS, conModels: [] }, signal);
      return page.data.find((r) => r.id === id) ?? null;
    },
    enabled: Number.isInteger(id) && id > 0,
  });
}

export const useSelectCount = (selectionId: number, enabled: boolean) =>
  useQuery({ queryKey: selectionKeys.count(selectionId), queryFn: () => selectionApi.count(selectionId), enabled });

export const useSelectionResume = () => useQuery({ queryKey: selectionKeys.resume(), queryFn: selectionApi.resume });

/** A write of the student's: rounds, lists, counts and the resume are read again. */
export function useSelectionMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: selectionKeys.all }) });
}
