import { Role } from '@portal/contracts';
import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../../platform/db/client.ts';
import { userRoles, users } from '../../platform/db/platform.tables.ts';
import { ddApplyManages, ddProgrammeReviewers, ddReviewCriteria, ddReviewScores, ddReviewSheets, ddSignups } from './dd.tables.ts';

/** Queries of the reviewing (README 'Reviewing'): assignments, criteria, sheets, decisions. */

export type CriterionRow = typeof ddReviewCriteria.$inferSelect;

export async function reviewers(db: Queryable) {
  const people = await db.selectDistinct({ id: users.id, name: users.name, enName: users.enName, username: users.username, isDisabled: users.isDisabled })
    .from(userRoles).innerJoin(users, eq(users.id, userRoles.userId)).where(eq(userRoles.role, Role.ddReviewer)).orderBy(asc(users.id));
  const links = people.length
    ? await db.select().from(ddProgrammeReviewers).where(inArray(ddProgrammeReviewers.reviewerId, people.map((p) => p.id))).orderBy(asc(ddProgrammeReviewers.projectId))
    : [];
  return people.map((p) => ({ ...p, enName: p.enName ?? '', ddProjectIds: links.filter((l) => l.reviewerId === p.id).map((l) => l.projectId) }));
}

/** How many of the ids hold the reviewer role. */
export async function countReviewers(db: Queryable, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const rows = await db.selectDistinct({ id: userRoles.userId }).from(userRoles).where(and(eq(userRoles.role, Role.ddReviewer), inArray(userRoles.userId, ids)));
  return rows.length;
}

export async function setProgrammeReviewers(db: Queryable, projectId: number, reviewerIds: number[]): Promise<void> {
  await db.delete(ddProgrammeReviewers).where(eq(ddProgrammeReviewers.projectId, projectId));
  if (reviewerIds.length) await db.insert(ddProgrammeReviewers).values(reviewerIds.map((reviewerId) => ({ projectId, reviewerId })));
}

export async function assignedReviewers(db: Queryable, projectId: number) {
  return db.select({ id: users.id, name: users.name, enName: users.enName }).from(ddProgrammeReviewers)
    .innerJoin(users, eq(users.id, ddProgrammeReviewers.reviewerId)).where(eq(ddProgrammeReviewers.projectId, projectId)).orderBy(asc(users.id));
}

export async function criteriaOf(db: Queryable, manageId: number): Promise<CriterionRow[]> {
  return db.select().from(ddReviewCriteria).where(eq(ddReviewCriteria.applyManageId, manageId)).orderBy(asc(ddReviewCriteria.sortOrder), asc(ddReviewCriteria.id));
}

/** Serialises criteria changes (update) with sheet saves (share) of one round. */
export async function lockManage(db: Queryable, manageId: number, mode: 'update' | 'share'): Promise<boolean> {
  const rows = await db.select({ id: ddApplyManages.id }).from(ddApplyManages).where(eq(ddApplyManages.id, manageId)).for(mode === 'update' ? 'update' : 'share');
  return rows.length > 0;
}

export async function roundHasSheets(db: Queryable, manageId: number): Promise<boolean> {
  const [r] = rowsOf<{ used: boolean }>(await db.execute(sql`select exists (select 1 from dd_review_sheets r join dd_signups s on s.id = r.signup_id
    where s.apply_manage_id = ${manageId}) as used`));
  return r!.used;
}

type CriterionValues = { name: string; nameEn: string; maxScore: number; sortOrder: number };

export async function deleteCriteriaExcept(db: Queryable, manageId: number, keep: number[]): Promise<void> {
  const keepIds = keep.length ? sql`and ${ddReviewCriteria.id} not in (${sql.join(keep.map((id) => sql`${id}`), sql`, `)})` : sql``;
  await db.execute(sql`delete from ${ddReviewCriteria} where ${ddReviewCriteria.applyManageId} = ${manageId} ${keepIds}`);
}

export async function updateCriterion(db: Queryable, id: number, v: CriterionValues): Promise<void> {
  await db.update(ddReviewCriteria).set(v).where(eq(ddReviewCriteria.id, id));
}

export async function insertCriterion(db: Queryable, manageId: number, v: CriterionValues): Promise<void> {
  await db.insert(ddReviewCriteria).values({ applyManageId: manageId, ...v });
}

export async function sheetOf(db: Queryable, signupId: number, reviewerId: number) {
  return (await db.select().from(ddReviewSheets).where(and(eq(ddReviewSheets.signupId, signupId), eq(ddReviewSheets.reviewerId, reviewerId))))[0];
}

