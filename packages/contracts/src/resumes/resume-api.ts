import { z } from 'zod';
import { fileIdSchema, idInputSchema, idSchema, INT32_MAX } from '../field-schemas.ts';
import { pageQueryOf } from '../paging.ts';
import { RESUME_SECTIONS, SCORE_GROUPS } from './resume-constants.ts';

/**
 * The resume calls (RES-C01…C30) and the career office's review, on the wire. A save body's
 * `module` is checked loosely here (bounded sizes) and strictly by the service with the schema of
 * the resume's language and the student's type (resume-sections.ts), which it alone knows.
 * `howComplete` is accepted and ignored: the server computes completeness (RES-G01).
 */

/** Any list a section may hold is far below this; the real limits are the group codes 120–131. */
const MAX_ENTRIES = 20;
const howComplete = z.coerce.number().optional().nullable();
const baseId = idInputSchema;
const looseList = z.array(z.record(z.string(), z.unknown())).max(MAX_ENTRIES);

/** A section save: the whole section, replacing what was saved. */
export const sectionSaveBodySchema = z.object({ howComplete, vdResumeBaseId: baseId, module: looseList });
export const personalSaveBodySchema = z.object({ howComplete, vdResumeBaseId: baseId, module: z.record(z.string(), z.unknown()) });
export const jobQueryBodySchema = z.object({ vdResumeBaseId: baseId, jobType: z.coerce.number().int().min(0).max(1) });
export const jobSaveBodySchema = sectionSaveBodySchema.extend({ jobType: z.coerce.number().int().min(0).max(1), isMBA: z.boolean().optional().nullable() });
export const coreQueryBodySchema = z.object({ vdResumeBaseId: baseId, type: z.coerce.number().int().min(0).max(2).optional() });
export const coreSaveBodySchema = sectionSaveBodySchema.extend({ type: z.coerce.number().int().min(0).max(2).optional() });
export const skillsSaveBodySchema = z.object({
  howComplete, vdResumeBaseId: baseId,
  module: z.object({
    vdResumePersonalDto: z.record(z.string(), z.unknown()),
    vdResumeTechnicalSkillAndHobby: z.array(z.object({ content: z.string().max(2000), type: z.coerce.number().int().min(0).max(1) })).max(MAX_ENTRIES * 2).default([]),
  }),
});
export const manualSaveBodySchema = z.object({ howComplete, vdResumeBaseId: baseId, module: z.record(z.string(), z.unknown()) });
export const resumeBaseIdQuerySchema = z.object({ resumeBaseId: z.string().max(10).regex(/^\d{1,10}$/).transform(Number).pipe(idSchema) });
export const initQuerySchema = z.object({ studentType: z.coerce.number().int().min(0).max(99).optional() });
export const uploadResumeBodySchema = z.object({
  id: z.coerce.number().int().min(0).max(INT32_MAX).optional().nullable(),
  isPublic: z.boolean().optional().nullable(),
  studentId: idInputSchema.optional().nullable(),
  upResumeFileId: fileIdSchema,
  upResumeFileName: z.string().max(255).optional().nullable(),
  upResumeFileUrl: z.string().max(2000).optional().nullable(),
});
export const changeStatusBodySchema = z.object({
  id: idInputSchema,
  isPublic: z.boolean().optional().nullable(),
  isOptimize: z.boolean().optional().nullable(),
}).refine((b) => (b.isPublic ?? null) !== null || (b.isOptimize ?? null) !== null, 'isPublic or isOptimize');

/** RES-N01: a row of the list, and the base of every resume. */
export const resumeRowSchema = z.object({
  id: z.number().int(),
  vdResumeBaseId: z.number().int(),
  /** ResumeKind: 1 Chinese, 2 English, 3 manual, 4 own PDF. */
  kind: z.number().int(),
  howComplete: z.number().int(),
  isPublic: z.boolean(),
  isOptimize: z.boolean(),
  /** OptimizeState: 0 none, 1 asked for, 2 done. */
  optimizeState: z.number().int(),
  isShowOptimizeSuggest: z.boolean(),
  /** Only once released by a counsellor; null before. */
  optimizeSuggest: z.string().nullable(),
  lastModificationTime: z.string().nullable(),
  isSubmit: z.boolean(),
  submittedAt: z.string().nullable(),
  upResumeFileId: z.string().nullable(),
  upResumeFileName: z.string().nullable(),
  upResumeFileUrl: z.string().nullable(),
});
export type ResumeRow = z.infer<typeof resumeRowSchema>;

