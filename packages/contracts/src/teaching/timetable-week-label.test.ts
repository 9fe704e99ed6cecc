import { describe, expect, it } from 'vitest';
import { weekLabel, weekLabels } from './timetable-week-label.ts';

describe('week labels (X-15)', () => {
  it('numbers weeks from one, two digits, in both languages', () => {
    expect(weekLabel(0, 'zh')).toBe('第01周');
    expect(weekLabel(0, 'en')).toBe('Wk01');
    expect(weekLabel(11, 'zh')).toBe('第12周');
    expect(weekLabel(11, 'en')).toBe('Wk12');
  });
  it('marks weeks before the term with 负 / a minus sign', () => {
    expect(weekLabel(-1, 'zh')).toBe('第负01周');
    expect(weekLabel(-2, 'en')).toBe('Wk-02');
  });
  it('reads a comma list of weeks', () => {
    expect(weekLabels('-1, 0,1,,x', 'en')).toEqual(['Wk-01', 'Wk01', 'Wk02']);
  });
});
