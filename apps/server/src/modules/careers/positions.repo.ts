import { and, asc, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ConditionalType, PositionStatus, SCHOOL_TZ, SHOW_EXPIRED_FIELD, type ConModel, type PageQuery } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { dictionaryItems, storedFiles } from '../../platform/db/platform.tables.ts';
import { filtersOf, offsetOf, orderOf, type AllowList } from '../../platform/http/paging.ts';
import { employers, positionEducation, positionFiles, positions } from './positions.tables.ts';

/** Reading postings: the recruitment list (students and the console) and one posting with its parts. */

const categoryDic = alias(dictionaryItems, 'position_category');
const industryDic = alias(dictionaryItems, 'enterprise_industry');

/** The school's today: a deadline is the last day a posting is open, inclusive (README). */
export const schoolToday = sql`(now() at time zone ${SCHOOL_TZ})::date`;
/** SQL true when the posting is expired: past its deadline, or expired by hand. */
export const expiredSql = sql<boolean>`(${positions.expiredAt} is not null or ${positions.endDate} < ${schoolToday})`;
const openSql = and(isNull(positions.expiredAt), sql`${positions.endDate} >= ${schoolToday}`)!;

/** Filter fields of the list (conModels) and their columns; nothing else reaches SQL. */
const allow: AllowList = {
  id: positions.id,
  name: positions.name,
  category: positions.category,
  enterpriseId: positions.employerId,
  enterpriseCName: employers.cName,
  enterpriseIndustry: employers.industry,
  creationTime: positions.publishedAt,
  endDate: positions.endDate,
};
/** The console filters on status too. */
const staffAllow: AllowList = { ...allow, status: positions.status };

const rowColumns = {
  id: positions.id,
  name: positions.name,
  category: positions.category,
  categoryDes: sql<string>`coalesce(${categoryDic.fieldName}, ${positions.category})`,
  categoryDesEN: sql<string>`coalesce(${categoryDic.extraProperties}, ${positions.category})`,
  enterpriseId: positions.employerId,
  enterpriseCName: employers.cName,
  enterpriseEName: employers.eName,
  enterpriseIndustry: employers.industry,
  enterpriseIndustryDes: sql<string>`coalesce(${industryDic.fieldName}, ${employers.industry})`,
  enterpriseIndustryDesEN: sql<string>`coalesce(${industryDic.extraProperties}, ${employers.industry})`,
  publishedAt: positions.publishedAt,
  endDate: positions.endDate,
  isExpired: expiredSql,
  status: positions.status,
  expiredByHand: sql<boolean>`${positions.expiredAt} is not null`,
};

function joined(db: Queryable) {
  return db.select(rowColumns).from(positions)
    .innerJoin(employers, eq(employers.id, positions.employerId))
    .leftJoin(categoryDic, and(eq(categoryDic.type, 'PositionCategory'), eq(categoryDic.fieldValue, positions.category)))
    .leftJoin(industryDic, and(eq(industryDic.type, 'EnterpriseIndustry'), eq(industryDic.fieldValue, employers.industry)));
}
export type PositionListRecord = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

/** The paged-list request, and whether a student asks (published postings only; expired ones only with showExpired). */
export type PositionListParams = PageQuery & { staff: boolean };

