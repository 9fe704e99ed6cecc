import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import type { ScopeLabel } from '../../platform/domains/module.ts';
import { scopesByUser } from '../../platform/domains/role-scopes.ts';
import { selectionRounds, selectionTeachers } from './selection.tables.ts';

/**
 * The rounds (mentor) or schemes (supervisor) a mentor or supervisor answers in, newest first,
 * for the roles page. Rounds withdrawn by staff (status 0) are left out. A round has one name,
 * shown in both languages with its year.
 */
function roundScopes(type: 'mentor' | 'supervisor') {
  return async (q: Queryable, userIds: readonly number[]): Promise<Map<number, ScopeLabel[]>> => {
    if (!userIds.length) return new Map();
    const label = sql<string>`${selectionRounds.name} || ' (' || ${selectionRounds.year} || ')'`;
    const rows = await q.select({ userId: selectionTeachers.userId, zh: label, en: label }).from(selectionTeachers)
      .innerJoin(selectionRounds, eq(selectionRounds.id, selectionTeachers.roundId))
      .where(and(inArray(selectionTeachers.userId, [...userIds]), eq(selectionRounds.selectionType, type), eq(selectionRounds.status, 1)))
      .orderBy(desc(selectionRounds.startTime), desc(selectionRounds.id));
    return scopesByUser(rows);
  };
}

export const mentorRoundScopes = roundScopes('mentor');
export const supervisorRoundScopes = roundScopes('supervisor');
