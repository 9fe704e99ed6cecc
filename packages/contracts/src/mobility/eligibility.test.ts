import { describe, expect, it } from 'vitest';
import { messageText } from '../messages/index.ts';
import { audienceText, eligibilityMisses, eligibilityParams, eligibilitySchema, yearRanges, type EligibilityStudent } from './eligibility.ts';

const benyan2023: EligibilityStudent = { pageType: 'benyan', entranceYear: 2023, studentTypeId: 1 };
const mba2024: EligibilityStudent = { pageType: 'mba', entranceYear: 2024, studentTypeId: 3 };
const tripRule = { pageTypes: ['mba', 'emba'], entranceYears: [2025, 2024], studentTypes: [] };

describe('eligibility (README Eligibility)', () => {
  it('admits everyone when nothing is set, and otherwise names each dimension missed', () => {
    expect(eligibilityMisses({ pageTypes: [], entranceYears: [], studentTypes: [] }, benyan2023)).toEqual([]);
    expect(eligibilityMisses(tripRule, mba2024)).toEqual([]);
    expect(eligibilityMisses(tripRule, benyan2023)).toEqual(['programme', 'entranceYear']);
    expect(eligibilityMisses({ pageTypes: [], entranceYears: [], studentTypes: [2] }, benyan2023)).toEqual(['studentType']);
    // A student without the value on record is outside any list that is set.
    expect(eligibilityMisses(tripRule, { pageType: null, entranceYear: null, studentTypeId: null })).toEqual(['programme', 'entranceYear']);
  });

  it('stores lists sorted and without repeats, refusing unknown programmes and types', () => {
    expect(eligibilitySchema.parse({ pageTypes: ['mba', 'emba', 'mba'], entranceYears: [2025, 2024], studentTypes: [4, 3] }))
      .toEqual({ pageTypes: ['emba', 'mba'], entranceYears: [2024, 2025], studentTypes: [3, 4] });
    expect(eligibilitySchema.parse({})).toEqual({ pageTypes: [], entranceYears: [], studentTypes: [] });
    expect(eligibilitySchema.safeParse({ pageTypes: ['exec'] }).success).toBe(false);
    expect(eligibilitySchema.safeParse({ studentTypes: [5] }).success).toBe(false);
  });

  it('writes the years as ranges', () => {
    expect(yearRanges([2025, 2024, 2022], 'en')).toBe('2022 or 2024–2025');
    expect(yearRanges([2025, 2024, 2022], 'zh')).toBe('2022、2024–2025');
  });

  it('says in each language whom a plan is for, who the student is and what does not match', () => {
    expect(audienceText(tripRule, 'zh')).toBe('MBA、EMBA 2024–2025 级学生');
    expect(audienceText(tripRule, 'en')).toBe('MBA or EMBA 2024–2025 students');
    const params = eligibilityParams([tripRule], benyan2023);
    expect(messageText('97200', 'en', params)).toBe('This study-trip plan is open to MBA or EMBA 2024–2025 students; you are Undergraduate 2023 (not matching: programme, entrance year)');
    expect(messageText('97200', 'zh', params)).toBe('该游学计划仅面向MBA、EMBA 2024–2025 级学生，你是本研 2023 级（不符：项目、入学年份）');
    const typed = eligibilityParams([{ pageTypes: [], entranceYears: [], studentTypes: [2] }], benyan2023);
    expect(messageText('97202', 'en', typed)).toBe('This double-degree programme is open to students (student type: Graduate); you are student type Undergraduate (not matching: student type)');
  });

  it('names the level the student misses when both the plan and the project set a dimension', () => {
    const plan = { pageTypes: ['mba', 'emba'], entranceYears: [], studentTypes: [] };
    const project = { pageTypes: ['emba'], entranceYears: [], studentTypes: [] };
    expect(eligibilityParams([plan, project], mba2024)).toMatchObject({ audienceEn: 'EMBA students', youEn: 'MBA', missesEn: 'programme' });
  });
});
