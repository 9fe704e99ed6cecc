import { z } from 'zod';
import { INT32_MAX, idInputSchema } from '../field-schemas.ts';
import { pageOf, pageQueryOf } from '../paging.ts';
import { SELECTION_KINDS, SELECTION_PAGE_SIZE, SELECTION_PAGE_TYPES } from './selection-constants.ts';
import { noTeacherSchema } from './selection-ranking.ts';

/**
 * The students' calls of mentor and supervisor selection (SEL-C01…C09), at the spec's paths with its
 * field names. Extra fields the spec does not name are ours, said so where they appear. A
 * `studentId` in a request must be the caller's own (403 otherwise, SEL-S08).
 */

const pageType = z.enum(SELECTION_PAGE_TYPES);
const optionalStudentId = idInputSchema.optional().nullable();
const flag = z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('true'), z.literal('false')]).optional().nullable()
  .transform((v) => (v === null || v === undefined ? null : v === true || v === 1 || v === 'true'));

export const selectionPageTypeParamsSchema = z.object({ pageType });

/**
 * GetMySelectionInfoPageList (SEL-C02). 'benyan' names both the benyan mentor rounds and the benyan
 * supervisor schemes; `selectionType` (ours) says which, and without it both are listed.
 */
export const mySelectionListBodySchema = pageQueryOf(SELECTION_PAGE_SIZE).extend({
  pageType,
  studentId: optionalStudentId,
  selectionType: z.enum(SELECTION_KINDS).optional().nullable(),
});

/** GetWaitSelectionPageList (SEL-C03, mentors). */
export const waitSelectionBodySchema = pageQueryOf(SELECTION_PAGE_SIZE).extend({
  pageType,
  selectionId: idInputSchema,
  isCurrentSelection: flag,
  studentId: optionalStudentId,
});

/** GetWaitSelectionTeacherPageList (SEL-C04, supervisors); isCurrentSelection in the mba variant only. */
export const waitTeacherBodySchema = pageQueryOf(SELECTION_PAGE_SIZE).extend({
  pageType,
  selectionId: idInputSchema,
  studentId: optionalStudentId,
  isCurrentSelection: flag,
});

/** The choice a student holds in a round, on the round's row: which teacher they got, and how. */
export const myChoiceSchema = z.object({
  teacherId: z.number().int(),
  teacherName: z.string(),
  status: z.number().int(),
  /** Where the teacher stood in the student's own order of choices (1 = first). */
  choiceRank: z.number().int(),
  /** 'teacher', 'matching' (a stable matching the staff confirmed) or 'staff'. */
  confirmedBy: z.string().nullable(),
});

/**
 * A round (mentor, SEL-N01) or scheme (supervisor, SEL-N05) as a student sees it. The statuses are
 * computed by the server from the database clock (SEL-G01, README 'Rounds').
 */
export const selectionRoundSchema = z.object({
  id: z.number().int(),
  /** The teacher the student is confirmed with in this round; null until then. */
  teacherId: z.number().int().nullable(),
  name: z.string(),
  year: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  releaseStatus: z.number().int(),
  timeStatus: z.number().int(),
  /** Released and open now (SEL-S02's reading agrees: status 1, releaseStatus 1, start ≤ now < end). */
  isCurrentSelection: z.boolean(),
  /** Sanitised rich text. */
  remark: z.string().nullable(),
  status: z.number().int(),
  /** Supervisor schemes: 1 view, 2 select supervisor, 3 view my thesis teacher (SEL-U05). */
  showButtonType: z.number().int(),
  /** Now past endTime, or releaseStatus 2 (SEL-S06). */
  isEnded: z.boolean(),
  /** Ours: which kind of round, its page type, and the choices each student has in it. */
  selectionType: z.enum(SELECTION_KINDS),
  pageType,
  studentSelectionTimes: z.number().int(),
  myChoice: myChoiceSchema.nullable(),
  /** Ours: on an ended round without a teacher, why (README 'Stable matching'); null otherwise. */
  noTeacher: noTeacherSchema.nullable(),
});
export type SelectionRound = z.infer<typeof selectionRoundSchema>;
export const selectionRoundPageSchema = pageOf(selectionRoundSchema);

/**
 * A mentor as a student sees it (SEL-N03). `phone` is present only when the mentor has released it
 * (isDecryptPhone) and the student is confirmed with this mentor (status 1); otherwise the key is
 * absent from the answer (SEL-S07, G05).
 */
