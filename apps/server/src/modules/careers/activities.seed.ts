import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { demoCalendar } from '../../platform/db/demo-calendar.ts';
import { users } from '../../platform/db/platform.tables.ts';
import type { DemoIds } from '../../platform/domains/module.ts';
import { demoEntranceOffsets } from '../../platform/auth/users.seed.ts';
import { assignSurveyTo, defineSurvey, openRecordAssignment } from '../surveys/index.ts';
import { activityFeedbackSurvey, demoActivities } from './activities.seed-data.ts';
import { careerActivities, careerActivitySignups, careerActivityTimes } from './activities.tables.ts';
import { savePolicy } from './activity-no-shows.repo.ts';

/**
 * Fifteen demo activities (README 'Activities', 'Demo data'), dated from the seed day: open, not
 * yet open, closed, full with a waitlist, for other types or years, one with a survey, one
 * unlimited, one for everyone with three places; mba01 holds two places, one of them attended.
 * Places are written with the count they take, as StudentSignUp would. The no-show policy is on:
 * 3 in a term block sign-ups for 30 days, as for appointments (mba02 has missed one).
 */
export async function seedActivities(tx: Queryable, ids: DemoIds, day: Date): Promise<void> {
  const cal = demoCalendar(day);
  const names = [...new Set(demoActivities.flatMap((x) => x.signups.map((s) => s.username)))];
  const found = await tx.select({ id: users.id, username: users.username, year: users.studyEntranceYear }).from(users).where(inArray(users.username, [...names, 'mba01']));
  const idOf = new Map(found.map((u) => [u.username, u.id]));
  const mbaYear = found.find((u) => u.username === 'mba01')?.year ?? Number(cal.at(0).toISOString().slice(0, 4)) - demoEntranceOffsets.mba01;
  const office = ids.get('careeradmin') ?? null;
  // Written before the earliest activity that links it is created (cal.at(signup - 3)).
  if (office !== null) await savePolicy(tx, { noShowLimit: 3, blockDays: 30 }, office, cal.at(Math.min(...demoActivities.map((x) => x.signup[0])) - 5, 10));
  const surveyId = await defineSurvey(tx, activityFeedbackSurvey, office, cal.at(Math.min(...demoActivities.map((x) => x.signup[0])) - 4, 10));

  for (const x of demoActivities) {
    const times = x.days.map((d) => ({ beginTime: cal.at(d, x.hours[0]), endTime: cal.at(d, x.hours[1]) }));
    const signups = x.signups.flatMap((s) => { const sid = idOf.get(s.username); return sid ? [{ ...s, sid }] : []; });
    const placed = signups.filter((s) => s.status === 1).length;
    const signupBegin = cal.at(x.signup[0], 9);
    const [row] = await tx.insert(careerActivities).values({
      vdActiveType: x.vdActiveType ?? 1, activityTypeKey: x.type, name: x.name, nameEn: x.nameEn, address: x.address, addressEn: x.addressEn,
      introduce: x.introduce, introduceEn: x.introduceEn, personNum: x.places, placesTaken: placed, signupBegin, signupEnd: cal.at(x.signup[1], 18),
      startsAt: times[0]!.beginTime, endsAt: times[times.length - 1]!.endTime, studentTypeIds: x.studentTypes ?? [],
      entranceYears: (x.yearsFromMba01 ?? []).map((d) => mbaYear + d), signupClosed: x.closedByOffice ?? false, surveyId: x.survey ? surveyId : null,
      createdBy: office, createdAt: cal.at(x.signup[0] - 3, 10),
    }).returning({ id: careerActivities.id });
    const id = row!.id;
    await tx.insert(careerActivityTimes).values(times.map((t) => ({ activityId: id, ...t })));
    if (signups.length) {
      await tx.insert(careerActivitySignups).values(signups.map((s, i) => {
        const at = new Date(signupBegin.getTime() + (i + 1) * 3_600_000);
        return { activityId: id, studentId: s.sid, status: s.status, createdAt: at, queuedAt: at, updatedAt: at, attendance: s.attendance ?? null };
      }));
    }
    if (x.survey) {
      const assignment = await openRecordAssignment(tx, {
        surveyId, kind: 'activity', title: x.name, titleEn: x.nameEn, beginTime: signupBegin,
        endTime: new Date(times[times.length - 1]!.endTime.getTime() + 14 * 86_400_000), createdBy: office, createdAt: cal.at(x.signup[0] - 3, 10),
      }, { demo: true });
      await tx.update(careerActivities).set({ surveyAssignmentId: assignment }).where(inArray(careerActivities.id, [id]));
      await assignSurveyTo(tx, assignment, signups.filter((s) => s.status === 1).map((s) => s.sid), { demo: true });
    }
  }
}
