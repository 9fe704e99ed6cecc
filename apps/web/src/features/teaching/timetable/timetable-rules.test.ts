import { describe, expect, it } from 'vitest';
import { defaultSelection, legendGroups, monthsOf, timetableMode } from './timetable-rules.ts';

describe('timetable rules', () => {
  it('gives benyan and MBA the weekly timetable, EMBA the dated one, others none', () => {
    expect(timetableMode('mba')).toBe('weekly');
    expect(timetableMode('benyan')).toBe('weekly');
    expect(timetableMode('emba')).toBe('dated');
    expect(timetableMode('phd')).toBeNull();
  });
  it('lists the months of a term across the new year', () => {
    expect(monthsOf({ termBeginDate: '2026-09-07', termEndDate: '2027-01-17' })).toEqual(['2026-09', '2026-10', '2026-11', '2026-12', '2027-01']);
  });
  it('groups the class times 4 / 5 / rest', () => {
    const times = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, classTimesName: '', classTimesNameEn: '', classTimesBeginTime: '', classTimesEndTime: '' }));
    expect(legendGroups(times).map((g) => g.length)).toEqual([4, 5, 3]);
  });
  it('starts on the current year and term', () => {
    const term = (termValue: number, isCurTerm: boolean) => ({ termValue, termName: '', termNameEn: '', isCurTerm, curMonth: `2026-0${termValue}`, termBeginDate: '', termEndDate: '' });
    expect(defaultSelection([
      { schoolYear: 2026, schoolYearName: '', isCurSchoolYear: false, termList: [term(1, false)] },
      { schoolYear: 2025, schoolYearName: '', isCurSchoolYear: true, termList: [term(1, false), term(3, true)] },
    ])).toEqual({ year: 2025, term: 3, month: '2026-03' });
  });
});
