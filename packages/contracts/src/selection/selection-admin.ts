import { z } from 'zod';
import { INT32_MAX, dateTimeSchema, idSchema } from '../field-schemas.ts';
import { importRowProblemsSchema } from '../import-problems.ts';
import { pageOf, pageQuerySchema } from '../paging.ts';
import { MAX_CHOICES_PER_STUDENT, MAX_TEACHER_CAPACITY, SELECTION_KINDS, SELECTION_PAGE_TYPES } from './selection-constants.ts';

/**
 * The other side of selection, which the spec does not show (SEL-G01, G02): the mentors' and
 * supervisors' calls under /api/selection/teacher (roles mentor, supervisor; selection.admin sees
 * all), and the staff's under /api/admin/selection (role selection.admin). Paths: the module README.
 */

const text = (max: number) => z.string().max(max).nullish().transform((s) => (s && s.trim() ? s.trim() : null));
const name = z.string().trim().min(1).max(100);

/** A round or scheme as staff write it. */
export const roundInputSchema = z.object({
  selectionType: z.enum(SELECTION_KINDS),
  pageType: z.enum(SELECTION_PAGE_TYPES),
  name: z.string().trim().min(1).max(200),
  year: z.number().int().min(2000).max(2200),
  startTime: dateTimeSchema,
  endTime: dateTimeSchema,
  releaseStatus: z.number().int().min(0).max(2).default(0),
  /** Choices each student may make in the round (studentSelectionTimes). */
  studentSelectionTimes: z.number().int().min(1).max(MAX_CHOICES_PER_STUDENT),
  /** Rich text, sanitised on write. */
  remark: z.string().max(20_000).nullish(),
}).refine((r) => Date.parse(r.startTime) < Date.parse(r.endTime), { message: 'endTime must be after startTime', path: ['endTime'] });
export type RoundInput = z.infer<typeof roundInputSchema>;

export const adminRoundListQuerySchema = pageQuerySchema.extend({
  selectionType: z.enum(SELECTION_KINDS).nullish(),
  pageType: z.enum(SELECTION_PAGE_TYPES).nullish(),
});

/** A round on the staff's list, with its live figures. */
export const adminRoundRowSchema = z.object({
  id: z.number().int(),
  selectionType: z.enum(SELECTION_KINDS),
  pageType: z.enum(SELECTION_PAGE_TYPES),
  name: z.string(),
  year: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  releaseStatus: z.number().int(),
  timeStatus: z.number().int(),
  studentSelectionTimes: z.number().int(),
  remark: z.string().nullable(),
  studentCount: z.number().int(),
  teacherCount: z.number().int(),
  capacity: z.number().int(),
  confirmedCount: z.number().int(),
  waitingCount: z.number().int(),
});
export type AdminRoundRow = z.infer<typeof adminRoundRowSchema>;
export const adminRoundPageSchema = pageOf(adminRoundRowSchema);

/** Who takes part: the students of a programme and entrance year, or a list of student numbers. */
export const roundStudentsInputSchema = z.union([
  // The list first: an object schema strips unknown keys, so the cohort form would match any body.
  z.object({ studentNumbers: z.array(z.string().trim().min(1).max(40)).min(1).max(2000) }),
  z.object({ studyEntranceYear: z.number().int().min(1900).max(2200).nullish() }).strict(),
]);
export const addedCountSchema = z.object({ added: z.number().int() });

/** A student of a round with their choices in order. */
export const roundStudentRowSchema = z.object({
  studentId: z.number().int(),
  studentNumber: z.string().nullable(),
  name: z.string(),
  className: z.string().nullable(),
  hasResume: z.boolean(),
  choices: z.array(z.object({ teacherId: z.number().int(), teacherName: z.string(), choiceRank: z.number().int(), status: z.number().int() })),
  matchedTeacherName: z.string().nullable(),
});
export const roundStudentListSchema = z.array(roundStudentRowSchema);

