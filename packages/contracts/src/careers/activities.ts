import { z } from 'zod';
import { dateTimeSchema, idInputSchema, idSchema, INT32_MAX } from '../field-schemas.ts';
import type { MessageCode } from '../messages/index.ts';
import { MAX_PAGE_SIZE, pageQueryOf, pageQuerySchema } from '../paging.ts';

/** Careers: activities (FEATURES §2.5 CAR-C04…C09, N04, N05, S01, S02, K01…K04; README 'Activities'). */

/** CAR-K01: a personNum of 99999999 means unlimited places. */
export const UNLIMITED_PLACES = 99_999_999;
/** CAR-K04: activity and my-activity lists page at 10. */
export const ACTIVITY_PAGE_SIZE = 10;
/** CAR-K02: the entrance-year choices run from the current year back 7 years. */
export const ENTRANCE_YEAR_SPAN = 7;
/** A place may be given back until this many hours before the activity's first time (code 3290). */
export const WITHDRAW_CUTOFF_HOURS = 24;

/**
 * CAR-S01 onto the waitlist (Q-33, README 'Activities'): 1 registration successful = holds a place;
 * 3 registered = on the waitlist; 2 withdrawn; 4 failed = still waiting when the activity started.
 */
export const SignupStatus = { placed: 1, withdrawn: 2, waiting: 3, failed: 4 } as const;
export type SignupStatusCode = (typeof SignupStatus)[keyof typeof SignupStatus];
/** Check-in of a registrant holding a place: 1 attended, 2 no-show, null not recorded. */
export const Attendance = { attended: 1, noShow: 2 } as const;
/** vdActiveType: 1 a student activity, 2 an employer's activity (the same rules for both). */
export const ActiveType = { student: 1, enterprise: 2 } as const;
/** Student types of users.student_type_id an activity may be limited to. */
export const ACTIVITY_STUDENT_TYPES = [
  { id: 1, zh: '本科生', en: 'Undergraduate' },
  { id: 2, zh: '研究生', en: 'Graduate' },
  { id: 3, zh: 'MBA', en: 'MBA' },
  { id: 4, zh: 'EMBA', en: 'EMBA' },
] as const;

/** Where the sign-up stands, judged by the database clock (the list marks closed ones). */
export const SIGNUP_STATES = ['notOpen', 'open', 'closed', 'started', 'ended', 'organiserClosed'] as const;
export type SignupState = (typeof SIGNUP_STATES)[number];

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).default('');

/**
 * C04: the registration list. studentTypeIds and inSchoolYear are accepted and ignored: the list is
 * always the caller's own eligibility, from the caller's record (README 'Activities').
 */
export const activityListBodySchema = pageQueryOf(ACTIVITY_PAGE_SIZE).extend({
  studentTypeIds: z.union([z.array(z.number().int().min(0).max(INT32_MAX)).max(20), z.string().max(200)]).optional().nullable(),
  inSchoolYear: z.union([z.number().int().min(0).max(9999), z.string().max(200)]).optional().nullable(),
});
export type ActivityListBody = z.output<typeof activityListBodySchema>;

/** C07: my sign-ups; the StudentId equal condition is the caller, whatever it names. */
export const mySignupListBodySchema = pageQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(INT32_MAX).default(ACTIVITY_PAGE_SIZE).transform((n) => Math.min(n, MAX_PAGE_SIZE)),
});
export type MySignupListBody = z.output<typeof mySignupListBodySchema>;

export const activityTimeSchema = z.object({ beginTime: z.string(), endTime: z.string() });

/** CAR-N04, with the caller's own sign-up and the state of the sign-up window. */
export const activityRowSchema = z.object({
  id: z.number().int(),
  vdActiveType: z.number().int(),
  activityTypeKey: z.string(),
  activityTypeDes: z.string(),
  activityTypeDesEN: z.string(),
  name: z.string(),
  nameEn: z.string(),
  vdActiveTimes: z.array(activityTimeSchema),
  personNum: z.number().int(),
  /** Places held (status 1) and students waiting (status 3). */
  signUpCount: z.number().int(),
  waitingCount: z.number().int(),
  address: z.string(),
  addressEn: z.string(),
  /** Rich text, sanitised when stored and when served. */
  introduce: z.string(),
  introduceEn: z.string(),
  signupBeginTime: z.string(),
  signupEndTime: z.string(),
  signupState: z.enum(SIGNUP_STATES),
  surveyID: z.number().int().nullable(),
  surveyName: z.string().nullable(),
  surveyNameEn: z.string().nullable(),
  /** The survey engine's assignment of the activity (businessValue of the survey page). */
  surveyAssignmentId: z.number().int().nullable(),
  studentTypeIds: z.array(z.number().int()),
  studentTypeDes: z.string(),
  studentTypeDesEN: z.string(),
  /** '@'-delimited entrance years (CAR-K03); empty: every year. */
  inSchoolYear: z.string(),
  /** CAR-S02: the caller holds a place or waits (the button is disabled). */
  isSingup: z.boolean(),
  mySignupId: z.number().int().nullable(),
  myStatus: z.number().int().nullable(),
  creationTime: z.string(),
});
export type ActivityRow = z.infer<typeof activityRowSchema>;

