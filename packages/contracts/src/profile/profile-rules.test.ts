import { describe, expect, it } from 'vitest';
import { intentionRecordInputSchema, profileSkillsInputSchema, recruitInputSchema } from './profile-forms.ts';
import { intentionIssue, rangeIssue, recruitIssue } from './profile-rules.ts';

const record = (over: Record<string, unknown> = {}) => intentionRecordInputSchema.parse({
  intentionKey1: 1, intentionKey2: 2, intentionKey3: null, directionKey1: '1', directionKey2: '2', directionKey3: '3', directionKey4: '4', directionKey5: '5', ...over,
});

describe('profile rules', () => {
  it('refuses an end before its begin, accepts an open end', () => {
    expect(rangeIssue([{ beginDate: '2024-03', endDate: '2024-05' }, { beginDate: '2024-03', endDate: '2024-02' }])).toEqual({ code: '98003', n: 2 });
    expect(rangeIssue([{ beginDate: '2024-03-01', endDate: null }])).toBeNull();
  });
  it('checks the intentions and considerations (V11)', () => {
    expect(intentionIssue(record())).toBeNull();
    expect(intentionIssue(record({ intentionKey1: null }))).toEqual({ code: '98006' });
    expect(intentionIssue(record({ intentionKey3: 1 }))).toEqual({ code: '98007' });
    expect(intentionIssue(record({ directionKey5: '' }))).toEqual({ code: '98008' });
    expect(intentionIssue(record({ directionKey5: '1' }))).toEqual({ code: '98009' });
  });
  it('asks non-undergraduates the yes/no questions (V04)', () => {
    const v = recruitInputSchema.parse({});
    expect(recruitIssue(v, 'undergraduate')).toBeNull();
    expect(recruitIssue(v, 'master')).toEqual({ code: '98005' });
    expect(recruitIssue({ ...v, isWorked: false, isHaveOtherEdu: false }, 'doctoral')).toBeNull();
  });
  it('holds the list limits (K01)', () => {
    const c = Array.from({ length: 11 }, () => ({ name: 'Excel', proficiencyKey: 'F' }));
    expect(profileSkillsInputSchema.safeParse({ cList: c }).success).toBe(false);
    expect(profileSkillsInputSchema.safeParse({ cList: c.slice(1) }).success).toBe(true);
  });
});
