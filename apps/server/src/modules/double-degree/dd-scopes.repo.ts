import { Role } from '@portal/contracts';
import { and, asc, desc, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { userRoles, users } from '../../platform/db/platform.tables.ts';
import type { ScopeLabel } from '../../platform/domains/module.ts';
import { ddApplyManages, ddProgrammeReviewers, ddProjects } from './dd.tables.ts';

/**
 * Reviewers' programmes (README 'Reviewing'): the office assigns each dd.reviewer to programmes
 * (`dd_programme_reviewers`); a reviewer sees the applicants of those programmes only.
 */

export async function reviewerProgrammeIds(q: Queryable, reviewerId: number): Promise<number[]> {
  const rows = await q.select({ id: ddProgrammeReviewers.projectId }).from(ddProgrammeReviewers)
    .where(eq(ddProgrammeReviewers.reviewerId, reviewerId)).orderBy(asc(ddProgrammeReviewers.projectId));
  return rows.map((r) => r.id);
}

/** A reviewer's programmes on the roles page, latest round first. */
export async function reviewerProgrammeScopes(q: Queryable, userIds: readonly number[]): Promise<Map<number, ScopeLabel[]>> {
  if (!userIds.length) return new Map();
  const rows = await q.select({ reviewerId: ddProgrammeReviewers.reviewerId, name: ddProjects.name, year: ddProjects.year }).from(ddProgrammeReviewers)
    .innerJoin(ddProjects, eq(ddProjects.id, ddProgrammeReviewers.projectId))
    .innerJoin(ddApplyManages, eq(ddApplyManages.id, ddProjects.applyManageId))
    .where(inArray(ddProgrammeReviewers.reviewerId, [...userIds]))
    .orderBy(desc(ddApplyManages.singupStartTime), asc(ddProjects.id));
  const out = new Map<number, ScopeLabel[]>(userIds.map((id) => [id, []]));
  for (const r of rows) out.get(r.reviewerId)!.push({ zh: `${r.name}（${r.year}）`, en: `${r.name} (${r.year})` });
  return out;
}

/**
 * The staff of one programme, told of its interview bookings: the office (mobility.admin, who runs
 * every programme's console) and the reviewers assigned to it who still hold the role. Accounts
 * switched off are left out.
 */
export async function programmeStaff(q: Queryable, projectId: number): Promise<number[]> {
  const assigned = exists(q.select({ one: sql`1` }).from(ddProgrammeReviewers)
    .where(and(eq(ddProgrammeReviewers.projectId, projectId), eq(ddProgrammeReviewers.reviewerId, users.id))));
  const rows = await q.selectDistinct({ id: users.id }).from(userRoles).innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(users.isDisabled, false), or(eq(userRoles.role, Role.mobilityAdmin), and(eq(userRoles.role, Role.ddReviewer), assigned))))
    .orderBy(asc(users.id));
  return rows.map((r) => r.id);
}
