import type { Queryable } from '../../platform/db/client.ts';
import { notifications } from '../../platform/notifications/notifications.tables.ts';
import { idsByUsername } from '../people/index.ts';

/** A seeded booking of mba01's and when its notice went out. */
export interface NoticedBooking { id: number; typeKey: number; at: Date }

/**
 * mba21 is the notifications e2e spec's own student: nobody else signs in as them, so the spec can
 * mark things read in any order with the other specs. Their notices open the appointment index,
 * since the bookings themselves are mba01's.
 */
export const NOTIFIED_CLASSMATE = 'mba21';

/**
 * The in-app notices of mba01's demo bookings (the bell, the list, home): the approved mock
 * interview and the pending one unread, the attended consultation's feedback request read.
 */
export async function seedAppointmentNotices(tx: Queryable, mba01: number, b: { approved: NoticedBooking; pending: NoticedBooking; past: NoticedBooking }): Promise<void> {
  const rows = [
    {
      kind: 'appointments.approved', booking: b.approved, read: false,
      title: '预约已通过：模拟面试', titleEn: 'Appointment approved: mock interview',
      body: '周老师已通过你的模拟面试预约，请提前 5 分钟进入会议。', bodyEn: 'Ms. Zhou approved your mock interview; please join the meeting 5 minutes early.',
    },
    {
      kind: 'appointments.booked', booking: b.pending, read: false,
      title: '预约已提交：模拟面试', titleEn: 'Appointment booked: mock interview',
      body: '你的模拟面试预约已提交，等待吴老师审核。', bodyEn: 'Your mock interview is booked and waits for Mr. Wu\'s approval.',
    },
    {
      kind: 'appointments.attended', booking: b.past, read: true,
      title: '咨询已完成：请填写反馈', titleEn: 'Consultation attended: please give feedback',
      body: '感谢参加职业咨询，请在两周内填写反馈问卷。', bodyEn: 'Thank you for attending the career consultation; please give your feedback within two weeks.',
    },
  ];
  const classmate = (await idsByUsername(tx, [NOTIFIED_CLASSMATE])).get(NOTIFIED_CLASSMATE);
  // Written as they were sent, at the booking's moment: notify() stamps now, a seed dates its past.
  await tx.insert(notifications).values(rows.flatMap(({ booking, read, ...text }) => {
    const common = { ...text, key: `seed:${text.kind}:${booking.id}`, createdAt: booking.at, readAt: read ? new Date(booking.at.getTime() + 3_600_000) : null };
    return [
      { ...common, userId: mba01, link: `/appointment/question-info/${booking.id}?type=${booking.typeKey}` },
      ...(classmate === undefined ? [] : [{ ...common, userId: classmate, link: '/appointment/index' }]),
    ];
  }));
}
