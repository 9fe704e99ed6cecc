import { eq, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { users } from '../../platform/db/platform.tables.ts';
import { cancelJob, scheduleJob, type JobHandler } from '../../platform/jobs/job-queue.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { notify } from '../../platform/notifications/notifications.repo.ts';
import { atSchoolClock } from '../../platform/time/school-zone.ts';
import { apptCounsellors as co, apptSlots as s, apptSubscribes as b } from './appointments.tables.ts';
import { consultType, interflow, slotText } from './appointment-views.ts';

/**
 * The reminder of the day before (README 'Reminders'): at 09:00 at the school on the day before the
 * appointment, the student and the counsellor get an in-app notification and, when SMTP_URL is set,
 * an e-mail. Scheduled with the booking, moved by an edit, dropped by a cancellation or rejection;
 * the handler reads the booking again, so a booking no longer live is not reminded.
 */
export const REMINDER_JOB = 'appointments.reminder';
const REMIND_HOUR = 9;

const keyOf = (id: number) => `${REMINDER_JOB}:${id}`;

export async function scheduleReminder(tx: Queryable, id: number, beginTime: Date): Promise<void> {
  await scheduleJob(tx, REMINDER_JOB, keyOf(id), atSchoolClock(beginTime, REMIND_HOUR, 0, -1), { id });
}

export async function dropReminder(tx: Queryable, id: number): Promise<void> {
  await cancelJob(tx, keyOf(id));
}

async function bookingToRemind(db: Queryable, id: number) {
  const [r] = await db.select({
    id: b.id, status: b.status, typeKey: b.typeKey, beginTime: b.beginTime, endTime: b.endTime, address: s.address, addressEn: s.addressEn, interflowType: s.interflowType,
    studentId: b.studentId, counsellorUserId: co.userId, counsellorName: co.name, counsellorNameEn: co.nameEn,
    studentName: users.name, studentNameEn: sql<string>`coalesce(${users.enName}, ${users.name})`, studentEmail: users.email,
    counsellorEmail: sql<string | null>`(select u.email from users u where u.id = ${co.userId})`,
    upcoming: sql<boolean>`${b.beginTime} > now()`,
  }).from(b).innerJoin(s, eq(s.id, b.slotId)).innerJoin(co, eq(co.id, s.counsellorId)).innerJoin(users, eq(users.id, b.studentId)).where(eq(b.id, id));
  return r;
}

/** The job's handler: notifies once per booking and person (the notification key), mails when a mailer is set. */
export function reminderHandler(mailer: Mailer): JobHandler {
  return async (payload, db: Db) => {
    const id = Number(payload.id);
    const r = await bookingToRemind(db, id);
    if (!r || (r.status !== 0 && r.status !== 1) || !r.upcoming) return;
    const t = consultType(r.typeKey);
    const f = interflow(r.interflowType);
    const when = slotText(r.beginTime, r.endTime);
    const link = `/appointment/question-info/${r.id}?type=${r.typeKey}`;
    const people = [
      { userId: r.studentId, email: r.studentEmail, zh: `与${r.counsellorName}的${t.zh}`, en: `${t.en} with ${r.counsellorNameEn}`, link },
      { userId: r.counsellorUserId, email: r.counsellorEmail, zh: `${r.studentName}的${t.zh}`, en: `${t.en} with ${r.studentNameEn}`, link: '/appointment/admin' },
    ];
    for (const p of people) {
      const title = '预约提醒：明天有咨询';
      const titleEn = 'Reminder: appointment tomorrow';
      const body = `${p.zh}：${when}（北京时间），${f.zh}，地点：${r.address}`;
      const bodyEn = `${p.en}: ${when} (Beijing time), ${f.en}, at ${r.addressEn || r.address}`;
      // One transaction per person: a failed e-mail undoes the notification and the retried job does both;
      // a run after success finds the notification (its key) and neither notifies nor mails again.
      await db.transaction(async (tx) => {
        const fresh = await notify(tx, { userId: p.userId, kind: REMINDER_JOB, key: `${keyOf(r.id)}:${r.beginTime.toISOString()}`, title, titleEn, body, bodyEn, link: p.link });
        if (fresh && mailer.enabled && p.email) await mailer.send({ to: p.email, subject: `${title} / ${titleEn}`, text: `${body}\n\n${bodyEn}\n` });
      });
    }
    await db.update(b).set({ remindedAt: sql`now()` }).where(eq(b.id, id));
  };
}
