import { evaluationSettingsSchema } from '@portal/contracts';
import type { EvaluationSettingsInput } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http-client.ts';

export const evaluationKeys = {
  settings: ['careers', 'evaluation', 'settings'] as const,
};

export const evaluationApi = {
  settings: (signal: AbortSignal) => http.get('/career/evaluation-settings', evaluationSettingsSchema, { signal }),
  save: (v: EvaluationSettingsInput) => http.put('/career-admin/evaluation-settings', evaluationSettingsSchema, v),
};

export const useEvaluationSettings = () =>
  useQuery({ queryKey: evaluationKeys.settings, queryFn: ({ signal }) => evaluationApi.settings(signal) });

/** Saving stores the answer as the settings every page reads. */
export function useSaveEvaluationSettings() {
  const client = useQueryClient();
  return useMutation({ mutationFn: evaluationApi.save, onSuccess: (saved) => client.setQueryData(evaluationKeys.settings, saved) });
}
