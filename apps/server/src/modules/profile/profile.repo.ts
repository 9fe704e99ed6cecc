import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client.ts';
import { users } from '../../platform/db/platform.tables.ts';
import {
  profileBaseInfos, profileCadres, profileDegrees, profileIntentionDic, profileIntentions, profileOtherEdus, profilePapers, profilePractices, profileRecruits,
  profileRewards, profileSkills, profileStudies, profileWorkInfos,
} from './profile.tables.ts';

/** The profile's queries; each takes the database or an open transaction. */

export type BaseInfoRow = typeof profileBaseInfos.$inferSelect;
export type RecruitRow = typeof profileRecruits.$inferSelect;
export type DegreeRow = typeof profileDegrees.$inferSelect;
export type IntentionRow = typeof profileIntentions.$inferSelect;

const one = async <T>(p: Promise<T[]>): Promise<T | undefined> => (await p)[0];

export const baseInfoOf = (db: Queryable, studentId: number) => one(db.select().from(profileBaseInfos).where(eq(profileBaseInfos.studentId, studentId)));
export const baseInfoById = (db: Queryable, id: number) => one(db.select().from(profileBaseInfos).where(eq(profileBaseInfos.id, id)));
export const recruitOf = (db: Queryable, studentId: number) => one(db.select().from(profileRecruits).where(eq(profileRecruits.studentId, studentId)));
export const degreeOf = (db: Queryable, studentId: number) => one(db.select().from(profileDegrees).where(eq(profileDegrees.studentId, studentId)));
export const degreeById = (db: Queryable, id: number) => one(db.select().from(profileDegrees).where(eq(profileDegrees.id, id)));
export const studyOf = (db: Queryable, studentId: number) => one(db.select().from(profileStudies).where(eq(profileStudies.studentId, studentId)));
export const intentionOf = (db: Queryable, studentId: number) => one(db.select().from(profileIntentions).where(eq(profileIntentions.studentId, studentId)));

export const workInfosOf = (db: Queryable, studentId: number) =>
  db.select().from(profileWorkInfos).where(eq(profileWorkInfos.studentId, studentId)).orderBy(asc(profileWorkInfos.sort));
export const otherEdusOf = (db: Queryable, studentId: number) =>
  db.select().from(profileOtherEdus).where(eq(profileOtherEdus.studentId, studentId)).orderBy(asc(profileOtherEdus.sort));
export const rewardsOf = (db: Queryable, studentId: number) =>
  db.select().from(profileRewards).where(eq(profileRewards.studentId, studentId)).orderBy(asc(profileRewards.sort), asc(profileRewards.id));
export const cadresOf = (db: Queryable, studentId: number) =>
  db.select().from(profileCadres).where(eq(profileCadres.studentId, studentId)).orderBy(asc(profileCadres.sort));
export const papersOf = (db: Queryable, studentId: number) =>
  db.select().from(profilePapers).where(eq(profilePapers.studentId, studentId)).orderBy(asc(profilePapers.sort));
export const skillsOf = (db: Queryable, studentId: number) =>
  db.select().from(profileSkills).where(eq(profileSkills.studentId, studentId)).orderBy(asc(profileSkills.sort), asc(profileSkills.id));
export const practicesOf = (db: Queryable, studentId: number) =>
  db.select().from(profilePractices).where(eq(profilePractices.studentId, studentId)).orderBy(asc(profilePractices.sort));

export const intentionDicAll = (db: Queryable) => db.select().from(profileIntentionDic).orderBy(asc(profileIntentionDic.sort), asc(profileIntentionDic.id));
export async function intentionDicPage(db: Queryable, pageNo: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db.select().from(profileIntentionDic).orderBy(asc(profileIntentionDic.sort), asc(profileIntentionDic.id)).limit(pageSize).offset(pageNo * pageSize),
    db.select({ n: count() }).from(profileIntentionDic),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A whole-list save: the student's rows of `table` (of one `type` where given) replaced by `rows`, numbered in order. */
export async function replaceList<T extends PgTable & { studentId: unknown; sort: unknown }>(
  tx: Queryable, table: T, studentId: number, rows: Record<string, unknown>[], where?: SQL,
): Promise<void> {
  const t = table as unknown as typeof profileCadres;
  await tx.delete(t).where(and(eq(t.studentId, studentId), where));
  if (rows.length) await tx.insert(t).values(rows.map((r, i) => ({ ...r, studentId, sort: i })) as (typeof profileCadres.$inferInsert)[]);
}


/** Students for the staff search: a student number marks a student. */
export interface StudentFilter { queryText: string; entranceYear?: number | undefined; pageType?: string | undefined }
const studentWhere = (f: StudentFilter) => and(
  sql`${users.studentNumber} is not null`,
  f.queryText ? or(ilike(users.name, `%${escapeLike(f.queryText)}%`), ilike(users.studentNumber, `%${escapeLike(f.queryText)}%`), ilike(users.enName, `%${escapeLike(f.queryText)}%`)) : undefined,
  f.entranceYear ? eq(users.studyEntranceYear, f.entranceYear) : undefined,
  f.pageType ? eq(users.pageType, f.pageType) : undefined,
);
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchStudents(db: Queryable, f: StudentFilter, pageNo: number, pageSize: number) {
  const where = studentWhere(f);
  const [rows, [total]] = await Promise.all([
    db.select().from(users).where(where).orderBy(asc(users.studentNumber), asc(users.id)).limit(pageSize).offset(pageNo * pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
export const cohortStudents = (db: Queryable, f: StudentFilter) => db.select().from(users).where(studentWhere(f)).orderBy(asc(users.studentNumber), asc(users.id));
export const intentionsOfStudents = (db: Queryable, ids: number[]) =>
  ids.length ? db.select().from(profileIntentions).where(sql`${profileIntentions.studentId} in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`) : Promise.resolve([]);
