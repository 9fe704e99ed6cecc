import { z } from 'zod';
import { idInputSchema, idSchema, INT32_MAX } from '../field-schemas.ts';
import { pageQuerySchema } from '../paging.ts';

/**
 * Contracts of the teaching domain's training part (FEATURES §2.3 ACAD-C11…C21): the EMBA training
 * plan, course homework and class changes. Field names are the spec's (N04-N06), typos included
 * (studendtClassName).
 */

/** Course types of the plan's lists (education.md §1): 11 required, 12 elective, 100 lecture. */
export const PlanCourseType = { required: 11, elective: 12, lecture: 100 } as const;

/** Class-change auditStatus (ACAD-S01); 1 is unused. */
export const AuditStatus = { pending: 0, approved: 2, rejected: 3, withdrawn: -1 } as const;
export const auditStatuses = Object.values(AuditStatus);

/** changeType: the spec names the field only; ours is the one kind the dialog offers, another class of the same course. */
export const ChangeType = { changeClass: 1 } as const;

/** C11 GetPageList: paged, userID (the caller; another user's is refused), conModels on courseType. */
export const planListBodySchema = pageQuerySchema.extend({
  userID: z.union([z.string().max(40), z.number().int().min(0).max(INT32_MAX)]).nullish(),
});

/** C12 GetStudentInfo. studentClassId is the class name (our users carry the class by name). */
export const studentInfoSchema = z.object({
  studentNumber: z.string(),
  name: z.string(),
  enName: z.string().nullable(),
  studendtClassName: z.string(),
  studendtClassNameEn: z.string(),
  studentClassId: z.string(),
  pageType: z.string().nullable(),
});
export type StudentInfo = z.infer<typeof studentInfoSchema>;

/** C13 GetStudentScoreInfo: credits (formulas in the module README, 'Training: credit summary'). */
export const creditSummarySchema = z.object({
  totalScore: z.number(),
  studentScore: z.number(),
  requiredCourseScore: z.number(),
  requiredCoursePassScore: z.number(),
  optionalCoursePassScore: z.number(),
  jzScore: z.number(),
});
export type CreditSummary = z.infer<typeof creditSummarySchema>;
export const creditSummaryQuerySchema = z.object({ ClassId: z.string().max(200).optional() });

/** One row of the required or elective list (ACAD-N04, the EMBA course result), with what the screen shows. */
export const planCourseRowSchema = z.object({
  startClassId: z.number().int(),
  courseId: z.number().int(),
  /** The start class again: our enrolments name the class taught, not an administrative class. */
  classId: z.number().int(),
  courseNumber: z.string(),
  courseNameCN: z.string(),
  courseNameEN: z.string(),
  courseType: z.number().int(),
  schoolYear: z.number().int(),
  term: z.number().int(),
  className: z.string(),
  classNameEn: z.string(),
  embaClassStartDate: z.string().nullable(),
  embaClassEndDate: z.string().nullable(),
  embaClassPlace: z.string(),
  embaClassPlaceEn: z.string(),
  teacherName: z.string(),
  teacherNameEn: z.string(),
  /** The course credit (as in the bid rows, 'score (credit)'). */
  score: z.number(),
  workAttendanceType: z.number().int().nullable(),
  /** 0 not submitted, 1 submitted (ACAD-S02). */
  homeWorkType: z.number().int(),
  homeWorkFileId: z.string().nullable(),
  homeWorkFileName: z.string().nullable(),
  homeWorkFileUrl: z.string().nullable(),
  homeworkDeadline: z.string().nullable(),
  /** Homework may be handed in or removed now (database clock). */
  homeworkOpen: z.boolean(),
  result: z.string().nullable(),
  passStatus: z.number().int().nullable(),
  isInApproval: z.boolean(),
  approvalId: z.number().int().nullable(),
});
export type PlanCourseRow = z.infer<typeof planCourseRowSchema>;

/** A lecture row of the plan's lecture section (courseType 100). */
export const planLectureRowSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  subjectEn: z.string(),
  day: z.string().nullable(),
  credit: z.number(),
  achievementStatus: z.number().int().nullable(),
});
export type PlanLectureRow = z.infer<typeof planLectureRowSchema>;

