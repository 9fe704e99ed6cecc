import { dictionaryItemSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../shared/http-client.ts';
import { pickText, useLanguage } from '../../../shared/language.ts';
import { resumeKeys } from '../resumes.api.ts';

/** The long dictionaries can be searched by the text shown ('Other' is last, past the first screen of options). */
export const SEARCH_BY_LABEL = { optionFilterProp: 'label' };

export interface ChoiceOption {
  value: string;
  label: string;
}

/** A dictionary of the manual's choices (SHELL-C12): the code, the Chinese text, the English one in extraProperties. */
export function useManualDictionary(type: string | null) {
  const lang = useLanguage();
  const query = useQuery({
    queryKey: [...resumeKeys.all, 'dictionary', type ?? ''] as const,
    queryFn: ({ signal }) => http.post('/GsmBishopManagement/dataDictionaryByType', z.array(dictionaryItemSchema), undefined, { query: { value: type ?? '' }, signal }),
    enabled: !!type,
    staleTime: 10 * 60_000,
  });
  const options: ChoiceOption[] = (query.data ?? []).map((d) => ({ value: d.fieldValue, label: pickText(lang, d.fieldName, d.extraProperties) }));
  return { options, isLoading: query.isLoading };
}
