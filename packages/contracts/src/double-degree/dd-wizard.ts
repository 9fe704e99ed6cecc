import { z } from 'zod';
import { dateSchema, idInputSchema } from '../field-schemas.ts';
import {
  DD_LONG_TEXT_MAX, DD_MOBILE_PATTERN, DD_TEXT_MAX, ddGenders, ddMaritalStatuses, ddStudyModes, MAX_DD_EDUCATION, MAX_DD_EMPLOYMENT, MAX_DD_ESSAY,
} from './dd-constants.ts';

/**
 * The six wizard steps (MOB-V03…V10): one schema each, used by the web form and as the server's
 * request body, so a rule refused on the page is refused by the server in the same words.
 */

const text = (max = DD_TEXT_MAX) => z.string().trim().min(1).max(max);
const optionalText = (max = DD_TEXT_MAX) => z.string().trim().max(max).optional().default('');
/** Steps 2–6 name the application step 1 created; 0 (none yet) is refused by the server with 97102. */
const signupId = z.union([z.literal(0), idInputSchema]);
const uuid = z.string().max(36).regex(/^[0-9a-f-]{36}$/i);

/** Step 1 (MOB-V03…V05). Chinese name and student number are read-only: the server takes them from the account. */
export const ddStudentInfoSchema = z.object({
  ddSingupStudentId: signupId.optional(),
  ddApplyManageId: idInputSchema,
  ddProjectId: idInputSchema,
  studentId: idInputSchema.optional(),
  /** An upload of use 'degreePhoto' (JPG, GIF or PNG by content, ≤2 MB). */
  photoFileId: uuid,
  nameAsPassport: text(),
  nationalityId: text(10),
  birthNationalityId: text(10),
  birthCity: text(),
  nativeLanguage: text(),
  gender: z.enum(ddGenders),
  birthDate: dateSchema,
  maritalStatus: z.enum(ddMaritalStatuses),
  studyMode: z.enum(ddStudyModes),
  className: text(),
  mobile: z.string().trim().max(11).regex(DD_MOBILE_PATTERN),
  email: z.string().trim().max(DD_TEXT_MAX).pipe(z.email()),
});
export type DdStudentInfoInput = z.infer<typeof ddStudentInfoSchema>;

/** The range check of MOB-V06/V07: a start on or after the end is refused on the end field. */
const range = <T extends { startDate: string; endDate?: string | null }>(e: T, ctx: z.RefinementCtx) => {
  if (e.endDate && e.startDate >= e.endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'Please enter the correct time range' });
};

export const ddEducationEntrySchema = z.object({
  institutions: text(),
  startDate: dateSchema,
  endDate: dateSchema,
  degreeObtained: text(),
}).superRefine(range);
export type DdEducationEntry = z.infer<typeof ddEducationEntrySchema>;

/** Step 2 (MOB-V06). */
export const ddEducationSchema = z.object({
  ddSingupStudentId: signupId,
  iddEducationalBakgroundInfoList: z.array(ddEducationEntrySchema).min(1).max(MAX_DD_EDUCATION),
  specialSkillInterests: text(DD_LONG_TEXT_MAX),
});
export type DdEducationInput = z.infer<typeof ddEducationSchema>;

export const ddEmploymentEntrySchema = z.object({
  startDate: dateSchema,
  /** Blank = till now. */
  endDate: z.union([z.literal(''), dateSchema]).nullable().optional().transform((v) => v || null),
  employer: text(),
  position: text(),
  jobDescription: text(DD_LONG_TEXT_MAX),
  isUptoNow: z.boolean().optional(),
}).superRefine(range);
export type DdEmploymentEntry = z.infer<typeof ddEmploymentEntrySchema>;

/** Step 3 (MOB-V07): up to six entries (none for a student without work history), total years a whole number ≥ 0. */
export const ddEmploymentSchema = z.object({
  ddSingupStudentId: signupId,
  saveDDEmploymentRecordInfoList: z.array(ddEmploymentEntrySchema).max(MAX_DD_EMPLOYMENT),
  workTotalYear: z.number().int().min(0).max(80),
});
export type DdEmploymentInput = z.infer<typeof ddEmploymentSchema>;

const score = z.string().trim().max(20).optional().default('');

/** Language and academic performance (MOB-N08, MOB-V08): only the undergraduate GPA is required. */
export const ddLanguageInfoSchema = z.object({
  gmatVerbal: score, gmatQuantitative: score, gmatAnalyticalWriting: score, gmatTotal: score,
  gmatFocusEditionTotal: score, gmatFocusEditionVerbal: score, gmatFocusEditionQuantitative: score, gmatFocusEditionDataInsights: score,
  greTotal: score, verbalReasoning: score, quantitativeReasoning: score, analyticalWriting: score,
  toefLscoresListening: score, toefLscoresSpeaking: score, toefLscoresReading: score, toefLscoresTWE: score, toefLscoresOverallBandScore: score,
  ieltSscoresListening: score, ieltSscoresSpeaking: score, ieltSscoresReading: score, ieltSscoresWriting: score, ieltSscoresOverallBandScore: score,
  gmatTestDate: score, gmatRegistrationNumber: optionalText(50), greTestDate: score, greRegistrationNumber: optionalText(50),
  toeflTestDate: score, toeflRegistrationNumber: optionalText(50), ieltsTestDate: score, ieltsRegistrationNumber: optionalText(50),
  otherLanguages: optionalText(DD_LONG_TEXT_MAX),
  undergraduateAcademicPerformance: text(DD_LONG_TEXT_MAX),
});
export type DdLanguageInfo = z.infer<typeof ddLanguageInfoSchema>;

/** Step 4. */
export const ddLanguageSchema = z.object({
  ddSingupStudentId: signupId,
  ddApplyManageId: idInputSchema.optional(),
  saveDDLanguageProficiencyInfo: ddLanguageInfoSchema,
});
export type DdLanguageInput = z.infer<typeof ddLanguageSchema>;

/** Step 5 (MOB-V09): at most 9000 characters. */
export const ddEssaySchema = z.object({
  ddSingupStudentId: signupId,
  essay: z.string().trim().min(1).max(MAX_DD_ESSAY),
});
export type DdEssayInput = z.infer<typeof ddEssaySchema>;

/** Step 6 (MOB-V10): the agreement must be ticked. */
export const ddAgreementSchema = z.object({
  ddSingupStudentId: signupId,
  isCheckAgreement: z.literal(true),
});
export type DdAgreementInput = z.infer<typeof ddAgreementSchema>;
