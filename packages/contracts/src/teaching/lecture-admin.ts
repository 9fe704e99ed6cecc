import { z } from 'zod';
import { dateTimeSchema, idSchema } from '../field-schemas.ts';
import type { MessageCode } from '../messages/index.ts';
import { pageQueryOf } from '../paging.ts';
import { PageType } from '../permissions.ts';

/** Contracts of the lecture staff pages (teaching.admin; a teacher sees the lectures they give). */

const text = (max: number) => z.string().trim().min(1).max(max);

/** A lecture as staff create and edit it. Instants with their offset; the web sends the school's. */
export const lectureInputSchema = z.object({
  subject: text(200),
  subjectEn: text(200),
  schoolYear: z.number().int().min(2000).max(2999),
  termValue: z.number().int().min(1).max(4),
  startsAt: dateTimeSchema,
  endsAt: dateTimeSchema,
  address: text(200),
  addressEn: text(200),
  teacherNames: text(200),
  teacherNamesEn: text(200),
  /** Teachers with an account, who then see the lecture and its sign-ups. */
  teacherIds: z.array(idSchema).max(20).default([]),
  capacity: z.number().int().min(1).max(100_000),
  signupStartDay: dateTimeSchema,
  signupEndDay: dateTimeSchema,
  credit: z.number().min(0).max(99),
  /** Homework is handed in until this instant (exclusive); null: the lecture has no homework. */
  homeWorkDeadline: dateTimeSchema.nullable().default(null),
  /** The audience: programmes (pageType) and entrance years; an empty list admits everyone. */
  audiencePageTypes: z.array(z.enum(PageType)).max(PageType.length).default([]),
  audienceEntranceYears: z.array(z.number().int().min(1990).max(2999)).max(30).default([]),
});
export type LectureInput = z.output<typeof lectureInputSchema>;

/**
 * The order of a lecture's instants, checked by the staff form and by the server alike: the
 * sign-up window opens before it closes and closes no later than the lecture ends; the lecture
 * ends after it starts; homework is due after the lecture starts.
 */
export function lectureTimesProblem(v: Pick<LectureInput, 'startsAt' | 'endsAt' | 'signupStartDay' | 'signupEndDay' | 'homeWorkDeadline'>): MessageCode | null {
  const ms = (s: string) => new Date(s).getTime();
  if (ms(v.startsAt) >= ms(v.endsAt)) return '93210';
  if (ms(v.signupStartDay) >= ms(v.signupEndDay)) return '93211';
  if (ms(v.signupEndDay) > ms(v.endsAt)) return '93212';
  if (v.homeWorkDeadline !== null && ms(v.homeWorkDeadline) <= ms(v.startsAt)) return '93213';
  return null;
}

export const lectureAdminListQuerySchema = pageQueryOf(10);

export const lectureAdminRowSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  subjectEn: z.string(),
  schoolYear: z.number().int(),
  termValue: z.number().int(),
  status: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  address: z.string(),
  addressEn: z.string(),
  teacherNames: z.string(),
  teacherNamesEn: z.string(),
  teacherIds: z.array(z.number().int()),
  capacity: z.number().int(),
  signUpCount: z.number().int(),
  /** Students on the waitlist. */
  waitingCount: z.number().int(),
  signupStartDay: z.string(),
  signupEndDay: z.string(),
  credit: z.number(),
  homeWorkDeadline: z.string().nullable(),
  audiencePageTypes: z.array(z.string()),
  audienceEntranceYears: z.array(z.number().int()),
  /** Whether the caller may edit it (teaching.admin), or only read its sign-ups (its teacher). */
  canEdit: z.boolean(),
});
export type LectureAdminRow = z.infer<typeof lectureAdminRowSchema>;

export const lectureSignupRowSchema = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  studentNumber: z.string(),
  studentName: z.string(),
  studentNameEn: z.string(),
  className: z.string(),
  signedAt: z.string(),
  clockingInStatus: z.number().int().nullable(),
  achievementStatus: z.number().int().nullable(),
  homeWorkFileName: z.string().nullable(),
  homeWorkFileUrl: z.string().nullable(),
  homeWorkAt: z.string().nullable(),
  homeWorkCollectedAt: z.string().nullable(),
});
export type LectureSignupRow = z.infer<typeof lectureSignupRowSchema>;

export const lectureSignupListQuerySchema = pageQueryOf(10);

/** One entry of a lecture's waitlist as staff see it, in line order (position 1 is next). */
export const lectureWaitlistRowSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  studentId: z.number().int(),
  studentNumber: z.string(),
  studentName: z.string(),
  studentNameEn: z.string(),
  className: z.string(),
  classNameEn: z.string(),
  queuedAt: z.string(),
});
export type LectureWaitlistRow = z.infer<typeof lectureWaitlistRowSchema>;

export const lectureWaitlistQuerySchema = pageQueryOf(10);

/** Records clock-in or achievement of one sign-up; null clears it, an absent field keeps it. */
export const lectureSignupUpdateSchema = z.object({
  clockingInStatus: z.union([z.literal(1), z.literal(2), z.null()]).optional(),
  achievementStatus: z.union([z.literal(0), z.literal(1), z.null()]).optional(),
}).refine((v) => v.clockingInStatus !== undefined || v.achievementStatus !== undefined, { message: 'nothing to change' });
export type LectureSignupUpdate = z.output<typeof lectureSignupUpdateSchema>;

export const lectureTeacherOptionSchema = z.object({ id: z.number().int(), name: z.string(), enName: z.string() });
export type LectureTeacherOption = z.infer<typeof lectureTeacherOptionSchema>;

export const lectureCollectResultSchema = z.object({ collected: z.number().int() });
