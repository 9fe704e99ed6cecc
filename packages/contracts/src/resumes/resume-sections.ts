import { z } from 'zod';
import { EXAM_TYPES, type ResumeLang, type ResumeStudentTypeCode } from './resume-constants.ts';
import { optionalFileIdSchema } from '../field-schemas.ts';

/**
 * The entries of the Chinese and English resumes (RES-N02…N09) and their limits (RES-V01…V12). One
 * factory per section gives the schema for a language and a student type; the web form validates
 * with it and the server saves only what passes it. Group limits are counted by the service, which
 * refuses with their own codes (120–131). English limits the spec leaves open are ours (README).
 */

/** A month, YYYY-MM; a full date is cut to its month. */
export const monthSchema = z.string().trim().regex(/^\d{4}-(0[1-9]|1[0-2])(-\d{2})?$/, 'YYYY-MM').transform((s) => s.slice(0, 7));
const optionalMonth = z.union([z.literal(''), z.null(), monthSchema]).optional().transform((v) => v || null);

/** RES-V01: an optional '+' or '-' followed by digits. */
export const RESUME_MOBILE = /^[+-]?\d{5,20}$/;
export const RESUME_EMAIL = /^[^\s@<>()[\]\\,;:"]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

const req = (max: number) => z.string().trim().min(1).max(max);
const opt = (max: number) => z.string().trim().max(max).optional().nullable().transform((s) => s ?? '');
/** A text that is required only where `strict` says so (type 1 practice is filled as a whole group). */
const field = (max: number, strict: boolean) => (strict ? req(max) : opt(max));

/** An end month no earlier than its start; none means 'to present' (isEndNow). */
const ordered = <T extends { startDate?: string | null; endDate?: string | null }>(v: T, ctx: z.RefinementCtx) => {
  if (v.startDate && v.endDate && v.endDate < v.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'end before start' });
};
const endNow = <T extends { endDate: string | null }>(v: T) => ({ ...v, isEndNow: !v.endDate });

/** The character limits of one language (RES-V04…V12; English where the spec gives none: README). */
export const LIMITS = {
  cn: { school: 20, college: 20, location: 20, major: 20, scholarship: 50, company: 20, position: 10, jobDescription: 90, workDescription: 90, activityName: 20, activityAddress: 20, activityDescription: 90, extraName: 20, extraLocation: 10, extraPosition: 10, extraDescription: 100, awardName: 20, awardMemo: 20, core: 50, language: 10, software: 40, hobby: 40 },
  en: { school: 60, college: 60, location: 60, major: 60, scholarship: 110, company: 60, position: 40, jobDescription: 220, workDescription: 200, activityName: 60, activityAddress: 60, activityDescription: 200, extraName: 20, extraLocation: 30, extraPosition: 20, extraDescription: 200, awardName: 60, awardMemo: 60, core: 110, language: 20, software: 110, hobby: 110 },
} as const;

/** RES-N02: personal info (SaveResumeStudentBaseInfo's module). */
export const resumePersonalSchema = z.object({
  name: req(40),
  sex: z.coerce.number().int().min(0).max(1),
  mobile: z.string().trim().max(21).regex(RESUME_MOBILE, 'mobile'),
  email: z.string().trim().max(100).regex(RESUME_EMAIL, 'email'),
  politicsStatusValue: opt(20),
  vxAccount: opt(40),
  photoFileId: optionalFileIdSchema,
});
export type ResumePersonalInput = z.output<typeof resumePersonalSchema>;
/** RES-N03 / V04. */
export const educationEntrySchema = (lang: ResumeLang) => {
  const l = LIMITS[lang];
  return z.object({
    startDate: monthSchema,
    endDate: optionalMonth,
    school: req(l.school),
    // The English form does not ask for the college (RES-V04).
    college: lang === 'cn' ? req(l.college) : opt(l.college),
    location: req(l.location),
    major: req(l.major),
    degreeValue: req(20),
    vdResumeEduInfoTypeValue: opt(20),
    scholarship: opt(l.scholarship),
  }).superRefine(ordered).transform(endNow);
};
export type EducationEntry = z.output<ReturnType<typeof educationEntrySchema>>;

