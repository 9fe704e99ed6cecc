import { z } from 'zod';
import { pageQuerySchema } from '../paging.ts';

/** Contracts of the teaching domain's timetable part (FEATURES §2.3, ACAD-C31, C33-C37, N09-N12). */
export * from './timetable-week-label.ts';

const optionalInt = z.coerce.number().int().min(0).max(1_000_000).optional();

/** GET /GSMSchoolYear/QueryGSMSchoolYearList?PageNo=0&PageSize=100&Sort=desc&OrderBy=SchoolYear (either case). */
export const schoolYearListQuerySchema = z.object({
  PageNo: optionalInt, PageSize: optionalInt, Sort: z.string().max(4).optional(), OrderBy: z.string().max(64).optional(),
  pageNo: optionalInt, pageSize: optionalInt, sort: z.string().max(4).optional(), orderBy: z.string().max(64).optional(),
});

/** ACAD-N09. Dates are school days; termEndDate is the term's last day. curMonth 'YYYY-MM': this month in the current term, else the term's first. */
export const schoolTermItemSchema = z.object({
  termValue: z.number().int(),
  termName: z.string(),
  termNameEn: z.string(),
  isCurTerm: z.boolean(),
  curMonth: z.string(),
  termBeginDate: z.string(),
  termEndDate: z.string(),
});
export const schoolYearItemSchema = z.object({
  schoolYear: z.number().int(),
  schoolYearName: z.string(),
  isCurSchoolYear: z.boolean(),
  termList: z.array(schoolTermItemSchema),
});
export type SchoolYearItem = z.infer<typeof schoolYearItemSchema>;
export type SchoolTermItem = z.infer<typeof schoolTermItemSchema>;

/** GET /GSMClassTimes?PageSize=100 (ACAD-N12). */
export const classTimesQuerySchema = z.object({ PageNo: optionalInt, PageSize: optionalInt, pageNo: optionalInt, pageSize: optionalInt });
export const classTimeItemSchema = z.object({
  id: z.number().int(),
  classTimesName: z.string(),
  classTimesNameEn: z.string(),
  classTimesBeginTime: z.string(),
  classTimesEndTime: z.string(),
});
export type ClassTimeItem = z.infer<typeof classTimeItemSchema>;

const termFields = {
  studentNumber: z.string().max(40).optional().nullable(),
  year: z.coerce.number().int().min(1900).max(2200).optional().nullable(),
  term: z.coerce.number().int().min(1).max(4).optional().nullable(),
  courseName: z.string().max(200).optional().nullable().transform((s) => (s ?? '').trim()),
  pageType: z.string().max(20).optional().nullable(),
};

/** 'YYYY-MM', a real month. */
export const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** ACAD-C34/C35 body. The month is checked by the server (700/93401), so the web and the server say the same. */
export const timetableMonthBodySchema = z.object({
  pageNo: z.coerce.number().int().min(0).max(1_000_000).optional(),
  ...termFields,
  yearMonth: z.string().max(20).optional().nullable(),
});
export type TimetableMonthBody = z.input<typeof timetableMonthBodySchema>;

/** ACAD-N11. Times 'HH:MM' at the school; names in both languages. */
export const timetableDayCourseSchema = z.object({
  startTime: z.string(),
  endTime: z.string(),
  courseName: z.string(),
  courseNameEn: z.string(),
  classPlace: z.string(),
  classPlaceEn: z.string(),
  teacherNames: z.string(),
  teacherNamesEn: z.string(),
  className: z.string(),
  classNameEn: z.string(),
  pageType: z.string(),
});
export const timetableDaySchema = z.object({ day: z.string(), courseTimetableInfoList: z.array(timetableDayCourseSchema) });
export type TimetableDay = z.infer<typeof timetableDaySchema>;
export type TimetableDayCourse = z.infer<typeof timetableDayCourseSchema>;

/** ACAD-C36/C37 body: the paged list request plus the spec's fields. */
export const timetableListBodySchema = pageQuerySchema.extend({
  ...termFields,
  classPlace: z.string().max(200).optional().nullable(),
  className: z.string().max(200).optional().nullable(),
  hrUserId: z.string().max(40).optional().nullable(),
});
export type TimetableListBody = z.input<typeof timetableListBodySchema>;

/** ACAD-N10: one weekly slot (benyan, MBA) or one dated session (EMBA). */
export const timetableRowSchema = z.object({
  courseName: z.string(),
  courseNameEn: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  classPlace: z.string(),
  classPlaceEn: z.string(),
  teacherNames: z.string(),
  teacherNamesEn: z.string(),
  className: z.string(),
  classNameEn: z.string(),
  courseType: z.number().int(),
  year: z.number().int(),
  yearName: z.string(),
  term: z.number().int(),
  termName: z.string(),
  termNameEn: z.string(),
  selectedWeek: z.string(),
  weekName: z.number().int().nullable(),
  weekTimeStartName: z.string(),
  weekTimeEndName: z.string(),
  weekTimeStartNameEn: z.string(),
  weekTimeEndNameEn: z.string(),
  gsmStartClassWeekEMBAId: z.number().int().nullable(),
  gsmStartClassWeeklyCourseId: z.number().int().nullable(),
});
export type TimetableRow = z.infer<typeof timetableRowSchema>;

/** Fields the timetable list sorts and filters by (conModels, orderBy). */
export const timetableListFields = ['courseName', 'className', 'classPlace', 'courseType', 'weekName', 'startDate', 'teacherNames'] as const;
