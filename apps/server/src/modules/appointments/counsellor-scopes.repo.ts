import { and, asc, eq, inArray } from 'drizzle-orm';
import { CONSULT_TYPES } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import type { ScopeLabel } from '../../platform/domains/module.ts';
import { scopesByUser } from '../../platform/domains/role-scopes.ts';
import { apptConsults, apptCounsellors } from './appointments.tables.ts';

/**
 * A counsellor's services on the roles page: the consult types their profile offers and has not
 * switched off. A counsellor whose profile is disabled offers nothing, so shows none.
 */
export async function counsellorServiceScopes(q: Queryable, userIds: readonly number[]): Promise<Map<number, ScopeLabel[]>> {
  if (!userIds.length) return new Map();
  const rows = await q.select({ userId: apptCounsellors.userId, typeKey: apptConsults.typeKey }).from(apptConsults)
    .innerJoin(apptCounsellors, eq(apptCounsellors.id, apptConsults.counsellorId))
    .where(and(inArray(apptCounsellors.userId, [...userIds]), eq(apptConsults.disabled, false), eq(apptCounsellors.disabled, false)))
    .orderBy(asc(apptConsults.typeKey));
  return scopesByUser(rows.flatMap((r) => {
    const type = CONSULT_TYPES.find((t) => t.key === r.typeKey);
    return type ? [{ userId: r.userId, zh: type.zh, en: type.en }] : [];
  }));
}
