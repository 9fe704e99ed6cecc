import { describe, expect, it } from 'vitest';
import { noTeacherOf, type ChoiceLine } from './selection-unplaced.ts';

const line = (teacherName: string, choiceRank: number, status: number, unplacedByMatching = false): ChoiceLine => ({ teacherName, choiceRank, status, unplacedByMatching });

describe('why a student has no teacher', () => {
  it('says nothing while the round is open or once a teacher confirmed them', () => {
    expect(noTeacherOf(false, false, [line('甲', 1, 0)])).toBeNull();
    expect(noTeacherOf(true, true, [line('甲', 1, 1)])).toBeNull();
  });

  it('names each chosen teacher in the student\'s order with its reason', () => {
    const got = noTeacherOf(true, false, [line('丙', 3, 3), line('甲', 1, 5, true), line('乙', 2, 5), line('丁', 4, 2)]);
    expect(got).toEqual({
      state: 'notPlaced',
      teachers: [
        { teacherName: '甲', choiceRank: 1, reason: 'rankedHigher' },
        { teacherName: '乙', choiceRank: 2, reason: 'full' },
        { teacherName: '丙', choiceRank: 3, reason: 'withdrawn' },
        { teacherName: '丁', choiceRank: 4, reason: 'declined' },
      ],
    });
  });

  it('tells a student who chose no one, and one whose choices still wait for the matching', () => {
    expect(noTeacherOf(true, false, [])).toEqual({ state: 'noChoices', teachers: [] });
    expect(noTeacherOf(true, false, [line('甲', 1, 0), line('乙', 2, 2)])?.state).toBe('matchingPending');
  });
});
