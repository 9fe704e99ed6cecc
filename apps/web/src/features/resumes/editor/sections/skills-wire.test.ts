import { skillsSchema, SkillEntryType } from '@portal/contracts';
import type { SkillsView } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { skillsFormOf, skillsWireOf } from './skills-wire.ts';

const record = {
  nativeLanguage: '中文', proficiencyValue: 'F', proficiencyText: '', proficiencyTextEN: '', englishLevelValue: 'IELTS', englishLevelText: '', englishLevelTextEN: '',
  hskProficiencyValue: '', hskProficiencyText: '', hskProficiencyTextEN: '', examType: 'IELTS,GMAT', examTypePoint: '7.5,710',
  examTypePoint1: '', examTypePoint2: '', examTypePoint3: '7.5', examTypePoint4: '710', examTypePoint5: '',
  hskList: [], otherLanguages: [{ name: '日语', proficiencyValue: 'B', proficiencyText: '', proficiencyTextEN: '' }],
};
const view: SkillsView = {
  vdResumePersonalDto: record,
  vdResumeHobbyList: [{ content: '马拉松', type: SkillEntryType.hobby, vdResumeBaseId: 1 }],
  vdResumeTechnicalSkillList: [{ content: 'Excel', type: SkillEntryType.software, vdResumeBaseId: 1 }],
};

describe('the skills form and the wire', () => {
  it('reads the exams taken with their scores, one by one or comma-joined', () => {
    const form = skillsFormOf(view);
    expect(form.exams.IELTS).toEqual({ taken: true, point: '7.5' });
    expect(form.exams.GMAT).toEqual({ taken: true, point: '710' });
    expect(form.exams.TOEFL).toEqual({ taken: false, point: '' });
    const joinedOnly = skillsFormOf({ ...view, vdResumePersonalDto: { ...record, examTypePoint3: '', examTypePoint4: '' } });
    expect(joinedOnly.exams.GMAT?.point).toBe('710');
  });

  it('sends the exams comma-joined in EXAM_TYPES order, software and hobbies as typed entries, and passes the shared schema', () => {
    const form = skillsFormOf(view);
    form.exams.TOEFL = { taken: true, point: '105' };
    const { check, module } = skillsWireOf(form);
    expect(module.vdResumePersonalDto).toMatchObject({ examType: 'TOEFL,IELTS,GMAT', examTypePoint: '105,7.5,710', examTypePoint1: '105', examTypePoint2: '', examTypePoint3: '7.5' });
    expect(module.vdResumeTechnicalSkillAndHobby).toEqual([{ content: 'Excel', type: 0 }, { content: '马拉松', type: 1 }]);
    expect(skillsSchema('cn').safeParse(check).success).toBe(true);
  });

  it('starts empty when nothing was saved', () => {
    const form = skillsFormOf({ vdResumePersonalDto: null, vdResumeHobbyList: [], vdResumeTechnicalSkillList: [] });
    expect(form.nativeLanguage).toBe('');
    expect(skillsSchema('cn').safeParse(skillsWireOf(form).check).success).toBe(false);
  });
});