export const groupScoreSchema = z.object({
  group: z.enum(SCORE_GROUPS), weight: z.number().int(), earned: z.number().int(), required: z.boolean(), lacks: z.array(z.string()),
});

/** QueryVDResumeBase (RES-C21): the base, what each group lacks, and (English) what to translate again. */
export const resumeBaseSchema = resumeRowSchema.extend({
  studentType: z.number().int(),
  groups: z.array(groupScoreSchema),
  /** The English resume's sections whose Chinese counterpart was saved after them. */
  staleSections: z.array(z.enum(RESUME_SECTIONS)),
  /** The manual's counted totals (spaces not counted); null for the other kinds. */
  manualTotals: z.object({ cn: z.number().int(), en: z.number().int() }).nullable(),
});
export type ResumeBase = z.infer<typeof resumeBaseSchema>;

const dictText = { text: z.string(), textEN: z.string() };
export const fileRefSchema = z.object({ photoFileId: z.string().nullable(), photoFileName: z.string().nullable(), photoFileUrl: z.string().nullable() });

/**
 * RES-C01: personal info; before the first save, filled from the student's record (`saved` false).
 * Its own shape, not the save schema's: what the record holds (no mobile, no e-mail yet) is shown to
 * be completed, and the save rules apply when the student saves it.
 */
export const personalViewSchema = z.object({
  name: z.string(), mobile: z.string(), email: z.string(),
  sex: z.number().int().nullable(),
  politicsStatusValue: z.string(), vxAccount: z.string(),
  vdResumeBaseId: z.number().int(),
  sexDes: z.string(),
  politicsStatusText: z.string(),
  politicsStatusTextEN: z.string(),
  saved: z.boolean(),
}).extend(fileRefSchema.shape);
export type PersonalView = z.infer<typeof personalViewSchema>;

export const educationViewSchema = z.object({
  startDate: z.string(), endDate: z.string().nullable(), isEndNow: z.boolean(),
  school: z.string(), college: z.string(), location: z.string(), major: z.string(), degreeValue: z.string(),
  vdResumeEduInfoTypeValue: z.string(), scholarship: z.string(),
  degreeText: z.string(), degreeTextEN: z.string(), vdResumeEduInfoTypeDes: z.string(), vdResumeEduInfoTypeDesEN: z.string(),
  vdResumeBaseId: z.number().int(),
});
export type EducationView = z.infer<typeof educationViewSchema>;

export const jobViewSchema = z.object({
  startDate: z.string().nullable(), endDate: z.string().nullable(), isEndNow: z.boolean(),
  company: z.string(), position: z.string(), location: z.string(), jobDescription: z.string(),
  positionCategoryValue: z.string(), positionCategoryText: z.string(), vdResumeBaseId: z.number().int(),
});
export type JobView = z.infer<typeof jobViewSchema>;

export const activityPracticeViewSchema = z.object({
  startDate: z.string().nullable(), endDate: z.string().nullable(), address: z.string(), name: z.string(), description: z.string(), vdResumeBaseId: z.number().int(),
});
export const extracurricularViewSchema = z.object({
  date: z.string(), endDate: z.string().nullable(), isEndNow: z.boolean(), activitiesName: z.string(), location: z.string(), position: z.string(), description: z.string(), vdResumeBaseId: z.number().int(),
});
export const awardViewSchema = z.object({ date: z.string(), name: z.string(), memo: z.string(), vdResumeBaseId: z.number().int() });
export const skillEntryViewSchema = z.object({ content: z.string(), type: z.number().int(), vdResumeBaseId: z.number().int() });

/** RES-C17: the skills record with its texts, the exam scores both comma-joined and one by one. */
export const skillsRecordViewSchema = z.object({
  nativeLanguage: z.string(),
  proficiencyValue: z.string(), proficiencyText: z.string(), proficiencyTextEN: z.string(),
  englishLevelValue: z.string(), englishLevelText: z.string(), englishLevelTextEN: z.string(),
  hskProficiencyValue: z.string(), hskProficiencyText: z.string(), hskProficiencyTextEN: z.string(),
  examType: z.string(), examTypePoint: z.string(),
  examTypePoint1: z.string(), examTypePoint2: z.string(), examTypePoint3: z.string(), examTypePoint4: z.string(), examTypePoint5: z.string(),
  hskList: z.array(z.object({ examName: z.string(), examPoint: z.string() })),
  otherLanguages: z.array(z.object({ name: z.string(), proficiencyValue: z.string(), proficiencyText: z.string(), proficiencyTextEN: z.string() })),
});
export const skillsViewSchema = z.object({
  vdResumePersonalDto: skillsRecordViewSchema.nullable(),
  vdResumeHobbyList: z.array(skillEntryViewSchema),
  vdResumeTechnicalSkillList: z.array(skillEntryViewSchema),
});
export type SkillsView = z.infer<typeof skillsViewSchema>;

