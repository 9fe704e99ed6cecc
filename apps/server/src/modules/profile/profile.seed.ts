import { eq } from 'drizzle-orm';
import {
  baseInfoInputSchema, cadresInputSchema, degreeInputSchema, intentionInputSchema, practicesInputSchema, profileSkillsInputSchema, recruitInputSchema, Role,
  rewardsInputSchema, studyInputSchema,
} from '@portal/contracts';
import type { AuthContext } from '../../platform/auth/access-token.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { demoCalendar } from '../../platform/db/demo-calendar.ts';
import { users } from '../../platform/db/platform.tables.ts';
import type { DemoIds } from '../../platform/domains/module.ts';
import { demoProfiles } from './profile.seed-data.ts';
import { ProfileService } from './profile.service.ts';
import { profileBaseInfos, profileDegrees, profileIntentions, profileRecruits, profileStudies } from './profile.tables.ts';
import { seedDemoStaff } from '../people/index.ts';

export const DEMO_PROFILE_STUDENTS = ['mba01', 'emba01', 'benyan01', 'grad01', 'phd01'] as const;

/**
 * The demo profiles (README 'Demo data'): the staff account `studentaffairs`, and the five demo
 * students' profiles with every sub-form that applies to their kind, each saved through the
 * service as the student, so the demo passes the same schemas and rules as a real save.
 */
export async function seedProfile(tx: Queryable, ids: DemoIds, day: Date): Promise<void> {
  await seedDemoStaff(tx, ids, { username: 'studentaffairs', name: '学生工作办公室', enName: 'Student Affairs Office', hrUserId: 'S0043', roles: [Role.studentAffairs] });

  const s = new ProfileService(tx);
  const rows = await Promise.all(DEMO_PROFILE_STUDENTS.map(async (name) => (await tx.select().from(users).where(eq(users.username, name)))[0]!));
  const years = Object.fromEntries(rows.map((u) => [u.username, u.studyEntranceYear ?? 2024])) as Record<(typeof DEMO_PROFILE_STUDENTS)[number], number>;
  const profiles = demoProfiles(years);
  for (const u of rows) {
    const p = profiles[u.username]!;
    const auth: AuthContext = { userId: u.id, actorId: null, sid: 'seed', roles: ['student'], isAdmin: false };
    await s.saveBaseInfo(auth, baseInfoInputSchema.parse({ ...p.base, email: u.email, mobile: u.mobile }), null);
    await s.saveRecruit(auth, recruitInputSchema.parse(p.recruit));
    await s.saveRewards(auth, rewardsInputSchema.parse(p.rewards));
    await s.saveDegree(auth, degreeInputSchema.parse(p.degree), null);
    await s.saveCadres(auth, cadresInputSchema.parse(p.cadres));
    await s.saveStudy(auth, studyInputSchema.parse(p.study));
    await s.saveSkills(auth, profileSkillsInputSchema.parse(p.skills));
    await s.savePractice(auth, practicesInputSchema.parse(p.practice));
    await s.saveIntention(auth, intentionInputSchema.parse(p.intention));
  }
  // The saves stamp the clock's now; the demo's times are the calendar's, on a whole hour (demo-calendar test).
  const savedAt = demoCalendar(day).at(-20, 10);
  for (const t of [profileBaseInfos, profileRecruits, profileDegrees, profileStudies, profileIntentions]) await tx.update(t).set({ updatedAt: savedAt });
}
