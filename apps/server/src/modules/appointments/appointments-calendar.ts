import type { CalendarEvent } from '@portal/contracts';
import type { UserRow } from '../../platform/auth/auth.repo.ts';
import type { Db } from '../../platform/db/client.ts';
import { calendarBookings } from './appointments.repo.ts';
import { consultType } from './appointment-views.ts';

/**
 * The home calendar's (and the personal feed's) appointments: a student's live bookings (to review
 * or approved) and a counsellor's bookings with students, overlapping [from, to).
 */
export async function appointmentsOfUser(db: Db, user: UserRow, from: Date, to: Date): Promise<CalendarEvent[]> {
  const rows = await calendarBookings(db, user.id, from, to);
  return rows.map((r) => {
    const t = consultType(r.typeKey);
    const mine = r.studentId === user.id;
    const pending = r.status === 0 ? { zh: '（待审核）', en: ' (to review)' } : { zh: '', en: '' };
    return {
      id: `appointment-${r.id}`,
      title: mine ? `${t.zh}：${r.counsellorName}${pending.zh}` : `${t.zh}：${r.studentName}${pending.zh}`,
      enTitle: mine ? `${t.en}: ${r.counsellorNameEn}${pending.en}` : `${t.en}: ${r.studentEnName ?? r.studentName}${pending.en}`,
      start: r.beginTime.toISOString(), end: r.endTime.toISOString(), kind: 'appointment',
      url: mine ? `/appointment/question-info/${r.id}?type=${r.typeKey}` : '/appointment/admin',
    };
  });
}
