import { ChoiceStatus, ReleaseStatus, ShowButtonType, TimeStatus, mentorStatusOf } from '@portal/contracts';
import type { MentorRow, SelectCount, SelectionPageType, SelectionRound, SupervisorRow } from '@portal/contracts';

/**
 * The screens' decisions that need no React (selection.md §2.4, §2.5, §4, §5): what a round row,
 * a mentor row and a supervisor row offer, and the confirmation before a choice. The server
 * decides again on every call; these only choose what to show.
 */

/** Where each page type's screens live (SEL-R01…R05). */
export const mentorBasePath: Partial<Record<SelectionPageType, string>> = {
  mbaxy: '/education/selection/alumni/mba',
  benyan: '/education/selection/benyan-industry',
};
export const supervisorBasePath = (pageType: SelectionPageType) => `/education/selection/paper/${pageType}`;

/** SEL-S01: the operate column of a mentor round. */
export type RoundOperate = 'none' | 'select' | 'view';

export function roundOperate(round: Pick<SelectionRound, 'releaseStatus' | 'timeStatus'>): RoundOperate {
  if (round.releaseStatus === ReleaseStatus.closed) return 'view';
  if (round.releaseStatus !== ReleaseStatus.released) return 'none';
  if (round.timeStatus === TimeStatus.open) return 'select';
  if (round.timeStatus === TimeStatus.ended) return 'view';
  return 'none';
}

/** SEL-U05: the action of a supervisor scheme (the label key under supervisor.schemeAction). */
export function schemeAction(round: Pick<SelectionRound, 'showButtonType'>): 'select' | 'myTeacher' | 'view' {
  if (round.showButtonType === ShowButtonType.select) return 'select';
  if (round.showButtonType === ShowButtonType.myTeacher) return 'myTeacher';
  return 'view';
}

/**
 * What the action cell of a row shows in a current round: the Select button (enabled or not, with
 * the reason), a disabled button naming the status, or the 'mentor change' text (SEL-S03, S05).
 */
export type ChoiceCell =
  | { kind: 'select'; disabledReason: 'confirmedElsewhere' | 'full' | null }
  | { kind: 'status'; status: number }
  | { kind: 'changeText' };

/**
 * The text key of a mentor row's status: the spec's four (SEL-S03), 'none' before a choice, and
 * 'withdrawn' for the student's own withdrawal, which the spec's 3 would misname.
 */
export function mentorStatusKey(row: Pick<MentorRow, 'status' | 'choiceStatus'>): string {
  if (row.choiceStatus === ChoiceStatus.withdrawn) return 'withdrawn';
  const status = mentorStatusOf(row.status);
  return status === null ? 'none' : String(status);
}

/** SEL-S03 on the mentor list's four statuses (the server's 0–5 folded by mentorStatusOf). */
export function mentorCell(row: Pick<MentorRow, 'status' | 'confirmStudentCount' | 'selectionTimes'>, round: Pick<SelectionRound, 'teacherId'>): ChoiceCell {
  const status = mentorStatusOf(row.status);
  if (status === ChoiceStatus.changeSuggested) return { kind: 'changeText' };
  if (status !== null) return { kind: 'status', status };
  return { kind: 'select', disabledReason: selectBlock(round.teacherId, row.confirmStudentCount, row.selectionTimes) };
}

/** SEL-S05: statuses 0–5 show a disabled status button; none, the Select button, disabled once the quota is reached. */
export function supervisorCell(row: Pick<SupervisorRow, 'lwSelectionAndTeacherAndStudentRelationStatus' | 'agreeSelectionCount' | 'selectionTimes'>, round: Pick<SelectionRound, 'teacherId'>): ChoiceCell {
  const status = row.lwSelectionAndTeacherAndStudentRelationStatus;
  if (status !== null && status >= ChoiceStatus.waiting && status <= ChoiceStatus.quotaFull) return { kind: 'status', status };
  return { kind: 'select', disabledReason: selectBlock(round.teacherId, row.agreeSelectionCount, row.selectionTimes) };
}

function selectBlock(confirmedTeacher: number | null, confirmed: number | null, quota: number | null): 'confirmedElsewhere' | 'full' | null {
  // A confirmed choice cannot change (SEL-S05): the server would refuse with 96002.
  if (confirmedTeacher !== null) return 'confirmedElsewhere';
  if (confirmed !== null && quota !== null && confirmed >= quota) return 'full';
  return null;
}

/** The student may withdraw their own choice while it waits and the round is open (server README 'Choices'). */
export const canWithdraw = (status: number | null, choiceId: number | null, current: boolean): boolean =>
  current && choiceId !== null && status === ChoiceStatus.waiting;

/**
 * SEL-V04: the confirmation before a choice. 'usedUp' when no choice is left (the server would
 * answer 96001); otherwise which text to show, with the choices used and those left after this one.
 */
export type ConfirmPlan = { kind: 'usedUp'; allowed: number } | { kind: 'first' | 'again'; used: number; allowed: number; leftAfter: number };

export function confirmPlan(count: SelectCount): ConfirmPlan {
  const used = count.selectedTimes;
  const allowed = count.studentSelectionTimes;
  if (used >= allowed) return { kind: 'usedUp', allowed };
  return { kind: used > 0 ? 'again' : 'first', used, allowed, leftAfter: allowed - used - 1 };
}

/** SEL-V02: what stops a resume save — no file chosen, or one still uploading. */
export function resumeSaveProblem(files: { id: string; fileName: string; fileUrl: string }[], uploading: boolean): 'uploadFirst' | 'waitUpload' | null {
  if (uploading) return 'waitUpload';
  const file = files[0];
  if (!file) return 'uploadFirst';
  return file.id && file.fileName && file.fileUrl ? null : 'waitUpload';
}
