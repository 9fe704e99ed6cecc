import {
  GROUP_LIMITS, SkillEntryType, activityPracticeEntrySchema, awardEntrySchema, coreCompetenceEntrySchema, educationEntrySchema, extracurricularEntrySchema,
  groupMax, jobEntrySchema, skillsSchema, type GroupLimitKey, type ResumeLang, type ResumeSection, type ResumeStudentTypeCode, type SkillsInput,
} from '@portal/contracts';
import { z } from 'zod';
import { BizError, bizErrorOf } from '../../platform/http/errors.ts';
import { DICT, inDictionary } from './resume-dictionary.ts';

/**
 * Each list section: its entry schema for a language and a type, and the group limit that refuses
 * one more entry with its own code (RES-V04…V12, RES-K04, codes 120–131).
 */
export type ListSection = Exclude<ResumeSection, 'personal' | 'skills'>;

export const LIST_SECTIONS: Record<ListSection, { limit: GroupLimitKey; schema: (lang: ResumeLang, type: ResumeStudentTypeCode) => z.ZodType }> = {
  education: { limit: 'education', schema: (lang) => educationEntrySchema(lang) },
  internship: { limit: 'internship', schema: (lang, type) => jobEntrySchema(lang, type, 0) },
  work: { limit: 'work', schema: (lang, type) => jobEntrySchema(lang, type, 1) },
  activityPractice: { limit: 'activityPractice', schema: (lang) => activityPracticeEntrySchema(lang) },
  extracurricular: { limit: 'extracurricular', schema: (lang) => extracurricularEntrySchema(lang) },
  award: { limit: 'award', schema: (lang) => awardEntrySchema(lang) },
  certificate: { limit: 'certificate', schema: (lang) => awardEntrySchema(lang) },
  coreCompetence: { limit: 'coreCompetence', schema: (lang) => coreCompetenceEntrySchema(lang) },
};

/** One more entry than the group allows: its code, with the limit of the resume's language. */
export function checkGroupLimit(key: GroupLimitKey, count: number, lang: ResumeLang): void {
  const max = groupMax(key, lang);
  if (count > max) throw bizErrorOf(GROUP_LIMITS[key].code, { max });
}

/** Dictionary values an entry names must be the dictionary's (90003 otherwise). */
export function checkDictionaries(section: ListSection, entries: Record<string, unknown>[]): void {
  if (section !== 'education') return;
  for (const e of entries) {
    if (!inDictionary(DICT.degree, String(e.degreeValue))) throw new BizError('90003', { detail: `degreeValue ${String(e.degreeValue)}` });
    const t = String(e.vdResumeEduInfoTypeValue ?? '');
    if (t && !inDictionary(DICT.eduType, t)) throw new BizError('90003', { detail: `vdResumeEduInfoTypeValue ${t}` });
  }
}

const text = z.string().max(2000).optional().nullable().transform((s) => s ?? '');
/** The skills record as the legacy sends it: exam types and scores comma-joined, or one score per exam. */
const wireSkills = z.object({
  nativeLanguage: text, proficiencyValue: text, englishLevelValue: text, hskProficiencyValue: text,
  examType: text, examTypePoint: text,
  exams: z.array(z.object({ examType: z.string().max(20), point: z.string().max(100).optional().nullable() })).max(20).optional(),
  hskList: z.array(z.unknown()).max(20).optional().nullable(),
  otherLanguages: z.array(z.unknown()).max(20).optional().nullable(),
});

/**
 * The skills section's save (RES-C18): the record and the software (type 0) and hobby (type 1)
 * entries become one SkillsInput; the limits 123, 124, 125 and 128 are counted first.
 */
export function skillsInputOf(dto: Record<string, unknown>, entries: { content: string; type: number }[], lang: ResumeLang) {
  const wire = wireSkills.safeParse(dto);
  if (!wire.success) return { ok: false as const, error: wire.error, prefix: ['module', 'vdResumePersonalDto'] };
  const w = wire.data;
  const types = w.examType.split(',').map((s) => s.trim()).filter(Boolean);
  const points = w.examTypePoint.split(',');
  const exams = w.exams ?? types.map((examType, i) => ({ examType, point: (points[i] ?? '').trim() }));
  const software = entries.filter((e) => e.type === SkillEntryType.software).map((e) => ({ content: e.content }));
  const hobbies = entries.filter((e) => e.type === SkillEntryType.hobby).map((e) => ({ content: e.content }));
  checkGroupLimit('hsk', w.hskList?.length ?? 0, lang);
  checkGroupLimit('software', software.length, lang);
  checkGroupLimit('hobby', hobbies.length, lang);
  checkGroupLimit('otherLanguage', w.otherLanguages?.length ?? 0, lang);
  const parsed = skillsSchema(lang).safeParse({ ...w, exams, hskList: w.hskList ?? [], otherLanguages: w.otherLanguages ?? [], software, hobbies });
  if (!parsed.success) return { ok: false as const, error: parsed.error, prefix: ['module', 'vdResumePersonalDto'] };
  const s: SkillsInput = parsed.data;
  for (const [type, v] of [[DICT.proficiency, s.proficiencyValue], [DICT.englishLevel, s.englishLevelValue], [DICT.proficiency, s.hskProficiencyValue]] as const) {
    if (v && !inDictionary(type, v)) throw new BizError('90003', { detail: `${type} ${v}` });
  }
  for (const l of s.otherLanguages) if (!inDictionary(DICT.proficiency, l.proficiencyValue)) throw new BizError('90003', { detail: `proficiencyValue ${l.proficiencyValue}` });
  return { ok: true as const, value: s };
}
