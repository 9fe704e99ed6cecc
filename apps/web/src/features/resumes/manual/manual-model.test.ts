import { manualStudentSchema } from '@portal/contracts';
import type { ManualView } from '@portal/contracts';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { excludedBy, formPathsOf, joinEmail, liveTotals, splitEmail, toValues, toWire, tripletChanges } from './manual-model.ts';

const view = (form: Record<string, unknown>): ManualView => ({
  vdResumeBaseId: 7, studentType: 1, form, texts: {}, photoFileId: '0b6f1a52-5c55-4b8e-9a53-4a0d7e2f7c11', photoFileName: 'me.jpg', photoFileUrl: '/uploadfiles/x',
  howComplete: 10, isSubmit: false, optimizeSuggest: null, totals: { cn: 0, en: 0 },
});

describe('the manual form model', () => {
  it('edits only the part before @ and keeps the domain (RES-U05)', () => {
    expect(splitEmail('li.lei@example.edu.cn', 'school.cn')).toEqual({ local: 'li.lei', domain: 'example.edu.cn' });
    expect(splitEmail('', 'school.cn')).toEqual({ local: '', domain: 'school.cn' });
    expect(joinEmail(' li ', 'school.cn')).toBe('li@school.cn');
    expect(joinEmail('  ', 'school.cn')).toBe('');
  });

  it('round-trips a saved manual through the form values', () => {
    const form = manualStudentSchema.parse({ cName: '李雷', email: 'li@example.edu.cn', birthDay: '2003-04-05', planAfterGraduation: 'A,C', careerInterestKey1: '3' });
    const { values, domain } = toValues(view(form), form, 'fallback.cn');
    expect(domain).toBe('example.edu.cn');
    expect(values.emailLocal).toBe('li');
    expect(values.birthDay?.format('YYYY-MM-DD')).toBe('2003-04-05');
    expect(values.careerInterestKey2).toBeUndefined();
    const wire = toWire(values, domain);
    expect(wire).toMatchObject({ email: 'li@example.edu.cn', birthDay: '2003-04-05', photoFileId: '0b6f1a52-5c55-4b8e-9a53-4a0d7e2f7c11', planAfterGraduation: ['A', 'C'] });
    expect(manualStudentSchema.parse(wire)).toMatchObject({ cName: '李雷', careerInterestKey1: '3', photoFileId: '0b6f1a52-5c55-4b8e-9a53-4a0d7e2f7c11' });
  });

  it('clears a duplicate choice and the text of a choice that left Other (RES-S05, V19)', () => {
    const values = { careerInterestKey1: '3', careerInterestKey2: '5', careerInterestOther2: 'x' };
    expect(tripletChanges('careerInterest', 2, '3', values)).toEqual({ careerInterestOther2: undefined, careerInterestKey1: undefined, careerInterestOther1: undefined });
    expect(tripletChanges('careerInterest', 1, '14', values)).toEqual({});
    expect([...excludedBy('careerInterest', 3, values)].sort()).toEqual(['3', '5']);
  });

  it('counts the totals without spaces, as the server does', () => {
    expect(liveTotals(1, { experienceCN1: '一二 三', experienceEN2: 'a b c', birthDay: dayjs() })).toEqual({ cn: 3, en: 3 });
    expect(liveTotals(3, { achievementsCN1: '甲乙', preMBAWorkExperienceEN: 'abc' })).toEqual({ cn: 2, en: 3 });
  });

  it('marks the empty fields of an education group and the e-mail on its local part', () => {
    const values = { vdResumeGeneralSituationEduBackground1: { universityCN: '北大', universityEN: 'PKU', schoolCN: '光华', schoolEN: 'GSM', majorCN: '', majorEN: '' } };
    expect(formPathsOf('vdResumeGeneralSituationEduBackground1', values)).toEqual([
      ['vdResumeGeneralSituationEduBackground1', 'majorCN'], ['vdResumeGeneralSituationEduBackground1', 'majorEN'],
    ]);
    expect(formPathsOf('email', values)).toEqual(['emailLocal']);
    expect(formPathsOf('photoFileId', values)).toEqual(['photo']);
  });
});
