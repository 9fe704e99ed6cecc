import { createHash } from 'node:crypto';
import type { MatchingPreview } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { matchingInstance } from './selection-matching-instance.ts';
import { matchingInputs } from './selection-matching.repo.ts';
import { spaStudent } from './spa-student.ts';

/**
 * The stable matching of a round (README 'Stable matching'): the students with no confirmed choice,
 * over their waiting choices in their own order, the places the teachers have left, and each
 * teacher's ranking (the unranked after, in the order selection-matching-instance.ts gives).
 */

export interface MatchingPlan {
  preview: MatchingPreview;
  /** The waiting choice behind each pair, to confirm. */
  choices: { id: number; roundId: number; studentId: number; teacherId: number }[];
  /** The waiting choices of the students left without a place, to mark once confirmed. */
  unplacedChoiceIds: number[];
}

export async function planMatching(db: Queryable, roundId: number): Promise<MatchingPlan> {
  const { teachers, waiting, students } = await matchingInputs(db, roundId);
  const matched = spaStudent(matchingInstance(teachers, waiting, students.map((s) => s.id)));
  const name = new Map(teachers.map((t) => [t.id, t.name]));
  const pairs = students.filter((s) => matched.has(s.id)).map((s) => {
    const choice = waiting.find((w) => w.studentId === s.id && w.teacherId === matched.get(s.id))!;
    return { studentId: s.id, studentName: s.name, studentNumber: s.studentNumber, teacherId: choice.teacherId, teacherName: name.get(choice.teacherId) ?? '', choiceRank: choice.choiceRank, choiceId: choice.id };
  });
  // The fingerprint of everything the matching read: a confirmation on other data is refused (96012).
  const token = createHash('sha256').update(JSON.stringify([
    teachers.map((t) => [t.id, t.left]), waiting.map((w) => [w.id, w.teacherId, w.choiceRank, w.teacherRank]), students.map((s) => s.id),
  ])).digest('hex').slice(0, 32);
  return {
    preview: {
      pairs: pairs.map((p) => ({ studentId: p.studentId, studentName: p.studentName, studentNumber: p.studentNumber, teacherId: p.teacherId, teacherName: p.teacherName, choiceRank: p.choiceRank })),
      unmatched: students.filter((s) => !matched.has(s.id)).map((s) => ({ studentId: s.id, studentName: s.name, studentNumber: s.studentNumber })),
      token,
    },
    choices: pairs.map((p) => ({ id: p.choiceId, roundId, studentId: p.studentId, teacherId: p.teacherId })),
    unplacedChoiceIds: waiting.filter((w) => !matched.has(w.studentId)).map((w) => w.id),
  };
}