/** A mentor or supervisor of a round, as staff write it (one row of the xlsx import too). */
export const teacherInputSchema = z.object({
  name,
  /** The account that answers for this teacher (role mentor or supervisor), by username; optional. */
  username: text(64),
  email: text(200),
  phone: text(40),
  isDecryptPhone: z.boolean().default(false),
  companyName: text(200),
  position: text(200),
  gender: text(10),
  age: z.number().int().min(18).max(120).nullish(),
  industry: text(200),
  workingYears: z.number().int().min(0).max(80).nullish(),
  isGuideForeignStudent: z.boolean().default(false),
  requirements: text(2000),
  researchDirection: text(500),
  thesisTopicSelection: text(2000),
  facultyUrl: text(2000),
  teacherEducationalBackground: text(4000),
  teacherProfessionalexperience: text(4000),
  studentIndustryBackground: text(2000),
  studentFutureEmploymentbackground: text(2000),
  otherRequirements: text(2000),
  /** The quota: students this teacher takes in the round (selectionTimes). */
  selectionTimes: z.number().int().min(0).max(MAX_TEACHER_CAPACITY),
});
export type TeacherInput = z.infer<typeof teacherInputSchema>;


/** The teachers' import sheet: each column found by its bilingual header in the first row (server selection-xlsx.ts). */
export const TEACHER_SHEET_COLUMNS = [
  { key: 'name', header: '姓名 Name' },
  { key: 'username', header: '账号 Account' },
  { key: 'selectionTimes', header: '名额 Quota' },
  { key: 'email', header: '邮箱 E-mail' },
  { key: 'phone', header: '电话 Phone' },
  { key: 'isDecryptPhone', header: '公开电话 Phone released (1/0)' },
  { key: 'companyName', header: '公司 Company' },
  { key: 'position', header: '职位 Position' },
  { key: 'gender', header: '性别 Gender' },
  { key: 'age', header: '年龄 Age' },
  { key: 'industry', header: '行业 Industry' },
  { key: 'workingYears', header: '工作年限 Working years' },
  { key: 'isGuideForeignStudent', header: '接收留学生 International students (1/0)' },
  { key: 'researchDirection', header: '研究方向 Research direction' },
  { key: 'thesisTopicSelection', header: '论文选题 Thesis topics' },
  { key: 'requirements', header: '要求 Requirements' },
  { key: 'facultyUrl', header: '主页 Faculty page' },
  { key: 'teacherEducationalBackground', header: '教育背景 Education' },
  { key: 'teacherProfessionalexperience', header: '职业经历 Experience' },
  { key: 'studentIndustryBackground', header: '期望学生行业背景 Desired industry background' },
  { key: 'studentFutureEmploymentbackground', header: '期望学生职业背景 Desired career background' },
  { key: 'otherRequirements', header: '其他要求 Other requirements' },
] as const;

/** The xlsx import of a round's teachers: the sheet is previewed (multipart), then the rows it gave are saved. */
export const teacherImportBodySchema = z.object({ rows: z.array(teacherInputSchema).min(1).max(2000) });
/** A teacher row as the preview answers it: the input's output, without transforms (a response is encoded, not parsed). */
const nullableText = z.string().nullable();
export const teacherRowSchema = z.object({
  row: z.number().int(),
  name: z.string(),
  username: nullableText, email: nullableText, phone: nullableText, isDecryptPhone: z.boolean(), companyName: nullableText, position: nullableText,
  gender: nullableText, age: z.number().int().nullish(), industry: nullableText, workingYears: z.number().int().nullish(), isGuideForeignStudent: z.boolean(),
  requirements: nullableText, researchDirection: nullableText, thesisTopicSelection: nullableText, facultyUrl: nullableText,
  teacherEducationalBackground: nullableText, teacherProfessionalexperience: nullableText, studentIndustryBackground: nullableText,
  studentFutureEmploymentbackground: nullableText, otherRequirements: nullableText, selectionTimes: z.number().int(),
});
/**
 * A teacher with the live demand against capacity (staff's 'demand' view and teacher list), and the
 * teacher's own fields, so that a change from the web sends the whole record (a save replaces it).
 */
