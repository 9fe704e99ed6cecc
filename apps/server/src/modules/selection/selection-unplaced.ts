import { ChoiceStatus, type NoTeacher, type UnplacedReason } from '@portal/contracts';

/**
 * What a student without a teacher is told on an ended round (README 'Stable matching'): each
 * teacher they chose and why it did not place them. Teachers are named; the students who took the
 * places never are.
 */

export interface ChoiceLine {
  teacherName: string;
  choiceRank: number;
  status: number;
  unplacedByMatching: boolean;
}

function reasonOf(c: ChoiceLine): UnplacedReason {
  if (c.status === ChoiceStatus.waiting) return 'waiting';
  if (c.status === ChoiceStatus.changeSuggested) return 'declined';
  if (c.status === ChoiceStatus.withdrawn) return 'withdrawn';
  // 5 after the matching: full with students the teacher ranked higher; 5 before it (and 4): the places were taken.
  return c.unplacedByMatching ? 'rankedHigher' : 'full';
}

export function noTeacherOf(ended: boolean, hasTeacher: boolean, choices: readonly ChoiceLine[]): NoTeacher | null {
  if (!ended || hasTeacher) return null;
  const teachers = [...choices].sort((a, b) => a.choiceRank - b.choiceRank).map((c) => ({ teacherName: c.teacherName, choiceRank: c.choiceRank, reason: reasonOf(c) }));
  if (!teachers.length) return { state: 'noChoices', teachers };
  // A choice still waiting on an ended round: the office has not confirmed the matching yet.
  return { state: teachers.some((x) => x.reason === 'waiting') ? 'matchingPending' : 'notPlaced', teachers };
}
