import { describe, expect, it } from 'vitest';
import { interviewStatusKey, resultColor, resultKey } from './result-labels.ts';

describe('result labels', () => {
  it('names each result and reads an unknown one as pending', () => {
    expect([0, 1, 2].map(resultKey)).toEqual(['doubleDegree.staff.results.0', 'doubleDegree.staff.results.1', 'doubleDegree.staff.results.2']);
    expect(resultKey(9)).toBe('doubleDegree.staff.results.0');
  });

  it('colours passed green and not passed red', () => {
    expect([0, 1, 2].map(resultColor)).toEqual([undefined, 'success', 'error']);
  });

  it('names the interview statuses, an unknown one as waiting', () => {
    expect([1, 2, 3, 0].map(interviewStatusKey)).toEqual([
      'doubleDegree.staff.interviewStatus.1', 'doubleDegree.staff.interviewStatus.2', 'doubleDegree.staff.interviewStatus.3', 'doubleDegree.staff.interviewStatus.1',
    ]);
  });
});
