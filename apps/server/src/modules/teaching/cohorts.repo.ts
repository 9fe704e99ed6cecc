import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CohortClassInput, PageQuery, PageTypeName } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { users } from '../../platform/db/platform.tables.ts';
import { filtersOf, offsetOf, orderOf, textSearch, type AllowList } from '../../platform/http/paging.ts';
import { cohortClasses, cohorts } from './catalogue.tables.ts';

/** Queries of programmes, cohorts and their classes. */

const k = cohortClasses;
export const cohortClassAllowList: AllowList = {
  code: k.code, nameCn: k.nameCn, nameEn: k.nameEn, pageType: cohorts.pageType, entranceYear: cohorts.entranceYear,
};
const students = sql<number>`(select count(*)::int from ${users} u where u.class_name = ${k.nameCn})`;
const columns = { id: k.id, code: k.code, nameCn: k.nameCn, nameEn: k.nameEn, pageType: cohorts.pageType, entranceYear: cohorts.entranceYear, students };
export interface CohortClassRecord { id: number; code: string; nameCn: string; nameEn: string; pageType: string; entranceYear: number; students: number }

const joined = (q: Queryable) => q.select(columns).from(k).innerJoin(cohorts, eq(cohorts.id, k.cohortId));

export interface CohortClassListParams extends PageQuery { pageType?: PageTypeName | undefined; entranceYear?: number | undefined }

export async function listCohortClasses(q: Queryable, p: CohortClassListParams): Promise<{ rows: CohortClassRecord[]; total: number }> {
  const where = and(
    textSearch(p.queryText, k.code, k.nameCn, k.nameEn),
    p.pageType ? eq(cohorts.pageType, p.pageType) : undefined,
    p.entranceYear ? eq(cohorts.entranceYear, p.entranceYear) : undefined,
    filtersOf(cohortClassAllowList, p.conModels),
  );
  const fallback: SQL[] = [sql`${cohorts.entranceYear} desc`, asc(cohorts.pageType), asc(k.code)];
  const rows = await joined(q).where(where).orderBy(...orderOf(cohortClassAllowList, p, fallback)).limit(p.pageSize).offset(offsetOf(p));
  const [count] = await q.select({ n: sql<number>`count(*)::int` }).from(k).innerJoin(cohorts, eq(cohorts.id, k.cohortId)).where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function findCohortClass(q: Queryable, id: number): Promise<CohortClassRecord | undefined> {
  const [row] = await joined(q).where(eq(k.id, id));
  return row;
}

export function allCohortClasses(q: Queryable): Promise<CohortClassRecord[]> {
  return joined(q).orderBy(sql`${cohorts.entranceYear} desc`, asc(cohorts.pageType), asc(k.code));
}

/** The stored classes an import's codes or Chinese names meet. */
export function cohortClassesMet(q: Queryable, codes: readonly string[], names: readonly string[]): Promise<CohortClassRecord[]> {
  if (codes.length === 0 && names.length === 0) return Promise.resolve([]);
  return joined(q).where(or(codes.length ? inArray(k.code, [...codes]) : undefined, names.length ? inArray(k.nameCn, [...names]) : undefined));
}

/** The classes of these Chinese names (the people import's check). */
export function cohortClassesNamed(q: Queryable, names: readonly string[]): Promise<{ nameCn: string; nameEn: string }[]> {
  if (names.length === 0) return Promise.resolve([]);
  return q.select({ nameCn: k.nameCn, nameEn: k.nameEn }).from(k).where(inArray(k.nameCn, [...names]));
}

/**
 * The cohort of a programme and year, made when missing. Insert-or-nothing then read, so two saves
 * making the same cohort at once both get its one row (the unique index decides).
 */
export async function cohortId(q: Queryable, pageType: string, entranceYear: number): Promise<number> {
  await q.insert(cohorts).values({ pageType, entranceYear }).onConflictDoNothing();
  const [row] = await q.select({ id: cohorts.id }).from(cohorts).where(and(eq(cohorts.pageType, pageType), eq(cohorts.entranceYear, entranceYear)));
  return row!.id;
}

export async function insertCohortClass(q: Queryable, cohort: number, v: CohortClassInput): Promise<number> {
  const [row] = await q.insert(k).values({ cohortId: cohort, code: v.code, nameCn: v.nameCn, nameEn: v.nameEn }).returning({ id: k.id });
  return row!.id;
}

export async function lockCohortClass(q: Queryable, id: number): Promise<{ id: number; code: string; nameCn: string } | undefined> {
  const [row] = await q.select({ id: k.id, code: k.code, nameCn: k.nameCn }).from(k).where(eq(k.id, id)).for('update');
  return row;
}

export async function updateCohortClass(q: Queryable, id: number, cohort: number, v: CohortClassInput): Promise<void> {
  await q.update(k).set({ cohortId: cohort, code: v.code, nameCn: v.nameCn, nameEn: v.nameEn }).where(eq(k.id, id));
}

export async function updateCohortClassByCode(q: Queryable, cohort: number, v: CohortClassInput): Promise<void> {
  await q.update(k).set({ cohortId: cohort, nameCn: v.nameCn, nameEn: v.nameEn }).where(eq(k.code, v.code));
}

export async function studentsInClass(q: Queryable, nameCn: string): Promise<number> {
  const [row] = await q.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.className, nameCn));
  return row?.n ?? 0;
}

export async function deleteCohortClass(q: Queryable, id: number): Promise<void> {
  await q.delete(k).where(eq(k.id, id));
}

/** The demo's classes as its students carry them: one row per class name, with its programme and year. */
export async function classesOfStudents(q: Queryable): Promise<{ className: string; classNameEn: string | null; pageType: string; entranceYear: number }[]> {
  return q.selectDistinctOn([users.className], {
    className: sql<string>`${users.className}`, classNameEn: users.classNameEn, pageType: sql<string>`${users.pageType}`, entranceYear: sql<number>`${users.studyEntranceYear}`,
  }).from(users)
    .where(and(sql`${users.className} is not null`, sql`${users.pageType} is not null`, sql`${users.studyEntranceYear} is not null`, eq(users.kind, 'student')))
    .orderBy(users.className, users.id);
}
