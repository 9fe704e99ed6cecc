import { Role } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import type { DemoIds } from '../../platform/domains/module.ts';
import { demoCalendar } from '../../platform/db/demo-calendar.ts';
import { atSchoolClock, schoolClock } from '../../platform/time/school-zone.ts';
import { assignSurveyTo, defineSurvey, openRecordAssignment } from '../surveys/index.ts';
import { insertSlots } from './appointment-admin.repo.ts';
import { seedAppointmentNotices } from './appointment-notices.seed.ts';
import { scheduleReminder } from './appointment-reminders.ts';
import { ADDRESS, appointmentSurvey, demoCounsellors, mbaAnswers, ONLINE_ADDRESS, weeklySlots } from './appointments.seed-data.ts';
import { apptConsults, apptCounsellors, apptSettings, apptSlots, apptSubscribes } from './appointments.tables.ts';
import { seedDemoStaff } from '../people/index.ts';

const HOUR = 3_600_000;
const HALF_HOUR = HOUR / 2;
/** The next whole hour at least `hours` from `day`. */
const hoursAhead = (day: Date, hours: number) => new Date(Math.ceil((day.getTime() + hours * HOUR) / HOUR) * HOUR);
/** The first whole hour at least `hours` from `day` at which an office-hours slot (09:00-18:00 at the school) can begin. */
function officeHourAhead(day: Date, hours: number): Date {
  let t = hoursAhead(day, hours);
  while (Number(schoolClock(t).slice(0, 2)) < 9 || Number(schoolClock(t).slice(0, 2)) > 16) t = new Date(t.getTime() + HOUR);
  return t;
}
/** The last whole or half hour before `day` (Beijing is a whole number of hours from UTC): demo times are round (demo-calendar.ts). */
const halfHourBefore = (day: Date) => new Date(Math.floor((day.getTime() - 1) / HALF_HOUR) * HALF_HOUR);

/**
 * The demo appointments (issue 13 'Demo data'), dated from the seed instant: counsellor01 (both
 * types) and counsellor02 (mock interviews) with weekday slots over the next two weeks; mba01 with a
 * past attended career consultation (its survey open), a pending and an approved mock interview
 * within the next 24 hours, and their in-app notices (also to mba21, the notifications spec's student);
 * grad01 with none. counsellor01's account comes from the resumes seed.
 */
