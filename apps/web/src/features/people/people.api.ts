import {
  issuedPasswordLinkSchema, personCreatedSchema, personDetailSchema, personPageSchema,
  type PersonBodyInput, type PersonCreateInput, type PersonLeft, type PersonListQuery,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/http-client.ts';
import type { PageRequest } from '../../shared/paged-request.ts';

/**
 * The people list, a person's page and one person's edits (server people-admin.routes.ts,
 * password-link.routes.ts). The other people parts key their queries under the same root.
 */
export const peopleKeys = {
  all: ['people'] as const,
  lists: () => [...peopleKeys.all, 'list'] as const,
  list: (filter: PeopleFilter) => [...peopleKeys.lists(), filter] as const,
  detail: (id: number) => [...peopleKeys.all, 'detail', id] as const,
};

/** The page rules of the list and of a person's page (server people.module.ts). */
export const PEOPLE_PAGE = '/admin/people';
export const PERSON_PAGE = '/admin/people/:id';

/** The list's own filters as the page holds them; blanks are left out of the request. */
export type PeopleFilter = Partial<Pick<PersonListQuery, 'kind' | 'pageType' | 'entranceYear' | 'className' | 'status' | 'role' | 'queryText'>>;

export const peopleApi = {
  list: (filter: PeopleFilter, r: PageRequest, signal?: AbortSignal) => http.get('/people', personPageSchema, {
    query: { ...filter, pageNo: r.pageNo, pageSize: r.pageSize, orderBy: r.orderBy, sort: r.sort }, signal,
  }),
  detail: (id: number) => http.get(`/people/${id}`, personDetailSchema),
  create: (body: PersonCreateInput) => http.post('/people', personCreatedSchema, body),
  update: (id: number, body: PersonBodyInput) => http.put(`/people/${id}`, personDetailSchema, body),
  disable: (id: number) => http.post(`/people/${id}/disable`, personDetailSchema),
  enable: (id: number) => http.post(`/people/${id}/enable`, personDetailSchema),
  left: (id: number, body: PersonLeft) => http.post(`/people/${id}/left`, personDetailSchema, body),
  returned: (id: number) => http.post(`/people/${id}/return`, personDetailSchema),
  passwordLink: (id: number) => http.post(`/people/${id}/password-link`, issuedPasswordLinkSchema),
};

export function usePerson(id: number) {
  return useQuery({ queryKey: peopleKeys.detail(id), queryFn: () => peopleApi.detail(id), enabled: id > 0 });
}

/**
 * A change to one person that answers the person's page: the answer replaces the page's data at
 * once and every list is read again (the row's status or name changed).
 */
export function usePersonChange<V>(id: number, change: (v: V) => Promise<Awaited<ReturnType<typeof peopleApi.detail>>>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (detail) => client.setQueryData(peopleKeys.detail(id), detail),
    onSettled: () => client.invalidateQueries({ queryKey: peopleKeys.lists() }),
  });
}

export function useCreatePerson() {
  const client = useQueryClient();
  return useMutation({ mutationFn: peopleApi.create, onSuccess: () => client.invalidateQueries({ queryKey: peopleKeys.lists() }) });
}

/** A password link changes the account's history (its audit row): the page reads it again. */
export function usePasswordLink(id: number) {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => peopleApi.passwordLink(id), onSettled: () => client.invalidateQueries({ queryKey: peopleKeys.detail(id) }) });
}