/**
 * RES-N04 / V05 / V08. Type 1's Chinese practice entries are not required field by field (RES-V06);
 * its English variant is (RES-V07).
 */
export const jobEntrySchema = (lang: ResumeLang, type: ResumeStudentTypeCode, jobType: 0 | 1) => {
  const l = LIMITS[lang];
  const strict = !(type === 1 && lang === 'cn');
  return z.object({
    startDate: strict ? monthSchema : optionalMonth,
    endDate: optionalMonth,
    company: field(l.company, strict),
    position: field(l.position, strict),
    location: field(l.location, strict),
    jobDescription: field(jobType === 1 ? l.workDescription : l.jobDescription, strict),
  }).superRefine(ordered).transform(endNow);
};
export type JobEntry = z.output<ReturnType<typeof jobEntrySchema>>;

/** RES-N05 / V06: activity practice (type 1). */
export const activityPracticeEntrySchema = (lang: ResumeLang) => {
  const l = LIMITS[lang];
  const strict = lang === 'en';
  return z.object({
    startDate: strict ? monthSchema : optionalMonth,
    endDate: optionalMonth,
    address: field(l.activityAddress, strict),
    name: field(l.activityName, strict),
    description: field(l.activityDescription, strict),
  }).superRefine(ordered);
};
export type ActivityPracticeEntry = z.output<ReturnType<typeof activityPracticeEntrySchema>>;

/** RES-N06 / V09: extracurricular activities (type 2). */
export const extracurricularEntrySchema = (lang: ResumeLang) => {
  const l = LIMITS[lang];
  return z.object({
    date: monthSchema,
    endDate: optionalMonth,
    activitiesName: req(l.extraName),
    location: req(l.extraLocation),
    position: req(l.extraPosition),
    description: req(l.extraDescription),
  }).superRefine((v, ctx) => {
    if (v.endDate && v.endDate < v.date) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'end before start' });
  }).transform(endNow);
};
export type ExtracurricularEntry = z.output<ReturnType<typeof extracurricularEntrySchema>>;

/** RES-N07 / V10: awards and certificates. */
export const awardEntrySchema = (lang: ResumeLang) => z.object({
  date: monthSchema,
  name: req(LIMITS[lang].awardName),
  memo: opt(LIMITS[lang].awardMemo),
});
export type AwardEntry = z.output<ReturnType<typeof awardEntrySchema>>;

/** RES-N08 / V11: one line of core competence (type 2 entry). */
export const coreCompetenceEntrySchema = (lang: ResumeLang) => z.object({ content: req(LIMITS[lang].core) });

const examPoint = z.string().trim().max(15).optional().nullable().transform((s) => s ?? '');

/** RES-N09 / V12: the skills record with its lists. */
export const skillsSchema = (lang: ResumeLang) => {
  const l = LIMITS[lang];
  return z.object({
    nativeLanguage: req(20),
    proficiencyValue: opt(20),
    englishLevelValue: opt(20),
    hskProficiencyValue: opt(20),
    /** The exams taken and their scores, in the order of EXAM_TYPES (examType / examTypePoint1–5 on the wire). */
    exams: z.array(z.object({ examType: z.enum(EXAM_TYPES), point: examPoint })).max(EXAM_TYPES.length)
      .refine((xs) => new Set(xs.map((x) => x.examType)).size === xs.length, 'each exam once').default([]),
    hskList: z.array(z.object({ examName: req(15), examPoint: req(15) })).max(50).default([]),
    otherLanguages: z.array(z.object({ name: req(l.language), proficiencyValue: req(20) })).max(50).default([]),
    software: z.array(z.object({ content: req(l.software) })).max(50).default([]),
    hobbies: z.array(z.object({ content: req(l.hobby) })).max(50).default([]),
  });
};
export type SkillsInput = z.output<ReturnType<typeof skillsSchema>>;
