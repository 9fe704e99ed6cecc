import type { BiText } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { notify } from '../../platform/notifications/notify.ts';
import { choiceForNotice, type ChoiceForNotice } from './selection-notices.repo.ts';

/**
 * The notices of a choice (README 'Notices'), reported by selection-decisions.ts in the transaction
 * of the change. A confirmed or declined choice never changes again, so its id is the key: a repeat
 * is refused before it gets here, and a deadlock's retry rolled the first report back.
 */

const kindEn = (x: Pick<ChoiceForNotice, 'selectionType' | 'pageType'>) =>
  (x.selectionType === 'supervisor' ? 'thesis supervisor' : x.pageType === 'benyan' ? 'industry mentor' : 'alumni mentor');

/** Rounds have only a Chinese name: the English is the round's year and kind, as the menu names them. */
const roundText = (x: ChoiceForNotice): BiText => ({ zh: x.roundName, en: `${x.year} ${kindEn(x)} selection` });

/** The student's page of the round (the web's routes: mentor rounds by programme, supervisor schemes by page type). */
export function studentRoundLink(x: Pick<ChoiceForNotice, 'selectionType' | 'pageType' | 'roundId'>): string {
  if (x.selectionType === 'supervisor') return `/education/selection/paper/${x.pageType}/${x.roundId}`;
  return x.pageType === 'benyan' ? `/education/selection/benyan-industry/${x.roundId}` : `/education/selection/alumni/mba/${x.roundId}`;
}
/** The teachers' desk: the students who chose them. */
export const TEACHER_LINK = '/selection/teacher';

const base = (x: ChoiceForNotice) => ({ round: roundText(x), selectionType: x.selectionType as 'mentor' | 'supervisor' });

/**
 * A confirmation: the student is told whoever confirmed it; the teacher too when the staff or the
 * matching confirmed it, since they did not do it themselves (a teacher without an account is not told).
 */
export async function reportConfirmed(tx: Queryable, choiceId: number, by: 'teacher' | 'staff' | 'matching'): Promise<void> {
  const x = await choiceForNotice(tx, choiceId);
  if (!x) return;
  await notify(tx, {
    kind: 'selection.confirmed', key: `selection.confirmed:${x.id}:student`, recipients: [x.studentId], link: studentRoundLink(x),
    params: { ...base(x), teacher: { zh: x.teacherName, en: x.teacherNameEn }, by },
  });
  if (by === 'teacher' || x.teacherUserId === null) return;
  await notify(tx, {
    kind: 'selection.assigned', key: `selection.assigned:${x.id}:teacher`, recipients: [x.teacherUserId], link: TEACHER_LINK,
    params: { ...base(x), student: { zh: x.studentName, en: x.studentNameEn }, studentNumber: x.studentNumber ?? '', by },
  });
}

/** A decline (or a suggestion of another teacher): the student, who has the choice back. */
export async function reportDeclined(tx: Queryable, choiceId: number): Promise<void> {
  const x = await choiceForNotice(tx, choiceId);
  if (!x) return;
  await notify(tx, {
    kind: 'selection.declined', key: `selection.declined:${x.id}:student`, recipients: [x.studentId], link: studentRoundLink(x),
    params: {
      ...base(x), teacher: { zh: x.teacherName, en: x.teacherNameEn }, note: x.note?.trim() || null,
      suggested: x.suggestedName ? { zh: x.suggestedName, en: x.suggestedNameEn } : null,
    },
  });
}
