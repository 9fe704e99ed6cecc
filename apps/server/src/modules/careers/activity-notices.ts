import type { BiText, NotificationParams } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { notify, type EventTime } from '../../platform/notifications/notify.ts';
import { schoolClock, schoolDate, schoolDateTime } from '../../platform/time/school-zone.ts';
import { activityForNotice, type ActivityForNotice } from './activity-notices.repo.ts';

/** One calendar entry per activity and student: a later invite of the same place updates it. */
export const activityInviteUid = (activityId: number, studentId: number) => `activity-${activityId}-${studentId}@student-portal`;

/** The student's own sign-up, opened in the drawer of My activities (features/careers/activities). */
export const mySignupLink = (signupId: number) => `/activity/index?tab=mine&signup=${signupId}`;

/** 'YYYY-MM-DD HH:mm~HH:mm' at the school; an end on another day keeps its date. */
function timeText(begin: Date, end: Date): string {
  return `${schoolDateTime(begin)}~${schoolDate(begin) === schoolDate(end) ? schoolClock(end) : schoolDateTime(end)}`;
}

/** The English name or place where the office typed one, the Chinese where it did not. */
const bi = (zh: string, en: string): BiText => ({ zh, en: en.trim() || zh });

export interface Promotion { signupId: number; studentId: number }

/**
 * The invite of a promotion: the activity's first time. The outbox sends one event per invite, so an
 * activity of several times (at most six) is entered at its first; the notice lists them all.
 */
function inviteOf(a: ActivityForNotice, title: BiText, place: BiText, studentId: number): EventTime | undefined {
  const first = a.times[0];
  if (!first) return undefined;
  return { start: first.begin, end: first.end, uid: activityInviteUid(a.id, studentId), location: place, summary: title };
}

/**
 * Tells each promoted student, in the transaction that gave them the place, with an invite. The key
 * is the sign-up's: a sign-up leaves the waitlist once, so nothing is reported twice.
 */
export async function reportPromoted(tx: Queryable, activityId: number, promoted: readonly Promotion[], reason: 'withdrawal' | 'capacity'): Promise<void> {
  if (promoted.length === 0) return;
  const a = await activityForNotice(tx, activityId);
  if (!a) return;
  const title = bi(a.name, a.nameEn);
  const place = bi(a.address, a.addressEn);
  const params: NotificationParams['careers.activity-promoted'] = { title, place, reason, times: a.times.map((x) => timeText(x.begin, x.end)) };
  for (const p of promoted) {
    await notify(tx, {
      kind: 'careers.activity-promoted', key: `careers.activity-promoted:${p.signupId}`, recipients: [p.studentId],
      link: mySignupLink(p.signupId), params, time: inviteOf(a, title, place, p.studentId),
    });
  }
}
