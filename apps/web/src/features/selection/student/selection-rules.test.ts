import { describe, expect, it } from 'vitest';
import { canWithdraw, confirmPlan, mentorCell, mentorStatusKey, resumeSaveProblem, roundOperate, schemeAction, supervisorCell } from './selection-rules.ts';

describe('the operate column of a mentor round (SEL-S01)', () => {
  it.each([
    [1, 0, 'none'],
    [1, 1, 'select'],
    [1, 2, 'view'],
    [2, 0, 'view'],
    [2, 1, 'view'],
    [2, 2, 'view'],
    [0, 1, 'none'],
  ] as const)('releaseStatus %i, timeStatus %i: %s', (releaseStatus, timeStatus, expected) => {
    expect(roundOperate({ releaseStatus, timeStatus })).toBe(expected);
  });
});

describe('the action of a supervisor scheme (SEL-U05)', () => {
  it.each([[1, 'view'], [2, 'select'], [3, 'myTeacher'], [0, 'view']] as const)('showButtonType %i: %s', (showButtonType, expected) => {
    expect(schemeAction({ showButtonType })).toBe(expected);
  });
});

describe('a mentor row (SEL-S03)', () => {
  const free = { confirmStudentCount: 0, selectionTimes: 3 };
  const open = { teacherId: null };
  it('offers Select when the student has not chosen the mentor', () => {
    expect(mentorCell({ ...free, status: null }, open)).toEqual({ kind: 'select', disabledReason: null });
  });
  it('shows waiting and confirmed as disabled status buttons', () => {
    expect(mentorCell({ ...free, status: 0 }, open)).toEqual({ kind: 'status', status: 0 });
    expect(mentorCell({ ...free, status: 1 }, open)).toEqual({ kind: 'status', status: 1 });
  });
  it('shows the mentor-change text for status 2', () => {
    expect(mentorCell({ ...free, status: 2 }, open)).toEqual({ kind: 'changeText' });
  });
  it('folds withdrawn and lapsed into "confirmed by another" (3)', () => {
    for (const status of [3, 4, 5]) expect(mentorCell({ ...free, status }, open)).toEqual({ kind: 'status', status: 3 });
  });
  it('disables Select once another mentor confirmed the student, or the mentor is full', () => {
    expect(mentorCell({ ...free, status: null }, { teacherId: 9 })).toEqual({ kind: 'select', disabledReason: 'confirmedElsewhere' });
    expect(mentorCell({ confirmStudentCount: 3, selectionTimes: 3, status: null }, open)).toEqual({ kind: 'select', disabledReason: 'full' });
  });
});

describe('the status text of a mentor row', () => {
  it('names the spec\'s four, none before a choice, and the student\'s own withdrawal', () => {
    expect(mentorStatusKey({ status: null, choiceStatus: null })).toBe('none');
    expect(mentorStatusKey({ status: 0, choiceStatus: 0 })).toBe('0');
    expect(mentorStatusKey({ status: 2, choiceStatus: 2 })).toBe('2');
    expect(mentorStatusKey({ status: 3, choiceStatus: 4 })).toBe('3');
    expect(mentorStatusKey({ status: 3, choiceStatus: 3 })).toBe('withdrawn');
  });
});

describe('a supervisor row (SEL-S05)', () => {
  const row = (status: number | null, agree: number | null = 0, times: number | null = 2) => ({
    lwSelectionAndTeacherAndStudentRelationStatus: status, agreeSelectionCount: agree, selectionTimes: times,
  });
  it.each([0, 1, 2, 3, 4, 5])('status %i is a disabled status button', (status) => {
    expect(supervisorCell(row(status), { teacherId: null })).toEqual({ kind: 'status', status });
  });
  it('offers Select with no choice, disabled when agreeSelectionCount reaches selectionTimes', () => {
    expect(supervisorCell(row(null, 1, 2), { teacherId: null })).toEqual({ kind: 'select', disabledReason: null });
    expect(supervisorCell(row(null, 2, 2), { teacherId: null })).toEqual({ kind: 'select', disabledReason: 'full' });
    expect(supervisorCell(row(null, 3, 2), { teacherId: null })).toEqual({ kind: 'select', disabledReason: 'full' });
  });
  it('does not count a quota hidden after the end', () => {
    expect(supervisorCell(row(null, null, null), { teacherId: null })).toEqual({ kind: 'select', disabledReason: null });
  });
});

describe('withdrawing a choice', () => {
  it('is offered only for a waiting choice of a current round', () => {
    expect(canWithdraw(0, 5, true)).toBe(true);
    expect(canWithdraw(0, 5, false)).toBe(false);
    expect(canWithdraw(1, 5, true)).toBe(false);
    expect(canWithdraw(null, null, true)).toBe(false);
  });
});

describe('the confirmation before a choice (SEL-V04)', () => {
  it('names the count on the first choice', () => {
    expect(confirmPlan({ selectedTimes: 0, studentSelectionTimes: 3 })).toEqual({ kind: 'first', used: 0, allowed: 3, leftAfter: 2 });
  });
  it('names the times used and left after this one on a later choice', () => {
    expect(confirmPlan({ selectedTimes: 2, studentSelectionTimes: 3 })).toEqual({ kind: 'again', used: 2, allowed: 3, leftAfter: 0 });
  });
  it('stops when every choice is used', () => {
    expect(confirmPlan({ selectedTimes: 3, studentSelectionTimes: 3 })).toEqual({ kind: 'usedUp', allowed: 3 });
  });
});

describe('saving the resume (SEL-V02)', () => {
  const file = { id: 'a', fileName: 'cv.pdf', fileUrl: '/uploadfiles/x' };
  it('needs a file', () => { expect(resumeSaveProblem([], false)).toBe('uploadFirst'); });
  it('needs the upload finished', () => {
    expect(resumeSaveProblem([], true)).toBe('waitUpload');
    expect(resumeSaveProblem([{ ...file, fileUrl: '' }], false)).toBe('waitUpload');
  });
  it('passes a finished upload', () => { expect(resumeSaveProblem([file], false)).toBeNull(); });
});