/** C14, C15, C16: the enrolment is named by its start class (and course; classId is the start class again). */
export const homeworkKeySchema = z.object({
  startClassId: idInputSchema,
  courseId: idInputSchema.nullish(),
  classId: z.union([idInputSchema, z.string().max(200)]).nullish(),
});
export const saveCourseHomeworkBodySchema = homeworkKeySchema.extend({
  homeWorkFileId: z.string().max(36).uuid(),
  homeWorkFileName: z.string().max(255).nullish(),
});

/** C21 Search: candidate classes. The web asks pageSize 9999 (§9 'class lists 9999'); the server caps it. */
export const classSearchBodySchema = pageQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(9999).default(9999),
});
export const candidateClassSchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  courseNumber: z.string(),
  courseNameCN: z.string(),
  courseNameEN: z.string(),
  schoolYear: z.number().int(),
  term: z.number().int(),
  pageType: z.string(),
  className: z.string(),
  classNameEn: z.string(),
  capacity: z.number().int(),
  enrolled: z.number().int(),
  remainder: z.number().int(),
  embaClassStartDate: z.string().nullable(),
  embaClassEndDate: z.string().nullable(),
  venue: z.string(),
  venueEn: z.string(),
  teacherName: z.string(),
  teacherNameEn: z.string(),
});
export type CandidateClass = z.infer<typeof candidateClassSchema>;

/**
 * C18 apply, validated the same way by the dialog and the server: type, new course and new class
 * required (education.md §5), reason free text. The old class and course name the enrolment.
 */
export const MAX_CHANGE_REASON = 500;
export const changeApplyBodySchema = z.object({
  id: z.union([idInputSchema, z.literal(0), z.literal('')]).nullish(),
  oldStartClassId: idInputSchema,
  oldCourseId: idInputSchema.nullish(),
  oldClassId: z.union([idInputSchema, z.string().max(200)]).nullish(),
  newStartClassId: idInputSchema,
  newCourseId: idInputSchema,
  newClassId: z.union([idInputSchema, z.string().max(200)]).nullish(),
  email: z.string().trim().max(200).nullish(),
  changeType: z.coerce.number().int().min(0).max(INT32_MAX).refine((n) => Object.values(ChangeType).includes(n as 1), 'unknown changeType'),
  reason: z.string().trim().max(MAX_CHANGE_REASON).nullish().transform((s) => s ?? ''),
});
export type ChangeApplyBody = z.input<typeof changeApplyBodySchema>;

/** A class-change record (ACAD-N05), also the staff list's row. */
export const changeRecordSchema = z.object({
  id: z.number().int(),
  oldStartClassId: z.number().int(),
  newStartClassId: z.number().int(),
  oldCourseId: z.number().int(),
  newCourseId: z.number().int(),
  oldClassId: z.number().int(),
  newClassId: z.number().int(),
  courseNumber: z.string(),
  courseNameCN: z.string(),
  courseNameEN: z.string(),
  email: z.string(),
  changeType: z.number().int(),
  reason: z.string(),
  auditStatus: z.number().int(),
  auditStatusText: z.string(),
  auditComment: z.string(),
  newStartDate: z.string().nullable(),
  newEndDate: z.string().nullable(),
  oldClassName: z.string(),
  oldClassNameEn: z.string(),
  newClassName: z.string(),
  newClassNameEn: z.string(),
  creationTime: z.string(),
  creatorName: z.string(),
  studentNumber: z.string(),
});
export type ChangeRecord = z.infer<typeof changeRecordSchema>;

/** Staff: the review list (auditStatus filter through conModels) and the decision. */
export const auditListBodySchema = pageQuerySchema;
export const auditDecisionBodySchema = z.object({
  id: idSchema,
  approve: z.boolean(),
  comment: z.string().trim().max(500).nullish().transform((s) => s ?? ''),
});
export type AuditDecisionBody = z.input<typeof auditDecisionBodySchema>;
