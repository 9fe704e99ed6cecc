import { z } from 'zod';
import { idInputSchema, idTextSchema, INT32_MAX } from '../field-schemas.ts';
import { MAX_PAGE_SIZE, pageQuerySchema } from '../paging.ts';

/** Contracts of the teaching domain's lectures part (FEATURES §2.3, ACAD-C22…C29, N07, S04…S07). */
export * from './lecture-admin.ts';

/** ACAD-S04: 0 not started, 1 signing up, 2 sign-up closed, 3 completed (the server derives it from the database clock). */
export const LectureStatus = { notStarted: 0, signingUp: 1, closed: 2, completed: 3 } as const;
export type LectureStatusCode = (typeof LectureStatus)[keyof typeof LectureStatus];
/** ACAD-S06: clockingInStatus 1 qualified, 2 unqualified, null not recorded. */
export const ClockingIn = { qualified: 1, unqualified: 2 } as const;
/** ACAD-S06: achievementStatus 1 pass, 0 not passed, null not set. */
export const Achievement = { pass: 1, notPassed: 0 } as const;

export const LECTURE_PAGE_SIZE = 10;

/**
 * ACAD-C22/C23/C24: the lecture lists. intParam (the student id) is accepted and ignored: the token
 * says who asks. My lectures asks for pageSize 999999; it is served as the platform's cap.
 */
export const lectureListBodySchema = pageQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(INT32_MAX).default(LECTURE_PAGE_SIZE).transform((n) => Math.min(n, MAX_PAGE_SIZE)),
  intParam: z.union([z.number(), z.string().max(20)]).optional().nullable(),
  isSignUped: z.boolean().optional().nullable(),
});
export type LectureListBody = z.output<typeof lectureListBodySchema>;

/** ACAD-N07: a lecture as a student sees it, with the caller's own sign-up. */
export const lectureRowSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  subjectEn: z.string(),
  schoolYear: z.number().int(),
  termValue: z.number().int(),
  status: z.number().int(),
  statusDes: z.string(),
  /** The school date 'YYYY-MM-DD', the times 'HH:mm' at the school. */
  day: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** The instants of the same, for calendars. */
  startsAt: z.string(),
  endsAt: z.string(),
  teacherId: z.string(),
  teacherNames: z.string(),
  teacherNamesEn: z.string(),
  address: z.string(),
  addressEn: z.string(),
  signupStartDay: z.string(),
  signupEndDay: z.string(),
  capacity: z.number().int(),
  signUpCount: z.number().int(),
  credit: z.number(),
  homeWorkDeadline: z.string().nullable(),
  isSignUped: z.boolean(),
  isWithinTime: z.boolean(),
  clockingInStatus: z.number().int().nullable(),
  homeWorkSubjectStatus: z.number().int(),
  homeWorkFileId: z.string().nullable(),
  homeWorkFileName: z.string().nullable(),
  homeWorkFileUrl: z.string().nullable(),
  achievementStatus: z.number().int().nullable(),
  /** True while the caller may still upload homework to it (ACAD-S07). */
  isAllowUploadpHomeWork: z.boolean(),
  /** The caller's place on the waitlist (1 is next) until the lecture starts; null when not waiting. */
  waitlistPosition: z.number().int().nullable(),
  /** How many students wait for a seat. */
  waitingCount: z.number().int(),
});
export type LectureRow = z.infer<typeof lectureRowSchema>;

/**
 * ACAD-C25/C26 and leaving the waitlist: studentId must be the caller (403 otherwise). joinWaitlist
 * (not in the spec; sign-up only): a full lecture then takes a waitlist entry instead of refusing.
 */
export const lectureSignupBodySchema = z.object({
  jzCourseLecturesId: idInputSchema,
  studentId: idInputSchema,
  joinWaitlist: z.boolean().optional().default(false),
});
export type LectureSignupBody = z.output<typeof lectureSignupBodySchema>;

/** A sign-up's answer: the lecture, and whether the student got a seat or waits (with their place in line). */
export const lectureSignupResultSchema = z.object({
  id: z.number().int(),
  waitlisted: z.boolean(),
  waitlistPosition: z.number().int().nullable(),
});
export type LectureSignupResult = z.infer<typeof lectureSignupResultSchema>;

/** ACAD-C27: the caller's homework of one lecture (the `lectureId` query names it; README 'Homework', Q-30). */
export const homeworkInfoQuerySchema = z.object({ lectureId: idTextSchema.optional() });
export const homeworkInfoSchema = z.object({
  jzCourseLecturesId: z.number().int().nullable(),
  isAllowUploadpHomeWork: z.boolean(),
  homeWorkFileId: z.string().nullable(),
  homeWorkFileName: z.string().nullable(),
  homeWorkFileUrl: z.string().nullable(),
});
export type HomeworkInfo = z.infer<typeof homeworkInfoSchema>;

/** ACAD-C28: one uploaded file (POST /GsmFile/FileUpLoad?use=lectureHomework). */
export const saveHomeworkBodySchema = z.array(z.object({
  fileId: z.string().max(36).uuid(),
  fileName: z.string().max(255).optional().nullable(),
  fileUrl: z.string().max(2000).optional().nullable(),
})).min(1).max(1);
export type SaveHomeworkBody = z.output<typeof saveHomeworkBodySchema>;
