import { termRowSchema, termSavedSchema } from '@portal/contracts';
import type { TermInput } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../shared/http-client.ts';

export const TERMS_PAGE = '/admin/teaching/terms';

/** The one query-key factory of the school calendar pages; every mutation invalidates through it. */
export const termKeys = {
  all: ['teaching', 'terms'] as const,
  adminList: () => [...termKeys.all, 'admin'] as const,
};

export const termsApi = {
  adminList: () => http.get('/admin/teaching/terms', z.array(termRowSchema)),
  create: (v: TermInput) => http.post('/admin/teaching/terms', termSavedSchema, v),
  update: (v: TermInput) => http.put(`/admin/teaching/terms/${v.schoolYear}/${v.term}`, termSavedSchema, v),
  remove: (k: { schoolYear: number; term: number }) => http.del(`/admin/teaching/terms/${k.schoolYear}/${k.term}`, termSavedSchema),
};

export const useAdminTerms = () => useQuery({ queryKey: termKeys.adminList(), queryFn: termsApi.adminList });

export function useTermMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: termKeys.all }) });
}
