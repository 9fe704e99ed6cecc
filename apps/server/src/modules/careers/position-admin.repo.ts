import { eq, sql } from 'drizzle-orm';
import type { PositionValues } from '@portal/contracts';
import type { Queryable } from '../../platform/db/client.ts';
import { searchTextOf } from './employers.repo.ts';
import { employers, positionEducation, positionFiles, positions } from './positions.tables.ts';
import { schoolToday } from './positions.repo.ts';

/** The console's writes to postings; the service checks the rules, in one transaction per call. */

export type PositionWrite = Omit<PositionValues, 'fileIds' | 'educationBackgroundAndCount' | 'enterpriseId'> & { employerId: number };

async function searchText(db: Queryable, employerId: number, name: string): Promise<string> {
  const [e] = await db.select({ cName: employers.cName, eName: employers.eName }).from(employers).where(eq(employers.id, employerId));
  return searchTextOf(name, e?.cName ?? '', e?.eName ?? '');
}

const columns = (v: PositionWrite) => ({
  employerId: v.employerId, name: v.name, category: v.category, deptName: v.deptName, contactName: v.contactName, contactAddress: v.contactAddress,
  email: v.email, workAddress: v.workAddress, salary: v.salary, isNegotiable: v.isNegotiable, endDate: v.endDate, description: v.description,
  isContinueToEmploy: v.isContinueToEmploy, internshipMonth: v.internshipMonth, internshipDays: v.internshipDays,
});

export async function insertPosition(db: Queryable, v: PositionWrite, createdBy: number | null, status = 0): Promise<number> {
  const [row] = await db.insert(positions).values({
    ...columns(v), status, publishedAt: status === 0 ? null : sql`now()`, createdBy, searchText: await searchText(db, v.employerId, v.name),
  }).returning({ id: positions.id });
  return row!.id;
}

export async function updatePosition(db: Queryable, id: number, v: PositionWrite): Promise<void> {
  await db.update(positions).set({ ...columns(v), searchText: await searchText(db, v.employerId, v.name), updatedAt: sql`now()` }).where(eq(positions.id, id));
}

export async function replaceEducation(db: Queryable, positionId: number, list: { dicFieldName: string; count: number }[]): Promise<void> {
  await db.delete(positionEducation).where(eq(positionEducation.positionId, positionId));
  if (list.length) {
    await db.insert(positionEducation).values(list.map((e, i) => ({ positionId, background: e.dicFieldName, count: e.count, sort: i })));
  }
}

export async function replaceFiles(db: Queryable, positionId: number, fileIds: string[]): Promise<void> {
  await db.delete(positionFiles).where(eq(positionFiles.positionId, positionId));
  if (fileIds.length) await db.insert(positionFiles).values(fileIds.map((fileId, i) => ({ positionId, fileId, sort: i })));
}

export async function currentFileIds(db: Queryable, positionId: number): Promise<string[]> {
  return (await db.select({ id: positionFiles.fileId }).from(positionFiles).where(eq(positionFiles.positionId, positionId))).map((r) => r.id);
}

/** The posting's lifecycle fields under a row lock, so two lifecycle actions never interleave. */
export async function lockedPosition(db: Queryable, id: number) {
  const [row] = await db.select({
    id: positions.id, status: positions.status, expiredAt: positions.expiredAt,
    pastDeadline: sql<boolean>`${positions.endDate} < ${schoolToday}`,
  }).from(positions).where(eq(positions.id, id)).for('update');
  return row;
}

export async function setLifecycle(db: Queryable, id: number, set: { status?: number; expired?: boolean }): Promise<void> {
  await db.update(positions).set({
    ...(set.status === undefined ? {} : { status: set.status }),
    ...(set.status === 1 ? { publishedAt: sql`coalesce(${positions.publishedAt}, now())` } : {}),
    ...(set.expired === undefined ? {} : { expiredAt: set.expired ? sql`now()` : null }),
    updatedAt: sql`now()`,
  }).where(eq(positions.id, id));
}
