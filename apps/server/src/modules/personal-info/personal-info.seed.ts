import type { Queryable } from '../../platform/db/client.ts';
import { demoCalendar } from '../../platform/db/demo-calendar.ts';
import type { DemoIds } from '../../platform/domains/module.ts';
import { personalInfoEmergencyContacts, personalInfoRecords } from './personal-info.tables.ts';

/**
 * The demo records (README 'Demo data'): emba01 and mba01 have a filled record; their e-mail and
 * mobile are the accounts' own (users seed). No photo is seeded: the seed writes no files, and a
 * stored photo must pass the programme's photo rule, so emba01's page asks for the 447×626 photo.
 */
export async function seedPersonalInfo(tx: Queryable, ids: DemoIds, day: Date): Promise<void> {
  // On a whole hour of the demo's calendar, as every seeded time (demo-calendar test).
  const at = demoCalendar(day).at(-30, 9);
  const emba = ids.get('emba01');
  const mba = ids.get('mba01');
  if (emba) {
    await tx.insert(personalInfoRecords).values({ userId: emba, company: '华夏新能源科技有限公司', position: '副总经理', isTop500: false, isChinaTop500: true, updatedAt: at });
    await tx.insert(personalInfoEmergencyContacts).values([
      { userId: emba, isFirst: true, name: '王强', phone: '13900000002', createdAt: at },
      { userId: emba, isFirst: false, name: '李娟', phone: '010-62510000', createdAt: at },
    ]);
  }
  if (mba) await tx.insert(personalInfoRecords).values({ userId: mba, company: '招商银行股份有限公司', position: '产品经理', updatedAt: at });
}
