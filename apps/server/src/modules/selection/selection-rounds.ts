import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { selectionRounds } from './selection.tables.ts';

/** The mentor rounds other modules may name (the nominated-mentor surveys, README 'Surveys'). */
export interface MentorRoundRef {
  id: number;
  name: string;
  year: number;
  pageType: string;
}

/** Mentor rounds, newest first; with `ids`, only those (an unknown id is simply absent). */
export async function roundsForSurveys(db: Queryable, ids?: number[]): Promise<MentorRoundRef[]> {
  return db.select({ id: selectionRounds.id, name: selectionRounds.name, year: selectionRounds.year, pageType: selectionRounds.pageType })
    .from(selectionRounds)
    .where(and(eq(selectionRounds.selectionType, 'mentor'), ids ? inArray(selectionRounds.id, ids.length ? ids : [0]) : undefined))
    .orderBy(desc(selectionRounds.startTime), desc(selectionRounds.id));
}
