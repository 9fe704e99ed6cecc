import { z } from 'zod';
import { idInputSchema } from '../field-schemas.ts';
import { pageQueryOf } from '../paging.ts';
import { surveyAnswerSchema, surveyAnswerViewSchema } from './survey-answers.ts';
import { surveyQuestionViewSchema } from './survey-definition.ts';
import { SurveyIssueCode } from './survey-validation.ts';
import { FACULTY_PAGE_SIZE, GRADUATE_PAGE_SIZE, MAX_QUESTIONS, MENTOR_PAGE_SIZE, SURVEY_KINDS } from './survey-types.ts';

/** A context key of the wire (businessType, businessValue…): numbers and strings both arrive. */
const contextKey = z.union([z.string().max(64), z.number()]).transform(String);
const optionalContextKey = contextKey.nullish().transform((s) => s ?? '');

/** POST /FacultySurvey/GetFacultyPageList (SURV-C01): businessType 0, page size 50. */
export const facultyListBodySchema = pageQueryOf(FACULTY_PAGE_SIZE).extend({
  businessType: optionalContextKey,
});
/** POST /FacultySurvey/GetSelectionFacultyPageList (SURV-C02): pageType fixed to 'mbaxy'. */
export const mentorListBodySchema = pageQueryOf(MENTOR_PAGE_SIZE).extend({
  pageType: z.string().max(20).nullish(),
});
/** POST /VDGraduateSurvey/QueryVDGraduateSurveyForStudy (SURV-C06): page size 50, isSubmit filter. */
export const graduateListBodySchema = pageQueryOf(GRADUATE_PAGE_SIZE).extend({
  studentUserId: z.union([z.string().max(64), z.number()]).nullish(),
  isSubmit: z.union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])]).nullish()
    .transform((v) => (v === true || v === 'true' || v === '1' ? true : v === false || v === 'false' || v === '0' ? false : null)),
});

/** A faculty-evaluation row (FEATURES SURV-N01); the nominated-mentor row adds position. */
export const facultySurveyRowSchema = z.object({
  surveyID: z.number().int(),
  surveyName: z.string(),
  surveyNameEn: z.string().nullable(),
  businessType: z.string(),
  /** The assignment this row answers; with surveyID it names the response. */
  businessValue: z.string(),
  businessValue2: z.string(),
  /** The user the link is for (the userID of /User/info). */
  userID: z.string(),
  language: z.string(),
  evaluationType: z.string(),
  evaluationTypeEn: z.string().nullable(),
  courseNameCN: z.string().nullable(),
  courseNameEN: z.string().nullable(),
  teacherName: z.string().nullable(),
  teacherNameEn: z.string().nullable(),
  /** 0 not filled in, 1 filled in (submitted). */
  status: z.number().int(),
  /** When it was filled in (submitted); null until then. */
  creationTime: z.string().nullable(),
  beginTime: z.string(),
  endTime: z.string(),
  /** Inside the window and not yet submitted. */
  isOpen: z.boolean(),
});
export type FacultySurveyRow = z.infer<typeof facultySurveyRowSchema>;

export const mentorSurveyRowSchema = facultySurveyRowSchema.extend({
  position: z.string().nullable(),
  positionEn: z.string().nullable(),
});
export type MentorSurveyRow = z.infer<typeof mentorSurveyRowSchema>;

/** A graduate-survey row (FEATURES SURV-N05). */
export const graduateSurveyRowSchema = z.object({
  /** The assignment: the view link's value. */
  id: z.number().int(),
  title: z.string(),
  titleEn: z.string().nullable(),
  surveyName: z.string(),
  surveyNameEn: z.string().nullable(),
  surveyId: z.number().int(),
  userID: z.string(),
  beginTime: z.string(),
  endTime: z.string(),
  createTime: z.string(),
  isSubmit: z.boolean(),
  submitSurvyTime: z.string().nullable(),
});
export type GraduateSurveyRow = z.infer<typeof graduateSurveyRowSchema>;

/** GET /FacultySurvey/GetSurveyByID/{id}?businessValue&businessValue2&businessType (SURV-C03). */
export const surveyViewQuerySchema = z.object({
  businessValue: optionalContextKey,
  businessValue2: optionalContextKey,
  businessType: optionalContextKey,
});

/** What the answering page shows: the definition, the context, and the user's saved answers. */
export const surveyViewSchema = z.object({
  surveyID: z.number().int(),
  surveyName: z.string(),
  surveyNameEn: z.string().nullable(),
  description: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  kind: z.enum(SURVEY_KINDS),
  anonymous: z.boolean(),
  extendedQuestions: z.array(surveyQuestionViewSchema),
  /** The user's saved answers (a draft or the submitted response); empty when none. */
  results: z.array(surveyAnswerViewSchema),
  isSubmit: z.boolean(),
  submitTime: z.string().nullable(),
  /** Whether the user may still save: assigned, inside the window, not submitted. */
  canAnswer: z.boolean(),
  beginTime: z.string(),
  endTime: z.string(),
  businessType: z.string(),
  businessValue: z.string(),
  businessValue2: z.string(),
  title: z.string().nullable(),
  titleEn: z.string().nullable(),
  courseNameCN: z.string().nullable(),
  courseNameEN: z.string().nullable(),
  teacherName: z.string().nullable(),
  teacherNameEn: z.string().nullable(),
});
export type SurveyView = z.infer<typeof surveyViewSchema>;

/** POST /FacultySurvey/SaveFacultSurvey (SURV-C04). */
export const saveSurveyBodySchema = z.object({
  surveyID: idInputSchema,
  isSubmit: z.boolean(),
  /** The engine has no basic questions; kept for the wire format, it must be empty. */
  basicQuestionResults: z.array(surveyAnswerSchema).max(0).nullish(),
  extendedQuestionResults: z.array(surveyAnswerSchema).max(MAX_QUESTIONS),
  businessType: contextKey,
  businessValue: contextKey,
  businessValue2: optionalContextKey,
});
export type SaveSurveyBody = z.input<typeof saveSurveyBodySchema>;

export const saveSurveyResultSchema = z.object({
  isSubmit: z.boolean(),
  submitTime: z.string().nullable(),
  updatedAt: z.string(),
});

/** The data of a refused save (700): every issue, so the form can mark each question. */
export const surveyIssuesSchema = z.array(z.object({
  questionID: z.string(),
  subQuestionID: z.string().optional(),
  code: z.enum(SurveyIssueCode),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
}));

/** GET /FacultySurvey/GetFacultyResultDetail/{id}?BusinessValue&responder (SURV-C05). */
export const resultDetailQuerySchema = z.object({
  BusinessValue: optionalContextKey,
  businessValue: optionalContextKey,
  responder: z.union([z.string().max(64), z.number()]).nullish(),
});
export const resultDetailSchema = z.object({
  surveyID: z.number().int(),
  businessValue: z.string(),
  responder: z.string(),
  results: z.array(surveyAnswerViewSchema),
  isSubmit: z.boolean(),
  submitTime: z.string().nullable(),
});
export type ResultDetail = z.infer<typeof resultDetailSchema>;