/** showExpired (README 'Expired postings'): a conModels condition, taken out before the column filters. */
export function splitShowExpired(conModels: ConModel[]): { showExpired: boolean; rest: ConModel[] } {
  const flag = conModels.find((m) => m.fieldName === SHOW_EXPIRED_FIELD);
  const on = !!flag && flag.conditionalType === ConditionalType.equal && ['true', '1'].includes(flag.fieldValue.trim().toLowerCase());
  return { showExpired: on, rest: conModels.filter((m) => m.fieldName !== SHOW_EXPIRED_FIELD) };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The search box: gramSearch's rule (platform/http/paging.ts) on the stored grams of search_text, so
 * the index finds the candidates and ILIKE keeps those holding the text, wildcards literal.
 */
function searchPositions(text: string): SQL | undefined {
  if (!text) return undefined;
  return and(sql`${positions.searchGrams} @> portal_query_grams(${text})`, ilike(positions.searchText, `%${escapeLike(text)}%`));
}

/** The WHERE of a list request: also the export's, so the console exports what it lists. */
export function positionWhere(p: Pick<PositionListParams, 'queryText' | 'conModels' | 'staff'>): SQL | undefined {
  const { showExpired, rest } = splitShowExpired(p.conModels);
  return and(
    p.staff ? undefined : eq(positions.status, PositionStatus.published),
    p.staff || showExpired ? undefined : openSql,
    searchPositions(p.queryText),
    filtersOf(p.staff ? staffAllow : allow, rest),
  );
}

export async function listPositions(db: Queryable, p: PositionListParams): Promise<{ rows: PositionListRecord[]; total: number }> {
  const { rest } = splitShowExpired(p.conModels);
  const where = positionWhere(p);
  const sorts = { ...(p.staff ? staffAllow : allow), enterpriseIndustry: employers.industry };
  // Spelled as the indexes are (desc nulls last), so the planner reads the first page off them.
  const fallback = p.staff
    ? [sql`${positions.updatedAt} desc nulls last`, sql`${positions.id} desc nulls last`]
    : [sql`${positions.publishedAt} desc nulls last`, sql`${positions.id} desc nulls last`];
  const order = orderOf(sorts, { orderBy: p.orderBy, sort: p.sort }, fallback);
  // The employer join is needed for the count only when a condition names the employer.
  const needsEmployer = rest.some((m) => m.fieldName.startsWith('enterprise') && m.fieldName !== 'enterpriseId');
  const [rows, [count]] = await Promise.all([
    joined(db).where(where).orderBy(...order).limit(p.pageSize).offset(offsetOf(p)),
    needsEmployer
      ? db.select({ n: sql<number>`count(*)::int` }).from(positions).innerJoin(employers, eq(employers.id, positions.employerId)).where(where)
      : db.select({ n: sql<number>`count(*)::int` }).from(positions).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

const detailColumns = {
  ...rowColumns,
  deptName: positions.deptName,
  contactName: positions.contactName,
  contactAddress: positions.contactAddress,
  email: positions.email,
  workAddress: positions.workAddress,
  salary: positions.salary,
  isNegotiable: positions.isNegotiable,
  description: positions.description,
  isContinueToEmploy: positions.isContinueToEmploy,
  internshipMonth: positions.internshipMonth,
  internshipDays: positions.internshipDays,
};

export async function findPosition(db: Queryable, id: number) {
  const [row] = await db.select(detailColumns).from(positions)
    .innerJoin(employers, eq(employers.id, positions.employerId))
    .leftJoin(categoryDic, and(eq(categoryDic.type, 'PositionCategory'), eq(categoryDic.fieldValue, positions.category)))
    .leftJoin(industryDic, and(eq(industryDic.type, 'EnterpriseIndustry'), eq(industryDic.fieldValue, employers.industry)))
    .where(eq(positions.id, id));
  return row;
}
export type PositionRecord = NonNullable<Awaited<ReturnType<typeof findPosition>>>;

const eduDic = alias(dictionaryItems, 'education_background');

export function educationOf(db: Queryable, positionId: number) {
  return db.select({
    dicFieldName: positionEducation.background,
    dicFieldDes: sql<string>`coalesce(${eduDic.fieldName}, ${positionEducation.background})`,
    dicFieldDesEN: sql<string>`coalesce(${eduDic.extraProperties}, ${positionEducation.background})`,
    count: positionEducation.count,
  }).from(positionEducation)
    .leftJoin(eduDic, and(eq(eduDic.type, 'StudentBaseInfoEducationBackground'), eq(eduDic.fieldValue, positionEducation.background)))
    .where(eq(positionEducation.positionId, positionId)).orderBy(asc(positionEducation.sort));
}

export function filesOf(db: Queryable, positionId: number) {
  return db.select({ fileId: storedFiles.id, fileName: storedFiles.originalName, mime: storedFiles.mime })
    .from(positionFiles).innerJoin(storedFiles, eq(storedFiles.id, positionFiles.fileId))
    .where(eq(positionFiles.positionId, positionId)).orderBy(asc(positionFiles.sort));
}

/** The posting a file is attached to, with what a reader must pass to see it. */
export async function positionOfFile(db: Queryable, fileId: string) {
  const [row] = await db.select({ positionId: positions.id, status: positions.status, fileName: storedFiles.originalName, mime: storedFiles.mime, storedName: storedFiles.storedName })
    .from(positionFiles).innerJoin(positions, eq(positions.id, positionFiles.positionId)).innerJoin(storedFiles, eq(storedFiles.id, positionFiles.fileId))
    .where(eq(positionFiles.fileId, fileId)).orderBy(desc(positions.status)).limit(1);
  return row;
}

/** Does the employer have a published posting (students may read an employer only then)? */
export async function employerHasPublished(db: Queryable, employerId: number): Promise<boolean> {
  const [row] = await db.select({ id: positions.id }).from(positions)
    .where(and(eq(positions.employerId, employerId), eq(positions.status, PositionStatus.published))).limit(1);
  return !!row;
}

/** The postings of a console list, for the export (at most 20,000). */
export function positionsForExport(db: Queryable, where: SQL | undefined) {
  return db.select(detailColumns).from(positions)
    .innerJoin(employers, eq(employers.id, positions.employerId))
    .leftJoin(categoryDic, and(eq(categoryDic.type, 'PositionCategory'), eq(categoryDic.fieldValue, positions.category)))
    .leftJoin(industryDic, and(eq(industryDic.type, 'EnterpriseIndustry'), eq(industryDic.fieldValue, employers.industry)))
    .where(where).orderBy(desc(positions.updatedAt), desc(positions.id)).limit(20_000);
}

