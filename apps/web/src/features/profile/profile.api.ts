import {
  baseInfoSchema, cadreSchema, degreeSchema, dictionaryItemSchema, intentionDicPageSchema, intentionSchema, practiceSchema, profileAdminDetailSchema,
  profileAdminStudentPageSchema, profileExportSchema, profileLimits, profilePaths, profileSavedSchema, recruitInfoSchema, rewardsSchema, profileSkillsSchema,
  statisticsPageSchema, studyInfoSchema,
} from '@portal/contracts';
import type {
  BaseInfoValues, CadresInput, DegreeInput, IntentionInput, PracticesInput, PageTypeName, ProfileExportInput, RecruitInput, RewardsInput, ProfileSkillsInput, StudyInput,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../shared/http-client.ts';
import { useLanguage } from '../../shared/language.ts';

/** The console's search as the page keeps it (the query string of GET /profile/admin/students). */
export interface AdminSearchParams {
  pageNo: number;
  pageSize: number;
  queryText: string;
  entranceYear?: number;
  pageType?: PageTypeName;
}

/** The one query-key factory of the profile pages; every save invalidates the section it wrote. */
export const profileKeys = {
  all: ['profile'] as const,
  section: (studentId: number, section: string) => [...profileKeys.all, 'section', studentId, section] as const,
  statistics: (studentId: number, year: string) => [...profileKeys.all, 'statistics', studentId, year] as const,
  dictionary: (type: string) => [...profileKeys.all, 'dictionary', type] as const,
  political: () => [...profileKeys.all, 'political'] as const,
  intentionDictionary: () => [...profileKeys.all, 'intention-dictionary'] as const,
  adminSearch: (params: AdminSearchParams) => [...profileKeys.all, 'admin', 'search', params] as const,
  adminDetail: (studentId: number) => [...profileKeys.all, 'admin', 'detail', studentId] as const,
};

/** PROF-C01…C22 at the spec's paths (the contracts' profilePaths), and the staff console's calls. */
export const profileApi = {
  baseInfo: (studentId: number) => http.get(profilePaths.baseInfo(studentId), baseInfoSchema),
  /** S01: a record with id 0 is created, any other updated. */
  saveBaseInfo: (body: BaseInfoValues) => (body.id
    ? http.put(profilePaths.baseInfoUpdate(body.id), profileSavedSchema, body)
    : http.post(profilePaths.baseInfoCreate, profileSavedSchema, body)),
  recruit: (studentId: number) => http.post(profilePaths.recruit(studentId), recruitInfoSchema),
  saveRecruit: (body: RecruitInput) => http.post(profilePaths.recruitSave, profileSavedSchema, body),
  rewards: (studentId: number) => http.get(profilePaths.rewards(studentId), rewardsSchema),
  saveRewards: (body: RewardsInput) => http.post(profilePaths.rewardsSave, profileSavedSchema, body),
  degree: (studentId: number) => http.get(profilePaths.degree(studentId), degreeSchema),
  saveDegree: (body: DegreeInput & { id: number }) => (body.id
    ? http.put(profilePaths.degreeUpdate(body.id), profileSavedSchema, body)
    : http.post(profilePaths.degreeCreate, profileSavedSchema, body)),
  cadres: (studentId: number) => http.get(profilePaths.cadres(studentId), z.array(cadreSchema)),
  saveCadres: (body: CadresInput) => http.post(profilePaths.cadresSave, profileSavedSchema, body),
  study: (studentId: number) => http.get(profilePaths.study(studentId), studyInfoSchema),
  saveStudy: (body: StudyInput) => http.post(profilePaths.studySave, profileSavedSchema, body),
  skills: (studentId: number) => http.get(profilePaths.skills(studentId), profileSkillsSchema),
  saveSkills: (body: ProfileSkillsInput) => http.post(profilePaths.skillsSave, profileSavedSchema, body),
  practice: (studentId: number) => http.get(profilePaths.practice(studentId), z.array(practiceSchema)),
  savePractice: (body: PracticesInput) => http.post(profilePaths.practiceSave, profileSavedSchema, body),
  intention: (studentId: number) => http.get(profilePaths.intention(studentId), intentionSchema),
  saveIntention: (body: IntentionInput) => http.post(profilePaths.intentionSave, profileSavedSchema, body),
  intentionDictionary: () =>
    http.post(profilePaths.intentionDictionary, intentionDicPageSchema, { pageNo: 0, pageSize: profileLimits.intentionDictionaryPageSize }),
  /** C22; `year` is a year or 'all'. */
  statistics: (studentId: number, year: string) =>
    http.get(profilePaths.statistics, statisticsPageSchema, { query: { pageNo: 0, pageSize: profileLimits.statisticsPageSize, studentId, activityYear: year } }),
  adminSearch: (params: AdminSearchParams) => http.get(profilePaths.adminStudents, profileAdminStudentPageSchema, { query: { ...params } }),
  adminDetail: (studentId: number) => http.get(profilePaths.adminProfile(studentId), profileAdminDetailSchema),
  adminExport: (body: ProfileExportInput) => http.post(profilePaths.adminExport, profileExportSchema, body),
};

/** One section's data of one student. */
export function useSection<T>(studentId: number, section: string, load: (studentId: number) => Promise<T>, enabled = true) {
  return useQuery({ queryKey: profileKeys.section(studentId, section), queryFn: () => load(studentId), enabled });
}

/** A section's save: on success its data is fetched again, so the form shows what the server stored. */
export function useSectionSave<B, R>(studentId: number, section: string, save: (body: B) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: save, onSuccess: () => client.invalidateQueries({ queryKey: profileKeys.section(studentId, section) }) });
}

/** A data dictionary's items as options: the English text (extraProperties) in en-US (PROF-U01). */
export function useDictionaryOptions(type: string) {
  const lang = useLanguage();
  const query = useQuery({
    queryKey: profileKeys.dictionary(type),
    queryFn: ({ signal }) => http.post('/GsmBishopManagement/dataDictionaryByType', z.array(dictionaryItemSchema), undefined, { query: { value: type }, signal }),
    staleTime: 10 * 60_000,
  });
  const english = lang === 'en-US';
  return {
    loading: query.isLoading,
    options: (query.data ?? []).map((d) => ({ value: d.fieldValue, label: english && d.extraProperties ? d.extraProperties : d.fieldName })),
  };
}

const politicalSchema = z.array(z.object({ name: z.string(), enName: z.string() }));

/** Political status (`/GSMBAEnrollDic?Type=Political`): the stored value is the Chinese name. */
export function usePoliticalOptions() {
  const lang = useLanguage();
  const query = useQuery({
    queryKey: profileKeys.political(),
    queryFn: ({ signal }) => http.get('/GSMBAEnrollDic', politicalSchema, { query: { Type: 'Political' }, signal }),
    staleTime: 10 * 60_000,
  });
  return {
    loading: query.isLoading,
    options: (query.data ?? []).map((p) => ({ value: p.name, label: lang === 'en-US' && p.enName ? p.enName : p.name })),
  };
}

/** The graduation-intention dictionary (C21, page size 9999). */
export function useIntentionDictionary() {
  return useQuery({ queryKey: profileKeys.intentionDictionary(), queryFn: profileApi.intentionDictionary, staleTime: 10 * 60_000 });
}
