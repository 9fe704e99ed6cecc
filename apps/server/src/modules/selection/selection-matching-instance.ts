import type { SpaInstance } from './spa-student.ts';

/**
 * The SPA instance of a round (README 'Stable matching'), pure so that the order rules are tested on
 * their own: each teacher is one lecturer offering one project of the places they have left.
 */

export interface WaitingChoice {
  id: number;
  studentId: number;
  teacherId: number;
  /** The student's own order (1 = first choice). */
  choiceRank: number;
  /** The teacher's order; null unranked. */
  teacherRank: number | null;
}

/**
 * A teacher's order of the students waiting for them: the ranked ones by the teacher's rank, then
 * the unranked ones by where the student put the teacher in their own list (a student who chose the
 * teacher first before one who chose them second), then by student id — never by who chose first.
 */
export function teacherOrder<T extends Pick<WaitingChoice, 'studentId' | 'choiceRank' | 'teacherRank'>>(waiting: readonly T[]): T[] {
  return [...waiting].sort((a, b) => {
    if (a.teacherRank !== null && b.teacherRank !== null) return a.teacherRank - b.teacherRank;
    if (a.teacherRank !== null) return -1;
    if (b.teacherRank !== null) return 1;
    return a.choiceRank - b.choiceRank || a.studentId - b.studentId;
  });
}

export function matchingInstance(teachers: readonly { id: number; left: number }[], waiting: readonly WaitingChoice[], studentIds: readonly number[]): SpaInstance {
  const bySelfOrder = [...waiting].sort((a, b) => a.choiceRank - b.choiceRank);
  return {
    students: studentIds.map((id) => ({ id, prefs: bySelfOrder.filter((w) => w.studentId === id).map((w) => w.teacherId) })),
    projects: teachers.map((t) => ({ id: t.id, capacity: Math.max(t.left, 0), lecturer: t.id })),
    lecturers: teachers.map((t) => ({
      id: t.id, capacity: Math.max(t.left, 0),
      prefs: teacherOrder(waiting.filter((w) => w.teacherId === t.id)).map((w) => w.studentId),
    })),
  };
}
