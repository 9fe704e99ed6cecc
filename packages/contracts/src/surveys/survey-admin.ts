import { z } from 'zod';
import { dateTimeSchema, idSchema, optionalIdTextSchema } from '../field-schemas.ts';
import { pageQuerySchema } from '../paging.ts';
import { surveyQuestionViewSchema } from './survey-definition.ts';
import { QUESTION_TYPES, SURVEY_KINDS } from './survey-types.ts';

/**
 * The staff side of the survey engine (role survey.admin and administrators): builder, assignment,
 * results. The spec shows none of it, so these calls live under /SurveyAdmin (docs in the module README).
 */
export const adminSurveyListBodySchema = pageQuerySchema.extend({
  kind: z.enum(SURVEY_KINDS).nullish(),
});

export const adminSurveyRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  kind: z.enum(SURVEY_KINDS),
  anonymous: z.boolean(),
  questionCount: z.number().int(),
  assignmentCount: z.number().int(),
  submittedCount: z.number().int(),
  /** Answers exist, so the questions can no longer change. */
  locked: z.boolean(),
  updatedAt: z.string(),
});
export type AdminSurveyRow = z.infer<typeof adminSurveyRowSchema>;

export const adminSurveyDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  description: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  kind: z.enum(SURVEY_KINDS),
  questions: z.array(surveyQuestionViewSchema),
  anonymous: z.boolean(),
  locked: z.boolean(),
});
export type AdminSurveyDetail = z.infer<typeof adminSurveyDetailSchema>;

/**
 * Who answers: the students enrolled in a start class (a course taught to a class in one term), the
 * students of a class, a cohort (programme and entrance year), or a list.
 */
export const assignmentTargetSchema = z.discriminatedUnion('by', [
  z.object({ by: z.literal('startClass'), startClassId: idSchema }),
  z.object({ by: z.literal('class'), className: z.string().trim().min(1).max(200) }),
  z.object({ by: z.literal('cohort'), pageType: z.string().trim().min(1).max(20), studyEntranceYear: z.number().int().min(1900).max(2200).nullish() }),
  z.object({ by: z.literal('students'), studentNumbers: z.array(z.string().trim().min(1).max(40)).min(1).max(2000) }),
]);
export type AssignmentTarget = z.infer<typeof assignmentTargetSchema>;

const optionalText = (max: number) => z.string().max(max).nullish().transform((s) => (s && s.trim() ? s.trim() : null));

export const assignmentCreateSchema = z.object({
  target: assignmentTargetSchema,
  beginTime: dateTimeSchema,
  endTime: dateTimeSchema,
  title: optionalText(200),
  titleEn: optionalText(200),
  evaluationType: optionalText(100),
  evaluationTypeEn: optionalText(100),
  courseNameCN: optionalText(200),
  courseNameEN: optionalText(200),
  /** Faculty evaluations: one assignment per teacher of the class. */
  teacherIds: z.array(idSchema).max(20).default([]),
  /** Nominated-mentor surveys: the mentor, the mentor's position and the selection round. */
  mentorName: optionalText(100),
  mentorNameEn: optionalText(100),
  position: optionalText(200),
  positionEn: optionalText(200),
  /** The mentor-selection round (selection module) the survey belongs to; its id is the assignment's businessValue2. */
  selectionRoundId: idSchema.nullish(),
  /** The older free-text label, kept for the form until it offers the rounds; ignored when selectionRoundId is given. */
  round: optionalText(64),
});
export type AssignmentCreate = z.input<typeof assignmentCreateSchema>;

export const assignmentRowSchema = z.object({
  id: z.number().int(),
  surveyId: z.number().int(),
  businessType: z.string(),
  businessValue: z.string(),
  businessValue2: z.string(),
  title: z.string().nullable(),
  titleEn: z.string().nullable(),
  evaluationType: z.string().nullable(),
  evaluationTypeEn: z.string().nullable(),
  courseNameCN: z.string().nullable(),
  courseNameEN: z.string().nullable(),
  teacherName: z.string().nullable(),
  teacherNameEn: z.string().nullable(),
  position: z.string().nullable(),
  positionEn: z.string().nullable(),
  targetLabel: z.string(),
  /** The target's English form: a class's English name (users.class_name_en), else the label itself. */
  targetLabelEn: z.string(),
  beginTime: z.string(),
  endTime: z.string(),
  assignees: z.number().int(),
  submitted: z.number().int(),
  drafts: z.number().int(),
});
export type AssignmentRow = z.infer<typeof assignmentRowSchema>;

