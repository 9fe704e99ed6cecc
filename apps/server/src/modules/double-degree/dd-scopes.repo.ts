import { Role } from '@portal/contracts';
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { userRoles, users } from '../../platform/db/platform.tables.ts';
import type { ScopeLabel } from '../../platform/domains/module.ts';
import { ddApplyManages, ddProjects } from './dd.tables.ts';

/**
 * A reviewer's double-degree programmes on the roles page. Reviewers are not assigned to
 * programmes (README 'Access'): every reviewer reads every applicant, so each one's scope is
 * the programmes of the rounds that are switched on.
 */
export async function reviewerProgrammeScopes(q: Queryable, userIds: readonly number[]): Promise<Map<number, ScopeLabel[]>> {
  if (!userIds.length) return new Map();
  const rows = await q.select({ name: ddProjects.name, year: ddProjects.year }).from(ddProjects)
    .innerJoin(ddApplyManages, eq(ddApplyManages.id, ddProjects.applyManageId))
    .where(eq(ddApplyManages.isEnable, true))
    .orderBy(desc(ddApplyManages.singupStartTime), asc(ddProjects.id));
  const programmes = rows.map((r) => ({ zh: `${r.name}（${r.year}）`, en: `${r.name} (${r.year})` }));
  return new Map(userIds.map((id) => [id, programmes]));
}

/**
 * The staff of one programme, told of its interview bookings: the office (mobility.admin, who runs
 * every programme's console) and, by the scope rule above, every reviewer while the programme's
 * round is switched on. Accounts switched off are left out.
 */
export async function programmeStaff(q: Queryable, projectId: number): Promise<number[]> {
  const inScope = sql<boolean>`exists (select 1 from ${ddProjects} join ${ddApplyManages} on ${ddApplyManages.id} = ${ddProjects.applyManageId}
    where ${ddProjects.id} = ${projectId} and ${ddApplyManages.isEnable})`;
  const rows = await q.selectDistinct({ id: users.id }).from(userRoles).innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(users.isDisabled, false), or(eq(userRoles.role, Role.mobilityAdmin), and(eq(userRoles.role, Role.ddReviewer), inScope))))
    .orderBy(asc(users.id));
  return rows.map((r) => r.id);
}