/** C06. studentId must be the caller (403 otherwise); type and entrance year are read from the caller's record. */
export const activitySignupBodySchema = z.object({
  vdActivityId: idInputSchema,
  studentId: idInputSchema,
  pageType: z.string().max(20).optional().nullable(),
  studentTypeId: z.union([z.number().int().min(0).max(INT32_MAX), z.string().max(20)]).optional().nullable(),
  vdActiveType: z.union([z.number().int().min(0).max(9), z.string().max(2)]).optional().nullable(),
  entranceYear: z.union([z.number().int().min(0).max(9999), z.string().max(10)]).optional().nullable(),
  /** Ours: when the activity is full, join its waitlist instead of being refused with 3350. */
  joinWaitlist: z.boolean().optional().default(false),
});
export type ActivitySignupBody = z.output<typeof activitySignupBodySchema>;

export const activitySignupResultSchema = z.object({ id: z.number().int(), status: z.number().int() });
export type ActivitySignupResult = z.infer<typeof activitySignupResultSchema>;

/** CAR-N05 with its activity: the my-activities row and the drawer. */
export const mySignupRowSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  createTime: z.string(),
  /** Position on the waitlist (1 = next), null when not waiting. */
  waitPosition: z.number().int().nullable(),
  attendance: z.number().int().nullable(),
  /** A place of an ended activity whose check-in was taken, without the student's check-in (README 'No-show policy'). */
  noShow: z.boolean(),
  /** The office excused the no-show: it does not count. */
  excused: z.boolean(),
  /** Whether the withdraw button works now (README: the cut-off). */
  canWithdraw: z.boolean(),
  activity: activityRowSchema,
});
export type MySignupRow = z.infer<typeof mySignupRowSchema>;

// ---- The career office's console (ours; README 'Activities', 'Console') ----

export const activityTimeInputSchema = z.object({ beginTime: dateTimeSchema, endTime: dateTimeSchema });

export const activityInputSchema = z.object({
  vdActiveType: z.number().int().min(1).max(2).default(1),
  activityTypeKey: text(20),
  name: text(200),
  nameEn: text(200),
  vdActiveTimes: z.array(activityTimeInputSchema).min(1).max(6),
  personNum: z.number().int().min(1).max(UNLIMITED_PLACES),
  address: text(200),
  addressEn: text(200),
  introduce: optionalText(20_000),
  introduceEn: optionalText(20_000),
  signupBeginTime: dateTimeSchema,
  signupEndTime: dateTimeSchema,
  surveyID: idSchema.nullable().default(null),
  /** Empty: every type / every year. */
  studentTypeIds: z.array(z.number().int().min(1).max(4)).max(4).default([]),
  entranceYears: z.array(z.number().int().min(2000).max(2999)).max(20).default([]),
  /** The organiser closed registration (3450). */
  signupClosed: z.boolean().default(false),
});
export type ActivityInput = z.output<typeof activityInputSchema>;

/** The order of an activity's instants, checked by the console form and by the server alike. */
export function activityTimesProblem(v: Pick<ActivityInput, 'vdActiveTimes' | 'signupBeginTime' | 'signupEndTime'>): MessageCode | null {
  const ms = (s: string) => new Date(s).getTime();
  if (v.vdActiveTimes.some((t) => ms(t.beginTime) >= ms(t.endTime))) return '3360';
  if (ms(v.signupBeginTime) >= ms(v.signupEndTime)) return '3361';
  const first = Math.min(...v.vdActiveTimes.map((t) => ms(t.beginTime)));
  if (ms(v.signupEndTime) > first) return '3362';
  return null;
}

export const activityAdminListQuerySchema = pageQueryOf(10);

export const activityAdminRowSchema = activityRowSchema.extend({
  entranceYears: z.array(z.number().int()),
  signupClosed: z.boolean(),
});
export type ActivityAdminRow = z.infer<typeof activityAdminRowSchema>;

export const activityOptionSchema = z.object({ value: z.string(), label: z.string(), labelEn: z.string() });
export const activityAdminOptionsSchema = z.object({
  activityTypes: z.array(activityOptionSchema),
  surveys: z.array(z.object({ id: z.number().int(), name: z.string(), nameEn: z.string() })),
  entranceYears: z.array(z.number().int()),
});
export type ActivityAdminOptions = z.infer<typeof activityAdminOptionsSchema>;

export const registrantListQuerySchema = pageQueryOf(20);
export const registrantRowSchema = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  studentNumber: z.string(),
  studentName: z.string(),
  studentNameEn: z.string(),
  className: z.string(),
  /** The class's English name where it has one, else its Chinese name. */
  classNameEn: z.string(),
  status: z.number().int(),
  createTime: z.string(),
  attendance: z.number().int().nullable(),
  /** A no-show by the policy's rule (README 'No-show policy'), excused or not. */
  noShow: z.boolean(),
  /** The office's excuse: the reason and when, null when none. */
  excuseReason: z.string().nullable(),
  excusedAt: z.string().nullable(),
});
export type RegistrantRow = z.infer<typeof registrantRowSchema>;

export const attendanceUpdateSchema = z.object({ attendance: z.union([z.literal(1), z.literal(2)]).nullable() });
export type AttendanceUpdate = z.infer<typeof attendanceUpdateSchema>;
