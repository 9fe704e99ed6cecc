import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LIMITS, activityPracticeEntrySchema, awardEntrySchema, coreCompetenceEntrySchema, educationEntrySchema, extracurricularEntrySchema, jobEntrySchema, skillsSchema } from './resume-sections.ts';
import type { ResumeLang } from './resume-constants.ts';

/**
 * Every length limit of RES-V04…V12, in both languages: a value at the limit passes and one
 * character more is refused, field by field, from the same schemas the server saves with.
 */
const full = {
  education: { startDate: '2020-09', endDate: '2024-06', school: 's', college: 'c', location: 'l', major: 'm', degreeValue: '2', vdResumeEduInfoTypeValue: '1', scholarship: '' },
  job: { startDate: '2020-09', endDate: '2021-06', company: 'c', position: 'p', location: 'l', jobDescription: 'd' },
  activity: { startDate: '2020-09', endDate: '2021-06', address: 'a', name: 'n', description: 'd' },
  extra: { date: '2020-09', endDate: '2021-06', activitiesName: 'n', location: 'l', position: 'p', description: 'd' },
  award: { date: '2020-09', name: 'n', memo: '' },
};

function checkLimit(schema: z.ZodType, base: Record<string, unknown>, field: string, max: number) {
  expect(schema.safeParse({ ...base, [field]: 'x'.repeat(max) }).success, `${field} at ${max}`).toBe(true);
  expect(schema.safeParse({ ...base, [field]: 'x'.repeat(max + 1) }).success, `${field} at ${max + 1}`).toBe(false);
}

describe.each(['cn', 'en'] as ResumeLang[])('length limits of the %s resume', (lang) => {
  const l = LIMITS[lang];
  it('education (RES-V04)', () => {
    for (const f of ['school', 'college', 'location', 'major', 'scholarship'] as const) checkLimit(educationEntrySchema(lang), full.education, f, l[f]);
  });
  it('internships and work (RES-V05, V08)', () => {
    for (const [f, max] of [['company', l.company], ['position', l.position], ['location', l.location], ['jobDescription', l.jobDescription]] as const) checkLimit(jobEntrySchema(lang, 2, 0), full.job, f, max);
    checkLimit(jobEntrySchema(lang, 3, 1), full.job, 'jobDescription', l.workDescription);
  });
  it('activity practice (RES-V06)', () => {
    for (const [f, max] of [['address', l.activityAddress], ['name', l.activityName], ['description', l.activityDescription]] as const) checkLimit(activityPracticeEntrySchema(lang), full.activity, f, max);
  });
  it('extracurricular activities (RES-V09)', () => {
    for (const [f, max] of [['activitiesName', l.extraName], ['location', l.extraLocation], ['position', l.extraPosition], ['description', l.extraDescription]] as const) {
      checkLimit(extracurricularEntrySchema(lang), full.extra, f, max);
    }
  });
  it('awards and certificates (RES-V10) and core competence (RES-V11)', () => {
    checkLimit(awardEntrySchema(lang), full.award, 'name', l.awardName);
    checkLimit(awardEntrySchema(lang), full.award, 'memo', l.awardMemo);
    checkLimit(coreCompetenceEntrySchema(lang), {}, 'content', l.core);
  });
  it('skills (RES-V12)', () => {
    const ok = (v: Record<string, unknown>) => skillsSchema(lang).safeParse({ nativeLanguage: '中文', ...v }).success;
    expect(ok({ software: [{ content: 'x'.repeat(l.software) }] })).toBe(true);
    expect(ok({ software: [{ content: 'x'.repeat(l.software + 1) }] })).toBe(false);
    expect(ok({ hobbies: [{ content: 'x'.repeat(l.hobby + 1) }] })).toBe(false);
    expect(ok({ otherLanguages: [{ name: 'x'.repeat(l.language + 1), proficiencyValue: 'B' }] })).toBe(false);
    expect(ok({ hskList: [{ examName: 'x'.repeat(16), examPoint: '1' }] })).toBe(false);
    expect(ok({ exams: [{ examType: 'GMAT', point: '1'.repeat(16) }] })).toBe(false);
    expect(ok({ nativeLanguage: '' })).toBe(false);
  });
});
