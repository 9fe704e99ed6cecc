import { classTimeItemSchema, pageOf, schoolYearItemSchema, timetableDaySchema, timetableRowSchema } from '@portal/contracts';
import type { Page, TimetableRow } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../shared/http-client.ts';
import type { PageRequest } from '../../../shared/paged-request.ts';
import type { TimetableMode } from './timetable-rules.ts';

/** The one query-key factory of the timetable. */
export const timetableKeys = {
  all: ['teaching', 'timetable'] as const,
  schoolYears: () => [...timetableKeys.all, 'school-years'] as const,
  classTimes: () => [...timetableKeys.all, 'class-times'] as const,
  month: (year: number, term: number, yearMonth: string, courseName: string) => [...timetableKeys.all, 'month', year, term, yearMonth, courseName] as const,
  list: (mode: TimetableMode, year: number | undefined, term: number | undefined) => [...timetableKeys.all, 'list', mode, year, term] as const,
};

const yearPage = pageOf(schoolYearItemSchema);
const classTimePage = pageOf(classTimeItemSchema);
const rowPage = pageOf(timetableRowSchema);

export const timetableApi = {
  schoolYears: (signal?: AbortSignal) =>
    http.get('/GSMSchoolYear/QueryGSMSchoolYearList', yearPage, { query: { PageNo: 0, PageSize: 100, Sort: 'desc', OrderBy: 'SchoolYear' }, signal }),
  classTimes: (signal?: AbortSignal) => http.get('/GSMClassTimes', classTimePage, { query: { PageSize: 100 }, signal }),
  month: (body: { year: number; term: number; yearMonth: string; courseName: string; studentNumber: string }, signal?: AbortSignal) =>
    http.post('/GSMStartClass/QueryCourseTimetableForMBAStudyByMonth', z.array(timetableDaySchema), { pageNo: 0, pageType: null, ...body }, { signal }),
  list: (mode: TimetableMode, r: PageRequest, filter: { year?: number | undefined; term?: number | undefined; studentNumber: string }, signal?: AbortSignal): Promise<Page<TimetableRow>> =>
    http.post(mode === 'weekly' ? '/GSMStartClass/QueryCourseTimetableListForMBAStudy' : '/GSMStartClass/QueryCourseTimetableListForEMBAStudy', rowPage, { ...r, ...filter }, { signal }),
};

export function useSchoolYears() {
  return useQuery({ queryKey: timetableKeys.schoolYears(), queryFn: ({ signal }) => timetableApi.schoolYears(signal), staleTime: 10 * 60_000 });
}

export function useClassTimes() {
  return useQuery({ queryKey: timetableKeys.classTimes(), queryFn: ({ signal }) => timetableApi.classTimes(signal), staleTime: 60 * 60_000 });
}

export function useTimetableMonth(q: { year?: number | undefined; term?: number | undefined; yearMonth?: string | undefined; courseName: string; studentNumber: string }) {
  const { year, term, yearMonth } = q;
  return useQuery({
    queryKey: timetableKeys.month(year ?? 0, term ?? 0, yearMonth ?? '', q.courseName),
    queryFn: ({ signal }) => timetableApi.month({ year: year!, term: term!, yearMonth: yearMonth!, courseName: q.courseName, studentNumber: q.studentNumber }, signal),
    enabled: !!year && !!term && !!yearMonth,
  });
}
