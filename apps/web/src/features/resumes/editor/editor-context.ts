import { dictionaryItemSchema } from '@portal/contracts';
import type { DictionaryItem, ResumeLang, ResumeSection, ResumeStudentTypeCode } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { z } from 'zod';
import { http } from '../../../shared/http-client.ts';
import { useLanguage } from '../../../shared/language.ts';
import { resumeKeys } from '../resumes.api.ts';

/** What every section of one editor shares: the resume, its language and student type, and the unsaved-changes marks. */
export interface EditorContextValue {
  id: number;
  lang: ResumeLang;
  type: ResumeStudentTypeCode;
  /** English sections whose Chinese counterpart was saved after them (QueryVDResumeBase.staleSections). */
  stale: readonly ResumeSection[];
  /** A section reports edits not yet saved (true) or saved (false); Preview and Submit ask about them. */
  setDirty: (section: ResumeSection, dirty: boolean) => void;
}

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditor(): EditorContextValue {
  const v = useContext(EditorContext);
  if (!v) throw new Error('useEditor outside the resume editor');
  return v;
}

/** The dictionaries the sections choose from (career.md §7). */
export type ResumeDictionary = 'HRPolitical' | 'VDResumeEduInfoDegree' | 'VDResumeEduInfoType' | 'Proficiency' | 'EnglishLevel';

/**
 * A dictionary's items as select options: the Chinese label (fieldName) on a Chinese screen editing
 * the Chinese resume, the English one (extraProperties) otherwise, since the English resume prints it.
 */
export function useDictionaryOptions(type: ResumeDictionary) {
  const uiLang = useLanguage();
  const { lang } = useEditor();
  const query = useQuery({
    queryKey: [...resumeKeys.all, 'dictionary', type],
    queryFn: ({ signal }) => http.post('/GsmBishopManagement/dataDictionaryByType', z.array(dictionaryItemSchema), undefined, { query: { value: type }, signal }),
    staleTime: 10 * 60_000,
  });
  const english = uiLang === 'en-US' || lang === 'en';
  const label = (d: DictionaryItem) => (english && d.extraProperties ? d.extraProperties : d.fieldName);
  return { loading: query.isLoading, options: (query.data ?? []).map((d) => ({ value: d.fieldValue, label: label(d) })) };
}
