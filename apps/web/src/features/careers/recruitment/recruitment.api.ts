import {
  ConditionalType, SHOW_EXPIRED_FIELD, dictionaryItemSchema, employerAdminRowSchema, enterpriseSchema, fileRecordSchema, filePreviewSchema, pageOf,
  positionAdminDetailSchema, positionAdminRowSchema, positionDetailSchema, positionImportPreviewSchema, positionRowSchema,
} from '@portal/contracts';
import type { EmployerInput, PositionAction, PositionImportRow, PositionInput } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../shared/http-client.ts';
import type { PageRequest } from '../../../shared/paged-request.ts';

/** The one query-key factory of the recruitment pages; every console write invalidates through it. */
export const recruitKeys = {
  all: ['careers', 'recruitment'] as const,
  list: (showExpired: boolean) => [...recruitKeys.all, 'list', showExpired] as const,
  position: (id: number) => [...recruitKeys.all, 'position', id] as const,
  employer: (id: number) => [...recruitKeys.all, 'employer', id] as const,
  preview: (fileId: string) => [...recruitKeys.all, 'preview', fileId] as const,
  dictionary: (type: string) => [...recruitKeys.all, 'dictionary', type] as const,
  admin: () => [...recruitKeys.all, 'admin'] as const,
  adminPositions: () => [...recruitKeys.admin(), 'positions'] as const,
  adminPosition: (id: number) => [...recruitKeys.admin(), 'position', id] as const,
  adminEmployers: () => [...recruitKeys.admin(), 'employers'] as const,
};

const savedId = z.object({ id: z.number().int() });

/** README 'Expired postings': the switch travels as one more conModels condition. */
const withExpired = (r: PageRequest, showExpired: boolean): PageRequest =>
  (showExpired ? { ...r, conModels: [...r.conModels, { fieldName: SHOW_EXPIRED_FIELD, fieldValue: 'true', conditionalType: ConditionalType.equal }] } : r);

export const recruitApi = {
  list: (r: PageRequest, showExpired: boolean, signal: AbortSignal) =>
    http.post('/VD/QueryPositionList', pageOf(positionRowSchema), withExpired(r, showExpired), { signal }),
  position: (id: number) => http.get(`/VD/GetPosition/${id}`, positionDetailSchema),
  employer: (id: number) => http.get(`/VD/GetEnterprise/${id}`, enterpriseSchema),
  preview: (fileId: string) => http.get(`/VD/PositionFilePreview/${fileId}`, filePreviewSchema),

  adminPositions: (r: PageRequest, signal: AbortSignal) => http.post('/career-admin/positions/list', pageOf(positionAdminRowSchema), r, { signal }),
  adminPosition: (id: number) => http.get(`/career-admin/positions/${id}`, positionAdminDetailSchema),
  createPosition: (v: PositionInput) => http.post('/career-admin/positions', savedId, v),
  updatePosition: (v: { id: number; input: PositionInput }) => http.put(`/career-admin/positions/${v.id}`, savedId, v.input),
  act: (v: { id: number; action: PositionAction }) => http.post(`/career-admin/positions/${v.id}/lifecycle`, savedId, { action: v.action }),
  exportPositions: (r: Pick<PageRequest, 'queryText' | 'conModels'>) => http.post('/career-admin/positions/export', fileRecordSchema, r),
  importPreview: (file: Blob) => http.upload('/career-admin/positions/import/preview', file, positionImportPreviewSchema),
  importConfirm: (rows: PositionImportRow[]) => http.post('/career-admin/positions/import/confirm', z.object({ saved: z.number().int() }), { rows }),

  adminEmployers: (r: PageRequest, signal: AbortSignal) => http.post('/career-admin/employers/list', pageOf(employerAdminRowSchema), r, { signal }),
  createEmployer: (v: EmployerInput) => http.post('/career-admin/employers', savedId, v),
  updateEmployer: (v: { id: number; input: EmployerInput }) => http.put(`/career-admin/employers/${v.id}`, savedId, v.input),
};

export const usePosition = (id: number) => useQuery({ queryKey: recruitKeys.position(id), queryFn: () => recruitApi.position(id), enabled: id > 0, retry: false });
export const useEmployer = (id: number) => useQuery({ queryKey: recruitKeys.employer(id), queryFn: () => recruitApi.employer(id), enabled: id > 0, retry: false });
export const useFilePreview = (fileId: string | null) =>
  useQuery({ queryKey: recruitKeys.preview(fileId ?? ''), queryFn: () => recruitApi.preview(fileId!), enabled: !!fileId, retry: false });
export const useAdminPosition = (id: number) => useQuery({ queryKey: recruitKeys.adminPosition(id), queryFn: () => recruitApi.adminPosition(id), enabled: id > 0 });

/** A dictionary of the recruitment pages (PositionCategory, EnterpriseIndustry, EnterpriseProperty, StudentBaseInfoEducationBackground). */
export const useRecruitDictionary = (type: string) =>
  useQuery({
    queryKey: recruitKeys.dictionary(type),
    queryFn: ({ signal }) => http.post('/GsmBishopManagement/dataDictionaryByType', z.array(dictionaryItemSchema), undefined, { query: { value: type }, signal }),
    staleTime: 10 * 60 * 1000,
  });

/** A console write; every recruitment list and detail is read again after it. */
export function useRecruitMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: recruitKeys.all }) });
}

/** Opens a signed file link (an export); it needs no bearer header. */
export function openFile(url: string): void {
  window.open(url, '_blank', 'noopener');
}