export const teacherDemandRowSchema = teacherRowSchema.omit({ row: true }).extend({
  id: z.number().int(),
  confirmedCount: z.number().int(),
  waitingCount: z.number().int(),
  /** Students who put this teacher first among their waiting choices. */
  firstChoiceCount: z.number().int(),
  remaining: z.number().int(),
  /** Waiting choices beyond the remaining places (0 when there is room for all). */
  overDemand: z.number().int(),
});
export type TeacherDemandRow = z.infer<typeof teacherDemandRowSchema>;
export const teacherDemandListSchema = z.array(teacherDemandRowSchema);
export const teacherImportPreviewSchema = z.object({
  rows: z.array(teacherRowSchema),
  problems: z.array(importRowProblemsSchema),
});
export const teacherImportResultSchema = z.object({ created: z.number().int(), updated: z.number().int() });

/** The stable matching of a round's unmatched students (README 'Stable matching'). */
export const matchingPairSchema = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  studentNumber: z.string().nullable(),
  teacherId: z.number().int(),
  teacherName: z.string(),
  choiceRank: z.number().int(),
});
export const matchingPreviewSchema = z.object({
  pairs: z.array(matchingPairSchema),
  unmatched: z.array(z.object({ studentId: z.number().int(), studentName: z.string(), studentNumber: z.string().nullable() })),
  /** The preview's fingerprint: confirm refuses it when choices or places changed since (96012). */
  token: z.string(),
});
export type MatchingPreview = z.infer<typeof matchingPreviewSchema>;
export const matchingConfirmBodySchema = z.object({ token: z.string().min(1).max(200) });
export const matchingResultSchema = z.object({ confirmed: z.number().int() });

/** A choice made to a teacher, on the teacher's list. */
export const teacherChoiceRowSchema = z.object({
  id: z.number().int(),
  selectionId: z.number().int(),
  selectionName: z.string(),
  selectionType: z.enum(SELECTION_KINDS),
  teacherId: z.number().int(),
  teacherName: z.string(),
  studentId: z.number().int(),
  studentName: z.string(),
  studentNumber: z.string().nullable(),
  className: z.string().nullable(),
  choiceRank: z.number().int(),
  status: z.number().int(),
  chosenAt: z.string(),
  /** A signed inline link to the student's selection resume (PDF); null when missing. */
  resumeFile: z.string().nullable(),
  resumeName: z.string().nullable(),
  note: z.string().nullable(),
  suggestedTeacherName: z.string().nullable(),
});
export type TeacherChoiceRow = z.infer<typeof teacherChoiceRowSchema>;
export const teacherChoiceListQuerySchema = z.object({
  selectionId: z.coerce.number().int().min(1).max(INT32_MAX).optional(),
  status: z.coerce.number().int().min(0).max(5).optional(),
});
export const teacherChoiceListSchema = z.array(teacherChoiceRowSchema);
/** A teacher of a round, as a teacher who answers a choice may suggest them instead (places left to judge by). */
export const roundTeacherOptionSchema = z.object({ id: z.number().int(), name: z.string(), remaining: z.number().int() });
export type RoundTeacherOption = z.infer<typeof roundTeacherOptionSchema>;
export const roundTeacherOptionListSchema = z.array(roundTeacherOptionSchema);
export const teacherDecisionBodySchema = z.object({ note: text(500) });
export const teacherSuggestBodySchema = z.object({ suggestedTeacherId: idSchema, note: text(500) });

/** The final pairs export: a generated xlsx. */
export const pairsExportSchema = z.object({ id: z.string(), fileName: z.string(), fileUrl: z.string() });