export const mentorRowSchema = z.object({
  id: z.number().int(),
  selectionId: z.number().int(),
  name: z.string(),
  companyName: z.string().nullable(),
  position: z.string().nullable(),
  /** A signed link to the mentor's photo; null shows the default photo. */
  industryPhotoFile: z.string().nullable(),
  requirements: z.string().nullable(),
  confirmStudentCount: z.number().int(),
  /** Ours: the mentor's quota. */
  selectionTimes: z.number().int(),
  /** The caller's choice of this mentor: 0 waiting, 1 confirmed, 2 mentor change, 3 confirmed by another; null none. */
  status: z.number().int().nullable(),
  gender: z.string().nullable(),
  age: z.number().int().nullable(),
  phone: z.string().optional(),
  isDecryptPhone: z.boolean(),
  industry: z.string().nullable(),
  email: z.string().nullable(),
  workingYears: z.number().int().nullable(),
  isGuideForeignStudent: z.boolean(),
  teacherEducationalBackground: z.string().nullable(),
  teacherProfessionalexperience: z.string().nullable(),
  studentIndustryBackground: z.string().nullable(),
  studentFutureEmploymentbackground: z.string().nullable(),
  otherRequirements: z.string().nullable(),
  /** Ours: the mentor another mentor suggested to this student, on a status 2 row. */
  suggestedTeacherName: z.string().nullable(),
  /** Ours: the caller's choice of this mentor, to withdraw it while waiting; null none. */
  choiceId: z.number().int().nullable(),
  /**
   * Ours: that choice's own status, 0–5 (SEL-S05); null none. `status` folds 3–5 into the spec's
   * 'confirmed by another', so only this tells the student's own withdrawal (3) apart.
   */
  choiceStatus: z.number().int().nullable(),
});
export type MentorRow = z.infer<typeof mentorRowSchema>;
export const mentorPageSchema = pageOf(mentorRowSchema);

/** A supervisor as a student sees it (SEL-N06); the counts are null once the scheme has ended (SEL-U06). */
export const supervisorRowSchema = z.object({
  id: z.number().int(),
  /** The supervisor's place in the scheme: what SaveSelectTeacher names (same as id). */
  lwSelectionAndTeacherRelationId: z.number().int(),
  selectionId: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  position: z.string().nullable(),
  researchDirection: z.string().nullable(),
  thesisTopicSelection: z.string().nullable(),
  requirements: z.string().nullable(),
  /** Ours (SEL-G07): the faculty page the name links to; null when the school has none. */
  facultyUrl: z.string().nullable(),
  haveSelectionCount: z.number().int().nullable(),
  agreeSelectionCount: z.number().int().nullable(),
  selectionTimes: z.number().int().nullable(),
  /** The caller's choice of this supervisor, 0–5 (SEL-S05); null none. */
  lwSelectionAndTeacherAndStudentRelationStatus: z.number().int().nullable(),
  lwSelectionAndTeacherAndStudentRelationStatusDes: z.string().nullable(),
  suggestedTeacherName: z.string().nullable(),
  /** Ours: the caller's choice of this supervisor, to withdraw it while waiting; null none. */
  choiceId: z.number().int().nullable(),
});
export type SupervisorRow = z.infer<typeof supervisorRowSchema>;
export const supervisorPageSchema = pageOf(supervisorRowSchema);

/** The selection resume (SEL-N02): one PDF per student, kept across rounds. resumeGuid is the upload's id. */
export const selectionResumeSchema = z.object({
  resumeGuid: z.string().nullable(),
  resumeName: z.string().nullable(),
  /** A signed link to the PDF. */
  resumeFile: z.string().nullable(),
});
export type SelectionResume = z.infer<typeof selectionResumeSchema>;

/** GSMSelectionStudent/{selectionId} (SEL-C05): the student's record in a round, with the resume. */
export const selectionStudentRecordSchema = selectionResumeSchema.extend({
  id: z.number().int(),
  selectionId: z.number().int(),
  studentId: z.number().int(),
});
export type SelectionStudentRecord = z.infer<typeof selectionStudentRecordSchema>;

/**
 * SaveResume (SEL-C07): `resumeGuid` is the id of the caller's own upload of use 'mentorResume' (a
 * PDF by content). The name and link are accepted and ignored: the server knows them.
 */
export const saveSelectionResumeBodySchema = z.object({
  id: z.coerce.number().int().min(0).max(INT32_MAX).optional().nullable(),
  resumeGuid: z.string().trim().max(64).optional().nullable(),
  resumeName: z.string().max(255).optional().nullable(),
  resumeFile: z.string().max(2000).optional().nullable(),
});

/** GetSelectCount (SEL-C08, N04). */
export const selectCountSchema = z.object({ selectedTimes: z.number().int(), studentSelectionTimes: z.number().int() });
export type SelectCount = z.infer<typeof selectCountSchema>;

/** SaveSelectTeacher (SEL-C09, Q-09): the mentor shape and the supervisor shape. */
export const saveMentorChoiceBodySchema = z.object({ selectionId: idInputSchema, teacherId: idInputSchema, pageType });
export const saveSupervisorChoiceBodySchema = z.object({
  selectionId: idInputSchema, lwSelectionAndTeacherRelationId: idInputSchema, studentId: idInputSchema, pageType,
});
export const saveSelectTeacherBodySchema = z.union([saveSupervisorChoiceBodySchema, saveMentorChoiceBodySchema]);
export type SaveSelectTeacherBody = z.infer<typeof saveSelectTeacherBodySchema>;

/** The choice as saved. */
export const selectionChoiceSchema = z.object({
  id: z.number().int(),
  selectionId: z.number().int(),
  teacherId: z.number().int(),
  status: z.number().int(),
  choiceRank: z.number().int(),
});
export type SelectionChoice = z.infer<typeof selectionChoiceSchema>;
