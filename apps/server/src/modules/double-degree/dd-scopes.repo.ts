import { asc, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
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
