import { eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import * as t from './profile.tables.ts';

/**
 * The anonymisation of one person (docs/privacy.md): the profile is the student's own account of
 * themselves (ID number, family, schooling, work, awards, skills, intentions), and no statistic
 * counts it (those read appointments, resumes and careers), so every row of it goes.
 */
const studentTables = [
  t.profileBaseInfos, t.profileRecruits, t.profileWorkInfos, t.profileOtherEdus, t.profileRewards, t.profileDegrees,
  t.profileCadres, t.profileStudies, t.profilePapers, t.profileSkills, t.profilePractices, t.profileIntentions,
] as const;

export async function anonymiseProfile(tx: Queryable, userId: number): Promise<void> {
  for (const table of studentTables) await tx.delete(table).where(eq(table.studentId, userId));
}
