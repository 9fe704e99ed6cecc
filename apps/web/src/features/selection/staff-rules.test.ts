import { describe, expect, it } from 'vitest';
import { demandTone, isAnswerable, isFinal, matchingRefusalOf, moveOne, pageTypesOf, parseStudentNumbers, rankingRefusalOf, statusColor, teacherRefusalOf } from './staff-rules.ts';

describe('selection rules', () => {
  it('offers the page types of each kind', () => {
    expect(pageTypesOf('mentor')).toEqual(['mbaxy', 'benyan']);
    expect(pageTypesOf('supervisor')).toEqual(['benyan', 'mba', 'emba']);
  });

  it('lets a teacher answer only a waiting choice and shows a confirmed one as final', () => {
    expect([0, 1, 2, 3, 4, 5].filter(isAnswerable)).toEqual([0]);
    expect([0, 1, 2, 3, 4, 5].filter(isFinal)).toEqual([1]);
    expect(statusColor(1)).toBe('success');
    expect(statusColor(5)).toBe('default');
  });

  it('names the refusals of the desk and of the matching, and no other code', () => {
    expect(['96006', '96008', '96009', '96014'].map(teacherRefusalOf)).toEqual(['full', 'confirmed', 'notWaiting', null]);
    expect(['96015', '96012', '96006'].map(matchingRefusalOf)).toEqual(['notEnded', 'changed', null]);
    expect(['96100', '96101', '96102', '96015'].map(rankingRefusalOf)).toEqual(['ended', 'changed', 'duplicate', null]);
  });

  it('moves a student one place in the ranking, never past either end', () => {
    expect(moveOne(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveOne(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveOne(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveOne(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('judges demand against the places left', () => {
    expect(demandTone({ remaining: 2, overDemand: 3 })).toBe('over');
    expect(demandTone({ remaining: 0, overDemand: 0 })).toBe('full');
    expect(demandTone({ remaining: 1, overDemand: 0 })).toBe('open');
  });

  it('reads pasted student numbers in any separator, each once', () => {
    expect(parseStudentNumbers(' M001\nM002，M003; M001\t M004；M005、 ')).toEqual(['M001', 'M002', 'M003', 'M004', 'M005']);
    expect(parseStudentNumbers('  ')).toEqual([]);
  });
});