/** The answer of every section save: the completeness the server computed. */
export const sectionSaveResultSchema = z.object({ vdResumeBaseId: z.number().int(), howComplete: z.number().int(), lastModificationTime: z.string().nullable(), isSubmit: z.boolean() });
export type SectionSaveResult = z.infer<typeof sectionSaveResultSchema>;

/** A generated PDF: the preview (ExportToPDF), the submitted file (GetResumePDFUrl, SubmitResume). */
export const resumePdfSchema = z.object({
  fileUrl: z.string(), fileName: z.string(), pages: z.number().int(),
  /** How far past one page the content runs, in millimetres (0 when it fits). */
  overflowMm: z.number().int(),
});
export type ResumePdf = z.infer<typeof resumePdfSchema>;

/** RES-C27: the manual, with the dictionary texts of its choices; `form` parses with manualSchemaOf(studentType). */
export const manualViewSchema = z.object({
  vdResumeBaseId: z.number().int(),
  studentType: z.number().int(),
  form: z.record(z.string(), z.unknown()),
  /** Dictionary texts of the chosen keys, by field (careerInterestKey1 → its zh and en text). */
  texts: z.record(z.string(), z.object(dictText)),
  ...fileRefSchema.shape,
  howComplete: z.number().int(),
  isSubmit: z.boolean(),
  optimizeSuggest: z.string().nullable(),
  totals: z.object({ cn: z.number().int(), en: z.number().int() }),
});
export type ManualView = z.infer<typeof manualViewSchema>;

/** The career office's review queue (README 'Review'). */
export const OPTIMIZE_QUEUE_STATES = ['requested', 'done', 'all'] as const;
export const optimizeQueueBodySchema = pageQueryOf(10).extend({ state: z.enum(OPTIMIZE_QUEUE_STATES).default('requested') });
export type OptimizeQueueBody = z.output<typeof optimizeQueueBodySchema>;
export const optimizeQueueRowSchema = z.object({
  id: z.number().int(), kind: z.number().int(), studentId: z.number().int(), studentName: z.string(), studentNameEn: z.string().nullable(),
  studentNumber: z.string().nullable(), pageType: z.string().nullable(), entranceYear: z.number().int().nullable(), howComplete: z.number().int(),
  optimizeState: z.number().int(), requestedAt: z.string().nullable(), optimizeSuggest: z.string().nullable(), isShowOptimizeSuggest: z.boolean(),
  suggestedBy: z.string().nullable(), isSubmit: z.boolean(),
});
export type OptimizeQueueRow = z.infer<typeof optimizeQueueRowSchema>;
export const reviewDetailSchema = optimizeQueueRowSchema.extend({ className: z.string().nullable(), resumeStudentType: z.number().int().nullable(), previewUrl: z.string(), pages: z.number().int(), overflowMm: z.number().int() });
export type ReviewDetail = z.infer<typeof reviewDetailSchema>;
export const SUGGESTION_MAX = 2000;
export const suggestionBodySchema = z.object({ optimizeSuggest: z.string().trim().min(1).max(SUGGESTION_MAX), release: z.boolean().default(false) });
export type SuggestionBody = z.output<typeof suggestionBodySchema>;

/** The resume book (README 'Resume book'): public resumes of a programme and entrance year. */
export const resumeBookBodySchema = z.object({ pageType: z.enum(['benyan', 'mba', 'emba', 'master', 'phd']), entranceYear: z.coerce.number().int().min(1900).max(2999) });
export type ResumeBookBody = z.output<typeof resumeBookBodySchema>;
export const resumeBookResultSchema = z.object({ fileUrl: z.string(), fileName: z.string(), resumes: z.number().int(), students: z.number().int() });


/**
 * The data a refusal carries: 161 the groups or fields still missing, the manual's problems
 * (1110–1118, each with its field), or 160 at submit the pages and the overflow. A preview's 160
 * carries the whole resumePdf, so its file can still be opened (RES-S07).
 */
export const resumeRefusalDataSchema = z.union([
  z.array(z.string()),
  z.array(z.object({ code: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])), field: z.string() })),
  z.object({ pages: z.number().int(), overflowMm: z.number().int() }),
]);
