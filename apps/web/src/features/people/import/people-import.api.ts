import {
  pageOf, peopleImportPreviewSchema, peopleImportResultSchema, peopleImportRowSchema, peopleImportStateSchema,
  type PeopleImportConfirm, type PersonKind,
} from '@portal/contracts';
import { http } from '../../../shared/http-client.ts';
import type { PageRequest } from '../../../shared/paged-request.ts';

/** The roll import's calls (server modules/people/import.routes.ts) and its query keys. */
export const peopleImportKeys = {
  all: ['people', 'imports'] as const,
  rows: (id: string, show: string) => [...peopleImportKeys.all, id, 'rows', show] as const,
  state: (id: string) => [...peopleImportKeys.all, id, 'state'] as const,
};

export const peopleImportApi = {
  preview: (kind: PersonKind, file: Blob, onUploadProgress: (fraction: number) => void) =>
    http.upload('/people/imports', file, peopleImportPreviewSchema, { query: { kind }, onUploadProgress }),
  rows: (id: string, show: string, request: PageRequest, signal: AbortSignal) =>
    http.get(`/people/imports/${id}/rows`, pageOf(peopleImportRowSchema), { query: { pageNo: request.pageNo, pageSize: request.pageSize, show }, signal }),
  state: (id: string) => http.get(`/people/imports/${id}`, peopleImportStateSchema),
  confirm: (id: string, body: PeopleImportConfirm) => http.post(`/people/imports/${id}/confirm`, peopleImportResultSchema, body),
};
