import { anonymisedPersonSchema, personalDataExportSchema, personalDataRulesSchema } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/http-client.ts';

/** One person's data export and anonymisation (server modules/people, docs/privacy.md). */
export const personalDataKeys = {
  all: ['people', 'personal-data'] as const,
  rules: () => [...personalDataKeys.all, 'rules'] as const,
};

export const personalDataApi = {
  rules: () => http.get('/people/personal-data/rules', personalDataRulesSchema),
  exportZip: (id: number) => http.post(`/people/${id}/export`, personalDataExportSchema),
  anonymise: (id: number) => http.post(`/people/${id}/anonymise`, anonymisedPersonSchema),
};

export function usePersonalDataRules(enabled: boolean) {
  return useQuery({ queryKey: personalDataKeys.rules(), queryFn: personalDataApi.rules, enabled, staleTime: 10 * 60_000 });
}

export function useExportPersonalData() {
  return useMutation({ mutationFn: personalDataApi.exportZip });
}

/** Invalidates the people pages' queries (['people', …]) so the person shows as anonymised. */
export function useAnonymisePerson() {
  const client = useQueryClient();
  return useMutation({ mutationFn: personalDataApi.anonymise, onSuccess: () => client.invalidateQueries({ queryKey: ['people'] }) });
}
