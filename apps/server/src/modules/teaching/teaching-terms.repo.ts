import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { windowOpen } from '../../platform/time/db-clock.ts';
import { schoolTerms } from './teaching.tables.ts';

export interface TermKey { schoolYear: number; term: number }

/** The term the database clock is in (begin inclusive, end exclusive), or none in a gap between terms. */
export async function currentTerm(q: Queryable): Promise<TermKey | undefined> {
  const [row] = await q.select({ schoolYear: schoolTerms.schoolYear, term: schoolTerms.term }).from(schoolTerms)
    .where(windowOpen(schoolTerms.startsAt, schoolTerms.endsAt)).limit(1);
  return row;
}

/** True when (schoolYear, term) is the current term by the database clock: the attendance write rule. */
export async function isCurrentTerm(q: Queryable, key: TermKey): Promise<boolean> {
  const [row] = await q.select({ term: schoolTerms.term }).from(schoolTerms)
    .where(and(eq(schoolTerms.schoolYear, key.schoolYear), eq(schoolTerms.term, key.term), windowOpen(schoolTerms.startsAt, schoolTerms.endsAt)));
  return !!row;
}
