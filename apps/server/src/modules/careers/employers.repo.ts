import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { EmployerValues } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { dictionaryItems } from '../../platform/db/platform.tables.ts';
import { filtersOf, offsetOf, orderOf, textSearch, type AllowList } from '../../platform/http/paging.ts';
import { employers, positions } from './positions.tables.ts';

/** Employers: the CAR-C02 read and the console's list and writes. */

const industryDic = alias(dictionaryItems, 'employer_industry');
const propertyDic = alias(dictionaryItems, 'employer_property');

const columns = {
  id: employers.id,
  cName: employers.cName,
  eName: employers.eName,
  enterpriseLegalPerson: employers.legalPerson,
  enterpriseProperty: employers.property,
  enterprisePropertyDes: sql<string>`coalesce(${propertyDic.fieldName}, ${employers.property})`,
  enterprisePropertyDesEN: sql<string>`coalesce(${propertyDic.extraProperties}, ${employers.property})`,
  enterpriseIndustry: employers.industry,
  enterpriseIndustryDes: sql<string>`coalesce(${industryDic.fieldName}, ${employers.industry})`,
  enterpriseIndustryDesEN: sql<string>`coalesce(${industryDic.extraProperties}, ${employers.industry})`,
  registeredCapital: employers.registeredCapital,
  tturnover: employers.turnover,
  isMarket: employers.isMarket,
  isSchoolfellowEnterprise: employers.isAlumni,
  province: employers.province,
  city: employers.city,
  webUrl: employers.webUrl,
  address: employers.address,
  cIntro: employers.cIntro,
  eIntro: employers.eIntro,
  positionCount: sql<number>`(select count(*)::int from ${positions} where ${positions.employerId} = ${employers.id})`,
};

function joined(db: Queryable) {
  return db.select(columns).from(employers)
    .leftJoin(industryDic, and(eq(industryDic.type, 'EnterpriseIndustry'), eq(industryDic.fieldValue, employers.industry)))
    .leftJoin(propertyDic, and(eq(propertyDic.type, 'EnterpriseProperty'), eq(propertyDic.fieldValue, employers.property)));
}
export type EmployerRecord = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

export async function findEmployer(db: Queryable, id: number): Promise<EmployerRecord | undefined> {
  const [row] = await joined(db).where(eq(employers.id, id));
  return row;
}

const allow: AllowList = { id: employers.id, cName: employers.cName, eName: employers.eName, enterpriseIndustry: employers.industry, city: employers.city };

export async function listEmployers(db: Queryable, q: { queryText: string; conModels: Parameters<typeof filtersOf>[1]; orderBy: string | null; sort: 'asc' | 'desc' | undefined; pageNo: number; pageSize: number }) {
  const where = and(textSearch(q.queryText, employers.cName, employers.eName), filtersOf(allow, q.conModels));
  const order = orderOf(allow, q, [desc(employers.id)]);
  const [rows, [count]] = await Promise.all([
    joined(db).where(where).orderBy(...order).limit(q.pageSize).offset(offsetOf(q)),
    db.select({ n: sql<number>`count(*)::int` }).from(employers).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Employers by Chinese or English name (the import names them), case-insensitive. */
export async function employersByName(db: Queryable, names: string[]): Promise<Map<string, { id: number; cName: string }>> {
  const wanted = [...new Set(names.map((n) => n.trim().toLowerCase()).filter(Boolean))];
  const found = new Map<string, { id: number; cName: string }>();
  if (!wanted.length) return found;
  const rows = await db.select({ id: employers.id, cName: employers.cName, eName: employers.eName }).from(employers)
    .where(or(inArray(sql`lower(${employers.cName})`, wanted), inArray(sql`lower(${employers.eName})`, wanted)));
  for (const r of rows) {
    found.set(r.cName.toLowerCase(), { id: r.id, cName: r.cName });
    if (r.eName) found.set(r.eName.toLowerCase(), { id: r.id, cName: r.cName });
  }
  return found;
}

export async function nameTaken(db: Queryable, cName: string, exceptId?: number): Promise<boolean> {
  const [row] = await db.select({ id: employers.id }).from(employers)
    .where(and(eq(employers.cName, cName), exceptId ? ne(employers.id, exceptId) : undefined)).limit(1);
  return !!row;
}

const values = (v: EmployerValues, webUrl: string) => ({
  cName: v.cName, eName: v.eName, legalPerson: v.enterpriseLegalPerson, property: v.enterpriseProperty, industry: v.enterpriseIndustry,
  registeredCapital: v.registeredCapital, turnover: v.tturnover, isMarket: v.isMarket, isAlumni: v.isSchoolfellowEnterprise,
  province: v.province, city: v.city, webUrl, address: v.address, cIntro: v.cIntro, eIntro: v.eIntro,
});

export async function insertEmployer(db: Queryable, v: EmployerValues, webUrl: string): Promise<number> {
  const [row] = await db.insert(employers).values(values(v, webUrl)).returning({ id: employers.id });
  return row!.id;
}

/** Saves the employer and, in the same transaction, the search text of its postings (their names include its names). */
export async function updateEmployer(db: Queryable, id: number, v: EmployerValues, webUrl: string): Promise<boolean> {
  const rows = await db.update(employers).set(values(v, webUrl)).where(eq(employers.id, id)).returning({ id: employers.id });
  if (!rows.length) return false;
  await db.update(positions).set({ searchText: searchTextSql(positions.name, v.cName, v.eName) }).where(eq(positions.employerId, id));
  return true;
}

/** What the gram search of the recruitment list reads: the position name and both employer names. */
export const searchTextOf = (name: string, cName: string, eName: string) => [name, cName, eName].filter(Boolean).join(' / ');
const searchTextSql = (name: typeof positions.name, cName: string, eName: string) =>
  sql`${name} || ' / ' || ${cName}${eName ? sql` || ' / ' || ${eName}` : sql``}`;
