import { and, asc, count, desc, eq, gt, lt, max, min, ne, or, sql } from 'drizzle-orm';
import type { TermHoliday } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { termGrades } from './grades.tables.ts';
import { lectures } from './lectures.tables.ts';
import type { TermKey } from './teaching-terms.repo.ts';
import { classSessions, classWeeklySlots, schoolTerms, startClasses, termHolidays } from './teaching.tables.ts';

/** The queries of the terms admin (terms-admin.service.ts): terms, their holidays, what uses them. */

export type TermRecord = typeof schoolTerms.$inferSelect;
const keyIs = (k: TermKey) => and(eq(schoolTerms.schoolYear, k.schoolYear), eq(schoolTerms.term, k.term));
const holidaysOf = (k: TermKey) => and(eq(termHolidays.schoolYear, k.schoolYear), eq(termHolidays.term, k.term));

/** Every term, newest school year first, with the number of its classes. */
export async function listTerms(q: Queryable) {
  return q.select({
    term: schoolTerms,
    // Written out: drizzle leaves a correlated column unqualified, and both tables have school_year and term.
    classCount: sql<number>`(select count(*)::int from start_classes sc where sc.school_year = "school_terms"."school_year" and sc.term = "school_terms"."term")`,
  }).from(schoolTerms).orderBy(desc(schoolTerms.schoolYear), asc(schoolTerms.term));
}

export async function allHolidays(q: Queryable) {
  return q.select().from(termHolidays).orderBy(asc(termHolidays.day));
}

export async function findTerm(q: Queryable, k: TermKey): Promise<TermRecord | undefined> {
  const [row] = await q.select().from(schoolTerms).where(keyIs(k));
  return row;
}

/** The term row locked for the rest of the transaction, so the checks against its classes hold until the change commits. */
export async function lockTerm(q: Queryable, k: TermKey): Promise<TermRecord | undefined> {
  const [row] = await q.select().from(schoolTerms).where(keyIs(k)).for('update');
  return row;
}

/** Another term whose window meets [startsAt, endsAt): the one the staff are told of (the constraint decides under a race). */
export async function overlappingTerm(q: Queryable, startsAt: Date, endsAt: Date, except: TermKey | null): Promise<TermRecord | undefined> {
  const [row] = await q.select().from(schoolTerms)
    .where(and(lt(schoolTerms.startsAt, endsAt), gt(schoolTerms.endsAt, startsAt), except ? or(ne(schoolTerms.schoolYear, except.schoolYear), ne(schoolTerms.term, except.term)) : undefined))
    .orderBy(asc(schoolTerms.startsAt)).limit(1);
  return row;
}

export async function insertTerm(q: Queryable, row: typeof schoolTerms.$inferInsert): Promise<void> {
  await q.insert(schoolTerms).values(row);
}

export async function updateTerm(q: Queryable, k: TermKey, set: Pick<TermRecord, 'name' | 'nameEn' | 'startsAt' | 'endsAt'>): Promise<void> {
  await q.update(schoolTerms).set(set).where(keyIs(k));
}

/** The term's holidays become exactly these (the drawer edits them as one list). */
export async function replaceHolidays(q: Queryable, k: TermKey, holidays: readonly TermHoliday[]): Promise<void> {
  await q.delete(termHolidays).where(holidaysOf(k));
  if (holidays.length) await q.insert(termHolidays).values(holidays.map((h) => ({ ...k, day: h.day, name: h.name, nameEn: h.nameEn, makeUpDay: h.makeUpDay })));
}

export async function deleteTerm(q: Queryable, k: TermKey): Promise<void> {
  await q.delete(schoolTerms).where(keyIs(k));
}

/** What keeps a term from being deleted: its classes (and so their enrolments), lectures and grades. */
export async function termUses(q: Queryable, k: TermKey): Promise<number> {
  let n = 0;
  for (const t of [startClasses, lectures, termGrades] as const) {
    const [row] = await q.select({ n: count() }).from(t).where(and(eq(t.schoolYear, k.schoolYear), eq(t.term, k.term)));
    n += row?.n ?? 0;
  }
  return n;
}

/** How far the term's classes reach: the last week of a weekly slot, the first and last dated session. */
export async function classExtent(q: Queryable, k: TermKey) {
  const ofTerm = and(eq(startClasses.schoolYear, k.schoolYear), eq(startClasses.term, k.term));
  const [slots] = await q.select({ lastWeek: max(classWeeklySlots.weekEnd) }).from(classWeeklySlots)
    .innerJoin(startClasses, eq(startClasses.id, classWeeklySlots.startClassId)).where(ofTerm);
  const [sessions] = await q.select({ first: min(classSessions.startsAt), last: max(classSessions.endsAt) }).from(classSessions)
    .innerJoin(startClasses, eq(startClasses.id, classSessions.startClassId)).where(ofTerm);
  return { lastWeek: slots?.lastWeek ?? null, firstSession: sessions?.first ?? null, lastSession: sessions?.last ?? null };
}
