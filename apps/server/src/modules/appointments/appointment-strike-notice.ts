import type { Queryable } from '../../platform/db/client.ts';
import { notify } from '../../platform/notifications/notify.ts';
import { dbNow } from '../../platform/time/db-clock.ts';
import { isBlocked } from '../../platform/time/no-show-standing.repo.ts';
import { schoolDate } from '../../platform/time/school-zone.ts';
import { bookingForNotice } from './appointment-notices.repo.ts';
import { noticeParties } from './appointment-notices.ts';
import { settingsOf, standingOf } from './appointments.repo.ts';

/** Where a student reads their bookings and their standing. */
const APPOINTMENTS_PAGE = '/appointment/index';

/**
 * A no-show recorded by staff, to the student, when it counts for the no-show policy (README 'No-show
 * policy'): the policy is on and the booking began in the current term. The notice gives the term's
 * count with this one, and the limit's effect: the day bookings open again once the block is on, or
 * what the limit would do. Once per booking: a no-show cleared and marked again is not a new strike.
 */
export async function reportNoShow(tx: Queryable, id: number): Promise<void> {
  const r = await bookingForNotice(tx, id);
  const settings = await settingsOf(tx);
  if (!r || settings.noShowLimit === 0) return;
  const st = await standingOf(tx, r.studentId, settings.noShowLimit, settings.blockDays);
  if (r.beginTime.getTime() < st.termBegin.getTime()) return;
  const blockedUntil = isBlocked(st, await dbNow(tx)) ? schoolDate(st.blockedUntil) : null;
  const { student } = noticeParties(r);
  await notify(tx, {
    kind: 'appointments.no-show', key: `appointments.no-show:${r.id}:student`, recipients: [student.userId], link: APPOINTMENTS_PAGE,
    params: { ...student.params, noShows: st.noShows, limit: settings.noShowLimit, blockDays: settings.blockDays, blockedUntil },
  });
}
