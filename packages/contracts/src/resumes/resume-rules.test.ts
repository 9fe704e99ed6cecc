import { describe, expect, it } from 'vitest';
import { WEIGHTS, countedLength } from './resume-constants.ts';
import { resumeCompleteness, unfinishedGroups } from './resume-completeness.ts';
import { manualCompleteness, manualMissing, manualProblems, manualTotals, manualMbaSchema, manualStudentSchema } from './resume-manual.ts';
import { educationEntrySchema, jobEntrySchema } from './resume-sections.ts';

const personal = { name: '李明', sex: 1, mobile: '13800000001', email: 'a@b.cn', politicsStatusValue: '', vxAccount: '', photoFileId: null };
const edu = educationEntrySchema('cn').parse({ startDate: '2020-09', school: '示范大学', college: '管理学院', location: '北京', major: '金融', degreeValue: '2' });
const job = jobEntrySchema('cn', 3, 1).parse({ startDate: '2020-09', company: 'A', position: 'B', location: 'C', jobDescription: 'D' });

describe('resume completeness (RES-K01)', () => {
  it('each type totals 100 when every group is earned', () => {
    for (const w of Object.values(WEIGHTS)) expect(Object.values(w).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('an empty resume is 0 and lacks every required group', () => {
    const c = resumeCompleteness({}, 3, 'cn');
    expect(c.total).toBe(0);
    expect(unfinishedGroups(c)).toEqual(['personal', 'coreCompetence', 'education', 'work', 'skills']);
    expect(c.groups.find((g) => g.group === 'personal')!.lacks).toEqual(['name', 'sex', 'mobile', 'email']);
  });

  it('adds the weights of the groups earned, by type', () => {
    expect(resumeCompleteness({ personal, education: [edu] }, 3, 'cn').total).toBe(40);
    expect(resumeCompleteness({ personal, education: [edu] }, 1, 'cn').total).toBe(45);
    expect(resumeCompleteness({ personal, education: [edu], work: [job] }, 3, 'cn').total).toBe(60);
  });

  it('type 1 practice: one full internship or activity in Chinese, one of each in English', () => {
    const partial = jobEntrySchema('cn', 1, 0).parse({ company: 'A' });
    expect(resumeCompleteness({ internship: [partial] }, 1, 'cn').groups.find((g) => g.group === 'practice')!.lacks).toEqual(['fullEntry']);
    expect(resumeCompleteness({ internship: [job] }, 1, 'cn').total).toBe(20);
    expect(resumeCompleteness({ internship: [job] }, 1, 'en').groups.find((g) => g.group === 'practice')!.lacks).toEqual(['activityEntry']);
  });
});

describe('the manual\'s rules (RES-V16…V20, K03)', () => {
  it('counts characters without white space', () => {
    expect(countedLength(' 一 二\t三\n')).toBe(3);
    expect(countedLength('a b')).toBe(2);
  });

  it('refuses a Chinese total over 105 and names the count', () => {
    const f = manualStudentSchema.parse({ experienceCN1: '一'.repeat(100), experienceCN2: '二 '.repeat(6) });
    expect(manualTotals(f)).toEqual({ cn: 106, en: 0 });
    expect(manualProblems(f)).toEqual([{ code: '1110', params: { max: 105, count: 106 }, field: 'experienceCN1' }]);
  });

  it('MBA: limits, at most two choices, Other needs its text', () => {
    const f = manualMbaSchema.parse({
      preMBAWorkInformationPositionEN: 'x'.repeat(81), mbaCareerInterestIndustryKey: '1,2,3', mbaCareerInterestFunctionKey: ['8'], preMBAIndustriesKey: '13',
    });
    expect(manualProblems(f).map((p) => p.code)).toEqual(['1115', '1116', '1117', '1117']);
  });

  it('the undergraduate form: distinct interests, the Other key 14, plan letters A–D', () => {
    const f = manualStudentSchema.parse({ careerInterestKey1: '14', careerInterestKey2: '14', planAfterGraduation: 'A,E' });
    expect(manualProblems(f).map((p) => p.code)).toEqual(['1118', '1117', '1117', '1118']);
  });

  it('scores the undergraduate form to 100 when all is filled, and lists what submit needs', () => {
    const group = { universityCN: 'a', universityEN: 'b', schoolCN: 'c', schoolEN: 'd', majorCN: 'e', majorEN: 'f' };
    const full = manualStudentSchema.parse({
      photoFileId: '0b6f1a52-5c55-4b8e-9a53-4a0d7e2f7c11', cName: 'a', eName: 'b', birthDay: '2000-01-01', email: 'a@b.cn', vdResumeGeneralSituationEduBackground1: group,
      experienceCN1: '1', experienceCN2: '2', experienceCN3: '3', experienceEN1: '1', experienceEN2: '2', experienceEN3: '3', planAfterGraduation: 'A',
      careerInterestKey1: '1', careerInterestKey2: '2', careerInterestKey3: '3', mostInterestedIndustriesKey1: '1', mostInterestedIndustriesKey2: '2', mostInterestedIndustriesKey3: '3',
    });
    expect(manualCompleteness(full)).toBe(100);
    expect(manualMissing(full)).toEqual([]);
    expect(manualMissing(manualStudentSchema.parse({ cName: 'a' }))).toContain('experienceCN1');
  });

  it('caps the MBA sum (104 when all is filled) at 100', () => {
    const group = { universityCN: 'a', universityEN: 'b', schoolCN: 'c', schoolEN: 'd', majorCN: 'e', majorEN: 'f' };
    const text = Object.fromEntries(['preMBAWorkInformationCompnyNameCN', 'preMBAWorkInformationCompnyNameEN', 'preMBAWorkInformationPositionCN', 'preMBAWorkInformationPositionEN',
      'preMBAWorkExperienceCN', 'preMBAWorkExperienceEN', 'achievementsCN1', 'achievementsCN2', 'achievementsCN3', 'achievementsEN1', 'achievementsEN2', 'achievementsEN3'].map((k) => [k, 'x']));
    const f = manualMbaSchema.parse({
      ...text, photoFileId: '0b6f1a52-5c55-4b8e-9a53-4a0d7e2f7c11', cName: 'a', eName: 'b', birthDay: '2000-01-01', email: 'a@b.cn', vdResumeGeneralSituationEduBackground1: group,
      preMBAIndustriesKey: '1', preMBAWorkingYearsKey: '1', mbaCareerInterestIndustryKey: ['1'], mbaCareerInterestFunctionKey: ['1'],
      language1: 'zh', proficiencyValue1: 'N', language2: 'en', proficiencyValue2: 'F', language3: 'fr', proficiencyValue3: 'B',
    });
    expect(manualCompleteness(f)).toBe(100);
    expect(manualCompleteness(manualMbaSchema.parse({ ...f, language3: '' }))).toBe(100);
    expect(manualCompleteness(manualMbaSchema.parse({ ...f, language3: '', language2: '' }))).toBe(96);
  });
});
