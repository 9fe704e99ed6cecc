import { Role } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../../platform/db/client.ts';
import { demoCalendar } from '../../platform/db/demo-calendar.ts';
import type { DemoIds } from '../../platform/domains/module.ts';
import { schoolDate } from '../../platform/time/school-zone.ts';
import { ddAgreement, ddNotice, demoEducation, demoEmployment, demoEssay, demoLanguage, earlierProgramme, openProgrammes } from './dd.seed-data.ts';
import { ddApplyManages, ddInterviewAdresses, ddInterviewDays, ddInterviewTimes, ddProjects, ddSignups } from './dd.tables.ts';
import { seedDemoStaff } from '../people/index.ts';
import { seedReviewing } from './dd-review.seed.ts';

/**
 * The demo double degree (issue 15 'Demo data'): the reviewer `reviewer01`; this year's round open
 * now with three programmes; last year's round, in which mba01 applied to Mannheim, passed the
 * internal selection and may now book an interview (status 3): four slots in five days, one taken
 * by a classmate. Every time is a whole or half hour in Beijing, and made before what it opens.
 */
export async function seedDoubleDegree(tx: Queryable, ids: DemoIds, day: Date): Promise<void> {
  const cal = demoCalendar(day);
  await seedDemoStaff(tx, ids, { username: 'reviewer01', name: '双学位评审', enName: 'Double-degree reviewer', hrUserId: 'S0042', roles: [Role.ddReviewer] });

  const year = cal.schoolYear;
  const round = (name: string) => ({ notice: ddNotice, agreementTitle: ddAgreement.title, agreementContent: ddAgreement.content, agreementHint: ddAgreement.hint, simpleName: name });
  const [earlier, open] = await tx.insert(ddApplyManages).values([
    { ...round(`${year - 1}-${year} 双学位项目 Double degree`), singupStartTime: cal.at(-60, 9), singupEndTime: cal.at(-30, 17), maxChooseProjectCount: 1, isEnable: false, createdAt: cal.at(-70, 9) },
    { ...round(`${year}-${year + 1} 双学位项目 Double degree`), singupStartTime: cal.at(-5, 9), singupEndTime: cal.at(20, 17), maxChooseProjectCount: 2, isEnable: true, createdAt: cal.at(-12, 9) },
  ]).returning({ id: ddApplyManages.id });
  // The notice says it: the programmes are for MBA students (README 'Eligibility').
  const [essec] = await tx.insert(ddProjects).values(openProgrammes.map((name) => ({
    applyManageId: open!.id, name, year: `${year}-${year + 1}`, createdAt: cal.at(-12, 9), eligiblePageTypes: ['mba'],
  }))).returning({ id: ddProjects.id });
  const [mannheim] = await tx.insert(ddProjects).values({ applyManageId: earlier!.id, name: earlierProgramme, year: `${year - 1}-${year}`, createdAt: cal.at(-70, 9) })
    .returning({ id: ddProjects.id });

  const mba01 = ids.get('mba01')!;
  const [classmate] = rowsOf<{ id: number }>(await tx.execute(sql`select id from users where page_type = 'mba' and username <> 'mba01' order by id limit 1`));
  const applicant = (studentId: number, hour: number) => ({
    applyManageId: earlier!.id, projectId: mannheim!.id, studentId, nameAsPassport: studentId === mba01 ? 'ZHANG SAN' : 'LI SI', nationalityId: 'CN',
    birthNationalityId: 'CN', birthCity: '西安 Xi\'an', nativeLanguage: '中文 Chinese', birthDate: '1994-05-12', gender: 'Male', maritalStatus: 'unmarried',
    studyMode: 'Part-Time', className: 'MBA 在职班 Part-time MBA', mobile: '13800138000', email: 'student@example.edu.cn', education: demoEducation,
    specialSkillInterests: '马拉松、摄影 Marathon, photography', employment: demoEmployment, workTotalYear: 8, language: demoLanguage, essay: demoEssay,
    isCheckAgreement: true, submitTime: cal.at(-40, hour), gsmResult: 1, createdAt: cal.at(-45, hour), updatedAt: cal.at(-25, 10),
  });
  const signups = [applicant(mba01, 10)];
  if (classmate) signups.push(applicant(classmate.id, 11));
  const [, other] = await tx.insert(ddSignups).values(signups).returning({ id: ddSignups.id });

  const [interviewDay] = await tx.insert(ddInterviewDays).values({ projectId: mannheim!.id, day: schoolDate(cal.at(5, 9)) }).returning({ id: ddInterviewDays.id });
  const adresses = await tx.insert(ddInterviewAdresses).values([
    { dayId: interviewDay!.id, adress: '主楼 A301 Main Building A301' },
    { dayId: interviewDay!.id, adress: '线上（腾讯会议）Online (Tencent Meeting)' },
  ]).returning({ id: ddInterviewAdresses.id });
  const times = await tx.insert(ddInterviewTimes).values([[9, 0], [9, 30], [10, 0], [10, 30]].map(([h, m]) => ({
    dayId: interviewDay!.id, startTime: cal.at(5, h!, m!), endTime: new Date(cal.at(5, h!, m!).getTime() + 1_800_000),
  }))).returning({ id: ddInterviewTimes.id });
  await seedReviewing(tx, ids.get('reviewer01')!, { manageId: open!.id, projectId: essec!.id }, [earlier!.id, open!.id], applicant, cal);
  if (other) {
    await tx.update(ddSignups).set({ interviewTimeId: times[0]!.id, interviewAdressId: adresses[0]!.id, bookedAt: cal.at(-2, 14), updatedAt: cal.at(-2, 14) })
      .where(sql`id = ${other.id}`);
  }
}
