import {
  personRoleDetailsSchema, personRolesSchema, roleCandidateSchema, roleHoldersPageSchema, roleSummarySchema, type RoleChangeInput,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../shared/http-client.ts';
import type { PageRequest } from '../../../shared/paged-request.ts';

/** The roles calls' query keys; under ['people'] so a change refreshes the people pages too. */
export const rolesKeys = {
  all: ['people', 'roles'] as const,
  list: () => [...rolesKeys.all, 'list'] as const,
  holders: (role: string, queryText: string) => [...rolesKeys.all, 'holders', role, queryText] as const,
  candidates: (text: string) => [...rolesKeys.all, 'candidates', text] as const,
  person: (id: number) => [...rolesKeys.all, 'person', id] as const,
};

/** One grant or revoke: whom, which role, why. */
export interface RoleChangeRequest extends RoleChangeInput {
  personId: number;
}

/** The roles page's calls (server modules/people/roles.routes.ts), parsed with the contracts' schemas. */
export const rolesApi = {
  list: () => http.get('/people/roles', z.array(roleSummarySchema)),
  holders: (role: string, queryText: string, r: PageRequest, signal?: AbortSignal) =>
    http.get(`/people/roles/${encodeURIComponent(role)}/holders`, roleHoldersPageSchema, { query: { pageNo: r.pageNo, pageSize: r.pageSize, queryText }, signal }),
  candidates: (queryText: string) => http.get('/people/roles/candidates', z.array(roleCandidateSchema), { query: { queryText } }),
  person: (id: number) => http.get(`/people/${id}/roles`, personRoleDetailsSchema),
  grant: ({ personId, ...change }: RoleChangeRequest) => http.post(`/people/${personId}/roles/grant`, personRolesSchema, change),
  revoke: ({ personId, ...change }: RoleChangeRequest) => http.post(`/people/${personId}/roles/revoke`, personRolesSchema, change),
};

/** `enabled` false for who may not see roles, so the page asks nothing it would be refused. */
export function useRoles(enabled = true) {
  return useQuery({ queryKey: rolesKeys.list(), queryFn: rolesApi.list, enabled });
}

export function usePersonRoles(personId: number, enabled = true) {
  return useQuery({ queryKey: rolesKeys.person(personId), queryFn: () => rolesApi.person(personId), enabled });
}

/** The people found by a search text of the grant dialog; a blank text asks nothing. */
export function useRoleCandidates(text: string) {
  return useQuery({ queryKey: rolesKeys.candidates(text), queryFn: () => rolesApi.candidates(text), enabled: text !== '' });
}

/**
 * A grant or a revoke. Every people query is read again afterwards: the counts, the holders, the
 * person's roles and the people list's role column all change with it.
 */
export function useRoleChange(kind: 'grant' | 'revoke') {
  const client = useQueryClient();
  return useMutation({ mutationFn: rolesApi[kind], onSettled: () => client.invalidateQueries({ queryKey: ['people'] }) });
}
