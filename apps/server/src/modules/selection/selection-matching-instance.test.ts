import { describe, expect, it } from 'vitest';
import { matchingInstance, teacherOrder, type WaitingChoice } from './selection-matching-instance.ts';
import { blockingPairs, spaStudent } from './spa-student.ts';

const w = (id: number, studentId: number, teacherId: number, choiceRank: number, teacherRank: number | null = null): WaitingChoice => ({ id, studentId, teacherId, choiceRank, teacherRank });

describe('a teacher\'s order of the students waiting for them', () => {
  it('puts the ranked first by the teacher\'s rank, then the unranked by the student\'s own order, then by student id', () => {
    const order = teacherOrder([w(1, 30, 9, 2), w(2, 10, 9, 1), w(3, 20, 9, 3, 2), w(4, 40, 9, 1, 1), w(5, 5, 9, 2)]);
    expect(order.map((x) => x.studentId)).toEqual([40, 20, 10, 5, 30]);
  });

  it('does not depend on who chose first (the choice ids are the order of choosing)', () => {
    const early = teacherOrder([w(1, 2, 9, 1), w(2, 1, 9, 1)]).map((x) => x.studentId);
    const late = teacherOrder([w(2, 2, 9, 1), w(1, 1, 9, 1)]).map((x) => x.studentId);
    expect(early).toEqual([1, 2]);
    expect(late).toEqual([1, 2]);
  });
});

describe('the round\'s instance', () => {
  it('the teacher\'s ranking decides a contested place; the student-optimal matching is stable', () => {
    // Students 1 and 2 both want teacher 100 (one place) first; 2 also accepts 200. The teacher ranks 2 above 1.
    const teachers = [{ id: 100, left: 1 }, { id: 200, left: 1 }];
    const waiting = [w(1, 1, 100, 1), w(2, 2, 100, 1, 1), w(3, 2, 200, 2)];
    const inst = matchingInstance(teachers, waiting, [1, 2]);
    expect(inst.lecturers.find((l) => l.id === 100)!.prefs).toEqual([2, 1]);
    const m = spaStudent(inst);
    expect([...m]).toEqual([[2, 100]]);
    expect(blockingPairs(inst, m)).toEqual([]);
    // Unranked, the tie goes by student id: 1 gets 100 and 2 goes on to 200.
    const unranked = spaStudent(matchingInstance(teachers, [w(1, 1, 100, 1), w(2, 2, 100, 1), w(3, 2, 200, 2)], [1, 2]));
    expect([...unranked].sort()).toEqual([[1, 100], [2, 200]]);
  });

  it('a teacher with no places left takes no one, and a student lists teachers in their own order', () => {
    const inst = matchingInstance([{ id: 100, left: 0 }, { id: 200, left: -1 }], [w(2, 1, 200, 2), w(1, 1, 100, 1)], [1]);
    expect(inst.students[0]!.prefs).toEqual([100, 200]);
    expect(inst.projects.map((p) => p.capacity)).toEqual([0, 0]);
    expect(spaStudent(inst).size).toBe(0);
  });
});