export const assignOptionsSchema = z.object({
  classes: z.array(z.object({ className: z.string(), classNameEn: z.string(), students: z.number().int() })),
  cohorts: z.array(z.object({ pageType: z.string(), studyEntranceYear: z.number().int().nullable(), students: z.number().int() })),
  teachers: z.array(z.object({ id: z.number().int(), name: z.string(), enName: z.string().nullable() })),
  /** Start classes of this school year and the last: a faculty evaluation names their course and teachers. */
  startClasses: z.array(z.object({
    id: z.number().int(), courseNameCN: z.string(), courseNameEN: z.string(), className: z.string(), classNameEn: z.string(),
    schoolYear: z.number().int(), term: z.number().int(), teacherIds: z.array(z.number().int()), students: z.number().int(),
  })),
  /** The mentor-selection rounds a nominated-mentor survey may belong to, newest first. */
  mentorRounds: z.array(z.object({ id: z.number().int(), name: z.string(), year: z.number().int(), pageType: z.string() })),
});
export type AssignOptions = z.infer<typeof assignOptionsSchema>;

export const optionCountSchema = z.object({
  value: z.string(),
  text: z.string(),
  textEn: z.string().nullable(),
  count: z.number().int(),
  score: z.number().nullable(),
  /** ORDER: the mean rank among those who ranked it (1 is first). */
  averageRank: z.number().nullable(),
});
export type OptionCount = z.infer<typeof optionCountSchema>;

const questionResultFields = {
  questionID: z.string(),
  type: z.enum(QUESTION_TYPES),
  body: z.string(),
  bodyEn: z.string().nullable(),
  /** Submitted responses that answered it. */
  answered: z.number().int(),
  options: z.array(optionCountSchema),
  /** NUMBER: of the values; TEXT_NUMBER_SINGLE_CHOICE: of the chosen scores. */
  average: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** MATRIX: per row, the count of each column (in the order of options). */
  rows: z.array(z.object({ questionID: z.string(), body: z.string(), bodyEn: z.string().nullable(), counts: z.array(z.number().int()), average: z.number().nullable() })),
  /** Free answers (TEXT, TEXTAREA, DATE, TIME) of the responses behind the figures; anonymous surveys: in text order. */
  texts: z.array(z.string()),
};
export const leafResultSchema = z.object(questionResultFields);
export const questionResultSchema = z.object({ ...questionResultFields, subQuestions: z.array(leafResultSchema) });
export type QuestionResult = z.infer<typeof questionResultSchema>;
export type LeafResult = z.infer<typeof leafResultSchema>;

export const surveyResultsQuerySchema = z.object({ assignmentId: optionalIdTextSchema });

export const surveyResultsSchema = z.object({
  surveyId: z.number().int(),
  surveyName: z.string(),
  surveyNameEn: z.string().nullable(),
  kind: z.enum(SURVEY_KINDS),
  anonymous: z.boolean(),
  assignmentId: z.number().int().nullable(),
  assignees: z.number().int(),
  submitted: z.number().int(),
  drafts: z.number().int(),
  /** Submitted responses the aggregates are over: anonymous surveys count released assignments only. */
  aggregated: z.number().int(),
  /**
   * Anonymous surveys: assignments of the scope left out of the aggregates, because their window
   * is still open or they have fewer than `threshold` submissions (always 0 for the others).
   */
  withheld: z.number().int(),
  /** Anonymous and no assignment of the scope released: no aggregates are given. */
  hidden: z.boolean(),
  threshold: z.number().int(),
  questions: z.array(questionResultSchema),
});
export type SurveyResults = z.infer<typeof surveyResultsSchema>;

export const exportFileSchema = z.object({ fileName: z.string(), fileUrl: z.string() });
