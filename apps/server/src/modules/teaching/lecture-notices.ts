import type { BiText, NotificationParams } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { notify } from '../../platform/notifications/notify.ts';
import { nextInviteSequence } from '../../platform/notifications/outbox.repo.ts';
import { schoolClock, schoolDate, schoolDateTime } from '../../platform/time/school-zone.ts';
import { lectureForPromotion, lectureTimePlace, signedUpStudentIds, type LectureTimePlace } from './lecture-notices.repo.ts';

type LectureSlot = NotificationParams['teaching.lecture-changed']['after'];

/** The student's lectures page: the lecture is on its list with its new time and place. */
export const LECTURES_PAGE = '/education/lecture/index';
/** The same page on My lectures, where a seat given from the waitlist is. */
export const MY_LECTURES_PAGE = `${LECTURES_PAGE}?tab=mine`;

/** One calendar entry per lecture and student: every later invite of the lecture updates it. */
export const lectureInviteUid = (lectureId: number, studentId: number) => `lecture-${lectureId}-${studentId}@student-portal`;

/** 'YYYY-MM-DD HH:mm~HH:mm' at the school; the end's day too when the lecture runs past midnight. */
export function lectureWhen(start: Date, end: Date): string {
  return `${schoolDateTime(start)}~${schoolDate(end) === schoolDate(start) ? schoolClock(end) : schoolDateTime(end)}`;
}

const slotOf = (l: LectureTimePlace): LectureSlot => ({ when: lectureWhen(l.startsAt, l.endsAt), place: { zh: l.venue, en: l.venueEn || l.venue } });
const placeChanged = (a: BiText, b: BiText) => a.zh !== b.zh || a.en !== b.en;

/**
 * Staff changed a lecture (in this transaction, the row locked): when its time or place moved and
 * it is not over, each signed-up student is told with an updated invite. A save that changes
 * neither reports nothing, so repeating the request sends nothing; the key carries the invite's
 * SEQUENCE, which grows with every change of that student's entry, so each real change is one
 * notice even when a later change moves the lecture back.
 */
export async function reportLectureChanged(tx: Queryable, lectureId: number, before: LectureTimePlace): Promise<number> {
  const after = await lectureTimePlace(tx, lectureId);
  if (!after || after.over) return 0;
  const [was, now] = [slotOf(before), slotOf(after)];
  if (was.when === now.when && !placeChanged(was.place, now.place)) return 0;
  const subject = { zh: after.subject, en: after.subjectEn || after.subject };
  let sent = 0;
  for (const studentId of await signedUpStudentIds(tx, lectureId)) {
    const uid = lectureInviteUid(lectureId, studentId);
    const sequence = await nextInviteSequence(tx, uid);
    const reported = await notify(tx, {
      kind: 'teaching.lecture-changed', key: `teaching.lecture-changed:${lectureId}:${studentId}:${sequence}`,
      recipients: [studentId], link: LECTURES_PAGE, params: { subject, before: was, after: now },
      time: { start: after.startsAt, end: after.endsAt, uid, sequence, location: now.place, summary: subject },
    });
    if (reported) sent += 1;
  }
  return sent;
}

export interface LecturePromotion { signupId: number; studentId: number }

/**
 * Tells each student given a seat from the waitlist, in the transaction that gave it, with an
 * invite for the lecture (the same UID as its change notices, at the next SEQUENCE). The key is the
 * new sign-up's id: a seat is given once, so a repeated request or a retried delivery tells once,
 * and a student promoted again after withdrawing and waiting anew is told again.
 */
export async function reportLecturePromoted(tx: Queryable, lectureId: number, promoted: readonly LecturePromotion[], reason: 'seat-freed' | 'capacity'): Promise<void> {
  if (promoted.length === 0) return;
  const l = await lectureForPromotion(tx, lectureId);
  if (!l) return;
  const subject = { zh: l.subject, en: l.subjectEn || l.subject };
  const slot = slotOf(l);
  const withdrawUntil = l.signupOpen ? schoolDateTime(l.signupEnd) : null;
  for (const p of promoted) {
    const uid = lectureInviteUid(lectureId, p.studentId);
    const sequence = await nextInviteSequence(tx, uid);
    await notify(tx, {
      kind: 'teaching.lecture-promoted', key: `teaching.lecture-promoted:${p.signupId}`, recipients: [p.studentId], link: MY_LECTURES_PAGE,
      params: { subject, slot, reason, withdrawUntil }, time: { start: l.startsAt, end: l.endsAt, uid, sequence, location: slot.place, summary: subject },
    });
  }
}
