import { eq } from 'drizzle-orm';
import { Role, type SurveyDefinitionInput } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { demoCalendar } from '../../platform/db/demo-calendar.ts';
import type { DemoIds } from '../../platform/domains/module.ts';
import { schoolDate } from '../../platform/time/school-zone.ts';
import { assignSurveyTo, defineSurvey, openRecordAssignment } from '../surveys/index.ts';
import { mealMenus, mealReservations } from './meals.tables.ts';
import { seedDemoStaff } from '../people/index.ts';

const menuHtml = (week: string) => `<h3>${week}</h3>
<table><thead><tr><th>餐次 Meal</th><th>主菜 Main</th><th>素菜 Vegetables</th><th>汤 Soup</th></tr></thead>
<tbody><tr><td>午餐 Lunch</td><td>宫保鸡丁 Kung Pao chicken</td><td>清炒时蔬 Seasonal greens</td><td>番茄蛋汤 Tomato and egg soup</td></tr>
<tr><td>晚餐 Dinner</td><td>红烧鱼块 Braised fish</td><td>麻婆豆腐 Mapo tofu</td><td>冬瓜排骨汤 Winter melon and pork rib soup</td></tr></tbody></table>
<p>午餐 11:30–13:00，晚餐 17:30–19:00，地点：学生食堂二楼。Lunch 11:30–13:00, dinner 17:30–19:00, student canteen, first floor up.</p>`;

const mealSurvey: SurveyDefinitionInput = {
  name: '本周订餐满意度', nameEn: 'This week\'s meals', kind: 'meal',
  description: '请评价本周预订的餐食。', descriptionEn: 'Tell us about the meals you booked this week.',
  questions: [
    { questionID: 'm1', type: 'SINGLE_CHOICE', require: true, body: '您对本周餐食的总体评价？', bodyEn: 'How were this week\'s meals overall?', options: [
      { value: '1', text: '很满意', textEn: 'Very good' }, { value: '2', text: '满意', textEn: 'Good' },
      { value: '3', text: '一般', textEn: 'Fair' }, { value: '4', text: '不满意', textEn: 'Poor' },
    ] },
    { questionID: 'm2', type: 'TEXTAREA', textLimit: 300, body: '您希望增加哪些菜品？', bodyEn: 'Which dishes would you like to see?' },
  ],
};

/**
 * The demo meals (issue #13 'Demo data'): the canteen's account `canteen01`; last week's menu and this
 * week's (today to seven days ahead) with the meal survey; mba01's bookings on four past days, today
 * (closed since yesterday's cut-off), tomorrow and the day after; a few classmates' bookings so the
 * counts are not all ones.
 */
export async function seedMeals(tx: Queryable, ids: DemoIds, day: Date): Promise<void> {
  const cal = demoCalendar(day);
  const date = (n: number) => schoolDate(cal.at(n, 12));
  const canteen = { id: await seedDemoStaff(tx, ids, { username: 'canteen01', name: '食堂管理员', enName: 'Canteen Manager', hrUserId: 'S0031', roles: [Role.canteenAdmin] }) };

  const [past, current] = await tx.insert(mealMenus).values([
    { content: menuHtml(`${date(-8)} ~ ${date(-1)}`), startDate: date(-8), endDate: date(-1), cutoffMinutes: 17 * 60, createdBy: canteen!.id, createdAt: cal.at(-10, 9), updatedAt: cal.at(-10, 9) },
    { content: menuHtml(`${date(0)} ~ ${date(7)}`), startDate: date(0), endDate: date(7), cutoffMinutes: 17 * 60, createdBy: canteen!.id, createdAt: cal.at(-2, 9), updatedAt: cal.at(-2, 9) },
  ]).returning({ id: mealMenus.id });

  const surveyId = await defineSurvey(tx, mealSurvey, canteen!.id, cal.at(-3, 9));
  const assignment = await openRecordAssignment(tx, {
    surveyId, kind: 'meal', title: `订餐评价 ${date(0)} ~ ${date(7)}`, titleEn: `Meals of ${date(0)} to ${date(7)}`,
    beginTime: cal.at(0, 0), endTime: cal.at(15, 0), createdBy: canteen!.id, createdAt: cal.at(-2, 9),
  }, { demo: true });
  await tx.update(mealMenus).set({ surveyId, surveyAssignmentId: assignment }).where(eq(mealMenus.id, current!.id));

  const book = (username: string, n: number, lunch: boolean, dinner: boolean) => {
    const studentId = ids.get(username);
    if (studentId === undefined) return [];
    const at = cal.at(Math.min(n, 0) - 2, 10);
    return [{ studentId, menuId: n < 0 ? past!.id : current!.id, reserveDate: date(n), lunch, dinner, createdAt: at, updatedAt: at }];
  };
  await tx.insert(mealReservations).values([
    ...book('mba01', -7, true, true), ...book('mba01', -5, true, false), ...book('mba01', -3, false, true), ...book('mba01', -1, true, true),
    ...book('mba01', 0, true, false), ...book('mba01', 1, true, true), ...book('mba01', 2, false, true),
    ...book('emba01', -2, true, true), ...book('emba01', 0, true, true), ...book('emba01', 1, false, true),
    ...book('grad01', 1, true, false), ...book('benyan01', 2, true, true),
  ]);
  await assignSurveyTo(tx, assignment, ['mba01', 'emba01', 'grad01', 'benyan01'].flatMap((u) => (ids.has(u) ? [ids.get(u)!] : [])), { demo: true });
}

