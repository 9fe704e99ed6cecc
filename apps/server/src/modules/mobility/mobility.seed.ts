import { Role } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../../platform/db/client.ts';
import { demoCalendar } from '../../platform/db/demo-calendar.ts';
import type { DemoIds } from '../../platform/domains/module.ts';
import { closedProjects, exemptExplain, openProjects, planExplain, tripProgrammes, type DemoProject } from './mobility.seed-data.ts';
import { mobPlans, mobProjects, mobSelections } from './mobility.tables.ts';
import { seedDemoStaff } from '../people/index.ts';

/**
 * The demo study trips (issue 15 'Demo data'): the office's account `mobilityadmin`; last year's
 * closed plan; this year's plan open now, its exemption window open too, with four projects — one
 * full with two queued, one a place short, one for EMBA students only. Both plans are for MBA and
 * EMBA students, this year's for those who entered in the last two years: benyan01 and grad01 see why not. mba01 and emba01 have applied to nothing and emba01 has
 * no exemption, so the e2e and a visitor start from there. Times are whole or half hours in Beijing.
 */
export async function seedMobility(tx: Queryable, ids: DemoIds, day: Date): Promise<void> {
  const cal = demoCalendar(day);
  const office = { id: await seedDemoStaff(tx, ids, { username: 'mobilityadmin', name: '国际交流办公室', enName: 'International Office', hrUserId: 'S0041', roles: [Role.mobilityAdmin] }) };

  // mba01's classmates (bidding seed) take the places: the demo lists show real counts and a queue.
  const crowd = rowsOf<{ id: number }>(await tx.execute(sql`select id from users where page_type = 'mba' and username <> 'mba01' order by id limit 30`)).map((r) => r.id);
  const year = cal.schoolYear;
  // The school's trip is for its MBA and EMBA students; this year's for the two cohorts still studying (README 'Eligibility').
  const forTrip = { eligiblePageTypes: [...tripProgrammes] };
  const [closed, open] = await tx.insert(mobPlans).values([
    { schoolYearName: `${year - 1}-${year}`, number: `${year}-01`, startTime: cal.at(-200, 9), endTime: cal.at(-186, 17), explain: planExplain, exemptExplain,
      exemptBegin: cal.at(-200, 9), exemptEnd: cal.at(-186, 17), createdBy: office!.id, createdAt: cal.at(-210, 9), ...forTrip },
    { schoolYearName: `${year}-${year + 1}`, number: `${year + 1}-01`, startTime: cal.at(-3, 9), endTime: cal.at(12, 17), explain: planExplain, exemptExplain,
      exemptBegin: cal.at(-3, 9), exemptEnd: cal.at(12, 17), createdBy: office!.id, createdAt: cal.at(-10, 9), ...forTrip, eligibleEntranceYears: [year - 2, year - 1] },
  ]).returning({ id: mobPlans.id });

  const addProjects = async (planId: number, list: DemoProject[], createdAt: Date, firstApplied: number) => {
    let next = 0;
    for (const p of list) {
      const [row] = await tx.insert(mobProjects).values({
        planId, projectName: p.name, city: p.city, activeTime: p.activeTime, limitCount: p.limit, description: p.description, createdAt, eligiblePageTypes: p.pageTypes ?? [],
      })
        .returning({ id: mobProjects.id });
      const count = p.selected + p.queued;
      // Applications half an hour apart from the plan's opening, in the order that makes their ranks.
      const values = crowd.slice(next, next + count).map((studentId, i) => ({
        planId, projectId: row!.id, studentId, status: i < p.selected ? 1 : 2, selectTime: new Date(cal.at(firstApplied, 9).getTime() + (next + i) * 1_800_000),
      }));
      next += count;
      if (values.length) await tx.insert(mobSelections).values(values);
    }
  };
  await addProjects(closed!.id, closedProjects, cal.at(-210, 9), -200);
  await addProjects(open!.id, openProjects, cal.at(-10, 9), -3);
}