export async function scoresOf(db: Queryable, sheetIds: number[]) {
  if (!sheetIds.length) return [];
  return db.select().from(ddReviewScores).where(inArray(ddReviewScores.sheetId, sheetIds)).orderBy(asc(ddReviewScores.criterionId));
}

/** One sheet per reviewer and application: written over on every save. */
export async function saveSheet(db: Queryable, signupId: number, reviewerId: number, comment: string, scores: { criterionId: number; score: number }[]): Promise<void> {
  const [sheet] = await db.insert(ddReviewSheets).values({ signupId, reviewerId, comment })
    .onConflictDoUpdate({ target: [ddReviewSheets.signupId, ddReviewSheets.reviewerId], set: { comment, updatedAt: sql`now()` } })
    .returning({ id: ddReviewSheets.id });
  await db.delete(ddReviewScores).where(eq(ddReviewScores.sheetId, sheet!.id));
  if (scores.length) await db.insert(ddReviewScores).values(scores.map((s) => ({ sheetId: sheet!.id, ...s })));
}

/** Every sheet of an application with its reviewer's names. */
export async function sheetsOf(db: Queryable, signupId: number) {
  return db.select({ sheet: ddReviewSheets, reviewerName: users.name, reviewerNameEn: users.enName }).from(ddReviewSheets)
    .innerJoin(users, eq(users.id, ddReviewSheets.reviewerId)).where(eq(ddReviewSheets.signupId, signupId)).orderBy(asc(ddReviewSheets.createdAt), asc(ddReviewSheets.id));
}

/** Per application: how many sheets, and the caller's own total (null without a sheet). */
export async function sheetStats(db: Queryable, signupIds: number[], callerId: number) {
  if (!signupIds.length) return new Map<number, { sheetCount: number; myTotal: number | null }>();
  const rows = rowsOf<{ signupId: number; sheetCount: number; myTotal: number; mine: boolean }>(await db.execute(sql`
    select r.signup_id as "signupId", count(*)::int as "sheetCount",
      (select coalesce(sum(x.score), 0)::int from dd_review_scores x join dd_review_sheets m on m.id = x.sheet_id
        where m.signup_id = r.signup_id and m.reviewer_id = ${callerId}) as "myTotal",
      bool_or(r.reviewer_id = ${callerId}) as mine
    from dd_review_sheets r where r.signup_id in (${sql.join(signupIds.map((id) => sql`${id}`), sql`, `)}) group by r.signup_id`));
  return new Map(rows.map((r) => [r.signupId, { sheetCount: r.sheetCount, myTotal: r.mine ? r.myTotal : null }]));
}

export async function setDecision(db: Queryable, id: number, decision: number): Promise<void> {
  await db.update(ddSignups).set({ reviewDecision: decision }).where(eq(ddSignups.id, id));
}

/** The round's decided, unpublished applications, locked for the publication. */
export async function lockUnpublished(db: Queryable, manageId: number) {
  return db.select().from(ddSignups)
    .where(and(eq(ddSignups.applyManageId, manageId), isNotNull(ddSignups.submitTime), ne(ddSignups.reviewDecision, 0), isNull(ddSignups.reviewPublishedAt)))
    .orderBy(asc(ddSignups.id)).for('update');
}

export async function markPublished(db: Queryable, id: number, gsmResult: number): Promise<void> {
  await db.update(ddSignups).set({ gsmResult, reviewPublishedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(ddSignups.id, id));
}

/** A reviewer's programmes (all of them for the office: `null`) with submitted applicants and those still without the caller's sheet. */
export async function reviewProgrammes(db: Queryable, projectIds: number[] | null, callerId: number) {
  if (projectIds && !projectIds.length) return [];
  const only = projectIds ? sql`where p.id in (${sql.join(projectIds.map((id) => sql`${id}`), sql`, `)})` : sql`where m.is_enable`;
  return rowsOf<{ id: number; name: string; year: string; ddApplyManageId: number; roundName: string; applicants: number; toScore: number }>(await db.execute(sql`
    select p.id, p.name, p.year, p.apply_manage_id as "ddApplyManageId", m.simple_name as "roundName",
      (select count(*)::int from dd_signups s where s.project_id = p.id and s.submit_time is not null) as applicants,
      (select count(*)::int from dd_signups s where s.project_id = p.id and s.submit_time is not null and s.review_decision = 0 and s.gsm_result = 0
        and not exists (select 1 from dd_review_sheets r where r.signup_id = s.id and r.reviewer_id = ${callerId})) as "toScore"
    from dd_projects p join dd_apply_manages m on m.id = p.apply_manage_id ${only}
    order by m.singup_start_time desc, p.id`));
}
