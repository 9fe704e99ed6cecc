import { DdResult, type BiText } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { notify } from '../../platform/notifications/notify.ts';
import { schoolClock, schoolDateTime } from '../../platform/time/school-zone.ts';
import { programmeStaff } from './dd-scopes.repo.ts';
import { signupForNotice, type SignupForNotice } from './dd-notices.repo.ts';

/** The notices of an application (README 'Notices'), reported in the transaction of the change. */

/** One calendar entry per application's interview: a re-booking or a cancellation, if ever allowed, would reuse it. */
export const ddInterviewUid = (signupId: number) => `dd-interview-${signupId}@student-portal`;
/** The student's My Application tab, where the booking and the results are. */
export const STUDENT_LINK = '/study/index?tab=mine';
/** The applicant's detail, which the office and the reviewers may both read. */
export const staffLink = (signupId: number) => `/study/student-degree-details/${signupId}`;

/** Programmes and rounds have one name (no English column): both languages use it. */
const names = (x: SignupForNotice): { programme: BiText; round: BiText } => ({
  programme: { zh: x.programme, en: x.programme }, round: { zh: x.round, en: x.round },
});

/**
 * An interview booked: the student, with the calendar invite, and the programme's staff
 * (dd-scopes.repo.ts), who see the student's name and open the applicant. A booking never changes,
 * so the slot in the key makes it once per booking.
 */
export async function reportInterviewBooked(tx: Queryable, signupId: number): Promise<void> {
  const x = await signupForNotice(tx, signupId);
  if (!x?.startTime || !x.endTime || x.place === null) return;
  const booking = {
    ...names(x), student: { zh: x.studentName, en: x.studentNameEn }, studentNumber: x.studentNumber ?? '',
    when: `${schoolDateTime(x.startTime)}~${schoolClock(x.endTime)}`, place: x.place,
  };
  const key = `double-degree.interview-booked:${x.id}:${x.startTime.toISOString()}`;
  await notify(tx, {
    kind: 'double-degree.interview-booked', key: `${key}:student`, recipients: [x.studentId], link: STUDENT_LINK,
    params: { ...booking, audience: 'student' },
    time: {
      start: x.startTime, end: x.endTime, uid: ddInterviewUid(x.id), location: { zh: x.place, en: x.place },
      summary: { zh: `双学位面试：${x.programme}`, en: `Double-degree interview: ${x.programme}` },
    },
  });
  await notify(tx, {
    kind: 'double-degree.interview-booked', key: `${key}:office`, recipients: await programmeStaff(tx, x.projectId), link: staffLink(x.id),
    params: { ...booking, audience: 'office' },
  });
}

export interface ResultChange {
  stage: 'internal' | 'partner' | 'final';
  before: number;
  after: number;
}

/**
 * Results set by the office: each stage that now reads passed or not passed, and read otherwise
 * before, is published to the student. Back to pending tells no one (nothing was decided). The key
 * carries the application's last change before this one, so setting the same results again is no
 * change at all, while a corrected result later is a new notice.
 */
export async function reportResults(tx: Queryable, signupId: number, changes: ResultChange[], version: Date, canBook: boolean): Promise<void> {
  const published = changes.filter((c) => c.after !== c.before && (c.after === DdResult.passed || c.after === DdResult.failed));
  if (!published.length) return;
  const x = await signupForNotice(tx, signupId);
  if (!x) return;
  for (const c of published) {
    await notify(tx, {
      kind: 'double-degree.result-published', key: `double-degree.result-published:${x.id}:${c.stage}:${c.after}:${version.toISOString()}`,
      recipients: [x.studentId], link: STUDENT_LINK,
      params: { ...names(x), stage: c.stage, outcome: c.after === DdResult.passed ? 'passed' : 'failed', canBook: c.stage === 'internal' && c.after === DdResult.passed && canBook },
    });
  }
}