export async function seedAppointments(tx: Queryable, ids: DemoIds, day: Date): Promise<void> {
  const cal = demoCalendar(day);
  const office = ids.get('careeradmin') ?? null;
  if (!ids.has('counsellor02')) {
    await seedDemoStaff(tx, ids, { username: 'counsellor02', name: '吴老师', enName: 'Mr. Wu', hrUserId: 'S0010', roles: [Role.counsellor] });
  }
  const consult = new Map<string, number>();
  const counsellorOf = new Map<string, number>();
  for (const c of demoCounsellors) {
    const [row] = await tx.insert(apptCounsellors).values({
      userId: ids.get(c.username)!, name: c.name, nameEn: c.nameEn, sex: c.sex, introduce: c.introduce, introduceEn: c.introduceEn, goodAt: c.goodAt, goodAtEn: c.goodAtEn,
      createdAt: cal.at(-30, 9),
    }).returning({ id: apptCounsellors.id });
    counsellorOf.set(c.username, row!.id);
    for (const o of c.offers) {
      const [x] = await tx.insert(apptConsults).values({ counsellorId: row!.id, typeKey: o.typeKey, studentTypeIds: o.studentTypeIds }).returning({ id: apptConsults.id });
      consult.set(`${c.username}:${o.typeKey}`, x!.id);
    }
  }
  const surveyId = await defineSurvey(tx, appointmentSurvey, office, cal.at(-30, 9));
  await tx.insert(apptSettings).values({ id: 1, surveyId, updatedBy: office, updatedAt: cal.at(-30, 9) })
    .onConflictDoUpdate({ target: apptSettings.id, set: { surveyId, updatedAt: cal.at(-30, 9) } });

  const slot = async (username: string, typeKey: number, begin: Date, online = false) => {
    const [r] = await tx.insert(apptSlots).values({
      consultId: consult.get(`${username}:${typeKey}`)!, counsellorId: counsellorOf.get(username)!, beginTime: begin, endTime: new Date(begin.getTime() + HOUR),
      address: online ? ONLINE_ADDRESS.zh : ADDRESS.zh, addressEn: online ? ONLINE_ADDRESS.en : ADDRESS.en, interflowType: online ? 2 : 1, createdBy: office,
      createdAt: cal.at(-14, 9),
    }).returning({ id: apptSlots.id, beginTime: apptSlots.beginTime, endTime: apptSlots.endTime });
    return r!;
  };
  const mba01 = ids.get('mba01')!;
  const book = async (s: { id: number; beginTime: Date; endTime: Date }, typeKey: number, status: number, extra: Partial<typeof apptSubscribes.$inferInsert> = {}) => {
    const a = typeKey === 1 ? mbaAnswers.career : mbaAnswers.mock;
    const [r] = await tx.insert(apptSubscribes).values({
      slotId: s.id, studentId: mba01, typeKey, beginTime: s.beginTime, endTime: s.endTime, status, contactName: '李明',
      q1: 'q1' in a ? a.q1 : null, q2: 'q2' in a ? a.q2 : null, q3: 'q3' in a ? a.q3 : null, q4: 'q4' in a ? a.q4 : null, q5: 'q5' in a ? a.q5 : null, q6: 'q6' in a ? a.q6 : null,
      ownQuestions: a.questions, createdAt: new Date(s.beginTime.getTime() - 3 * 24 * HOUR), updatedAt: extra.outcomeAt ?? extra.reviewedAt ?? new Date(s.beginTime.getTime() - 3 * 24 * HOUR), ...extra,
    }).returning({ id: apptSubscribes.id });
    return r!.id;
  };

  // The past attended career consultation, with the feedback survey opened when it was marked.
  const past = await slot('counsellor01', 1, cal.at(-7, 10));
  const marked = new Date(past.endTime.getTime() + HOUR);
  // Opened half an hour after the marking: the demo has everything created before the period it opens (demo-calendar checks).
  const assignment = await openRecordAssignment(tx, {
    surveyId, kind: 'appointment', title: '职业咨询 · 周老师', titleEn: 'Career consulting · Ms. Zhou', beginTime: new Date(marked.getTime() + HALF_HOUR),
    endTime: new Date(marked.getTime() + 14 * 24 * HOUR), createdBy: ids.get('counsellor01')!, createdAt: marked,
  }, { demo: true });
  await assignSurveyTo(tx, assignment, [mba01], { demo: true });
  const pastId = await book(past, 1, 1, {
    outcome: 1, outcomeAt: marked, reviewedAt: new Date(past.beginTime.getTime() - 2 * 24 * HOUR), reviewedBy: ids.get('counsellor01')!, surveyAssignmentId: assignment,
    replyNote: '请带上最新的简历。',
  });

  // Within the next 24 hours, in office hours (a counsellor's day, not 02:00 Beijing): an approved mock
  // interview (counsellor01, online) at least 5 hours ahead, and a pending one (counsellor02) after it.
  const approved = await slot('counsellor01', 2, officeHourAhead(day, 5), true);
  // No reply note: the approval's notice quotes it as typed, and the notifications e2e reads mba21's copy in English.
  const approvedId = await book(approved, 2, 1, { reviewedAt: halfHourBefore(day), reviewedBy: ids.get('counsellor01')! });
  const pending = await slot('counsellor02', 2, officeHourAhead(new Date(approved.beginTime.getTime() + HOUR), 0));
  const pendingId = await book(pending, 2, 0);
  await scheduleReminder(tx, approvedId, approved.beginTime);
  await scheduleReminder(tx, pendingId, pending.beginTime);
  await seedAppointmentNotices(tx, mba01, {
    approved: { id: approvedId, at: halfHourBefore(day) },
    pending: { id: pendingId, at: new Date(pending.beginTime.getTime() - 3 * 24 * HOUR) },
    // The reminder went out at 09:00 the day before.
    past: { id: pastId, at: atSchoolClock(past.beginTime, 9, 0, -1) },
  });

  // Weekday slots over the next two weeks; those overlapping the ones above are skipped by the exclusion constraint.
  const rows: (typeof apptSlots.$inferInsert)[] = [];
  for (let d = 1; d <= 14; d += 1) {
    const noon = cal.at(d, 12);
    const weekday = (noon.getUTCDay() + 6) % 7;
    if (weekday >= 5) continue;
    for (const w of weeklySlots) {
      for (const [h, m] of w.starts) {
        const begin = cal.at(d, h, m);
        rows.push({
          consultId: consult.get(`${w.username}:${w.typeKey}`)!, counsellorId: counsellorOf.get(w.username)!, beginTime: begin, endTime: new Date(begin.getTime() + HOUR),
          address: w.online ? ONLINE_ADDRESS.zh : ADDRESS.zh, addressEn: w.online ? ONLINE_ADDRESS.en : ADDRESS.en, interflowType: w.online ? 2 : 1, createdBy: office,
          createdAt: cal.at(-7, 9),
        });
      }
    }
  }
  await insertSlots(tx, rows);
}
