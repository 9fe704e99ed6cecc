import { describe, expect, it } from 'vitest';
import {
  capItems, duplicateRanks, endBeforeBegin, intentionEnabled, listAfterToggle, optionsForRank, sectionOf, statisticYears, studentKindOf, visibilityOf,
} from './profile-rules.ts';

describe('the sub-view of the profile area', () => {
  it('is base-info unless the address names one of the ten', () => {
    expect(sectionOf(null)).toBe('base-info');
    expect(sectionOf('nonsense')).toBe('base-info');
    expect(sectionOf('graduation-intention')).toBe('graduation-intention');
  });
});

describe('the kind of student', () => {
  it('reads the roll type first, then the page type', () => {
    expect(studentKindOf({ sutdentType: 'undergraduate', pageType: 'benyan' })).toBe('undergraduate');
    expect(studentKindOf({ sutdentType: null, pageType: 'benyan' })).toBe('undergraduate');
    expect(studentKindOf({ sutdentType: 'doctoral', pageType: 'phd' })).toBe('doctoral');
    expect(studentKindOf({ sutdentType: 'MBA', pageType: 'mba' })).toBe('master');
    expect(studentKindOf({ sutdentType: 'master', pageType: 'master' })).toBe('master');
    expect(studentKindOf({ studentTypeId: 1 })).toBe('undergraduate');
    expect(studentKindOf({})).toBe('master');
  });
});

describe('field visibility by kind and resume type', () => {
  it('shows the parents unless type 3, and marital status only for type 3', () => {
    expect(visibilityOf('master', 3)).toMatchObject({ parents: false, maritalStatus: true, transactionName: true });
    expect(visibilityOf('master', 2)).toMatchObject({ parents: true, maritalStatus: false, transactionName: false });
    expect(visibilityOf('undergraduate', null)).toMatchObject({ parents: true, maritalStatus: false });
  });

  it('gives undergraduates the gaoKao fields and everyone else the graduate entry', () => {
    expect(visibilityOf('undergraduate', 1)).toMatchObject({ gaoKao: true, graduateEntry: false, doctoralEntry: false, qualificationExam: false });
    expect(visibilityOf('master', 3)).toMatchObject({ gaoKao: false, graduateEntry: true, doctoralEntry: false, qualificationExam: false });
  });

  it('adds the doctoral entry and the qualification exam for doctoral students only', () => {
    expect(visibilityOf('doctoral', 2)).toMatchObject({ gaoKao: false, graduateEntry: true, doctoralEntry: true, qualificationExam: true });
  });
});

describe('ranked choices', () => {
  const all = [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }, { value: 'c', label: 'C' }, { value: 'd', label: 'D', disabled: true }];

  it('takes a key chosen in another rank out of this one, and keeps this rank\'s own', () => {
    expect(optionsForRank(all, ['a', 'b', null], 2).map((o) => o.value)).toEqual(['c', 'd']);
    expect(optionsForRank(all, ['a', 'b', null], 0).map((o) => o.value)).toEqual(['a', 'c', 'd']);
    expect(optionsForRank(all, [undefined, '', null], 1)).toHaveLength(4);
  });

  it('keeps a retired entry in the list, marked disabled', () => {
    expect(optionsForRank(all, ['d'], 0).find((o) => o.value === 'd')?.disabled).toBe(true);
  });

  it('offers a dictionary entry only at status 1', () => {
    expect(intentionEnabled(1)).toBe(true);
    expect(intentionEnabled('1')).toBe(true);
    expect(intentionEnabled(0)).toBe(false);
    expect(intentionEnabled(2)).toBe(false);
    expect(intentionEnabled(null)).toBe(false);
  });

  it('names the later rank of a repeated key', () => {
    expect(duplicateRanks(['a', 'b', 'a', null, 'b'])).toEqual([2, 4]);
    expect(duplicateRanks(['a', null, null])).toEqual([]);
  });
});

describe('the statistics year filter and popovers', () => {
  it('offers the current year and the three before it', () => {
    expect(statisticYears(2026)).toEqual([2026, 2025, 2024, 2023]);
  });

  it('lists five details at most, then says there are more', () => {
    expect(capItems([1, 2, 3])).toEqual({ shown: [1, 2, 3], more: false });
    expect(capItems([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3, 4, 5], more: false });
    expect(capItems([1, 2, 3, 4, 5, 6, 7])).toEqual({ shown: [1, 2, 3, 4, 5], more: true });
    expect(capItems([])).toEqual({ shown: [], more: false });
  });
});

describe('the cadre month range', () => {
  it('is wrong only when both months are set and the end is earlier', () => {
    expect(endBeforeBegin('2024-09', '2024-08')).toBe(true);
    expect(endBeforeBegin('2024-09', '2024-09')).toBe(false);
    expect(endBeforeBegin('2024-09', '2025-01')).toBe(false);
    expect(endBeforeBegin('2024-09-01', '2023-12-31')).toBe(true);
    expect(endBeforeBegin(null, '2024-01')).toBe(false);
    expect(endBeforeBegin('2024-01', '')).toBe(false);
  });
});

describe('the work and other-education lists', () => {
  it('are emptied when the answer turns to No and kept on Yes', () => {
    expect(listAfterToggle(false, [1, 2])).toEqual([]);
    expect(listAfterToggle(null, [1])).toEqual([]);
    expect(listAfterToggle(true, [1, 2])).toEqual([1, 2]);
  });
});
