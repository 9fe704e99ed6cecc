import { and, desc, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client.ts';
import { dictionaryItems, users } from '../../platform/db/platform.tables.ts';
import { filtersOf, gramSearch, offsetOf, orderOf, type AllowList } from '../../platform/http/paging.ts';
import { windowOpen } from '../../platform/time/db-clock.ts';
import { notices } from './shell.tables.ts';
import type { ConModel } from '@portal/contracts';

export type NoticeRecord = typeof notices.$inferSelect;
export type NoticeInsert = typeof notices.$inferInsert;

const noticeType = alias(dictionaryItems, 'notice_type');

/** Columns a notice list may be filtered or sorted by. */
export const noticeAllowList: AllowList = {
  id: notices.id,
  title: notices.title,
  publishTime: notices.publishTime,
  noticeType: notices.noticeType,
  isTop: notices.isTop,
  useModel: notices.useModel,
};

export interface Audience {
  pageType: string | null;
  studentTypeId: number | null;
  studyEntranceYear: number | null;
  showDirectionKey: string | null;
}

/** A notice reaches a reader when each audience field is unset or equals the reader's. */
export function audienceMatch(a: Audience): SQL {
  const field = <T>(col: typeof notices.pageType | typeof notices.studentTypeId | typeof notices.studyEntranceYear | typeof notices.showDirectionKey, v: T | null) =>
    v === null ? isNull(col) : or(isNull(col), eq(col, v as never));
  return and(
    field(notices.pageType, a.pageType),
    field(notices.studentTypeId, a.studentTypeId),
    field(notices.studyEntranceYear, a.studyEntranceYear),
    field(notices.showDirectionKey, a.showDirectionKey),
  ) as SQL;
}

const rowColumns = {
  notice: notices,
  noticeTypeDes: noticeType.fieldName,
  noticeTypeDesEN: noticeType.extraProperties,
  userad: users.username,
};

function joined(db: Queryable) {
  return db.select(rowColumns).from(notices)
    .leftJoin(noticeType, and(eq(noticeType.type, 'NoticeType'), eq(noticeType.fieldValue, notices.noticeType)))
    .leftJoin(users, eq(users.id, notices.ownerId));
}
export type NoticeJoined = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

export interface ListParams {
  fieldType: string | null;
  queryText: string;
  conModels: ConModel[];
  orderBy: string | null;
  sort: 'asc' | 'desc' | undefined;
  pageNo: number;
  pageSize: number;
  /** null: every notice (editors); else only what reaches this reader, published by now. */
  audience: Audience | null;
}

export async function listNotices(db: Queryable, p: ListParams): Promise<{ rows: NoticeJoined[]; total: number }> {
  const where = and(
    isNull(notices.deletedAt),
    p.fieldType ? eq(notices.fieldType, p.fieldType) : undefined,
    gramSearch(p.queryText, notices.title),
    p.audience ? and(audienceMatch(p.audience), lte(notices.publishTime, sql`now()`)) : undefined,
    filtersOf(noticeAllowList, p.conModels),
  );
  const order = orderOf(noticeAllowList, { orderBy: p.orderBy, sort: p.sort }, [desc(notices.isTop), desc(notices.publishTime), desc(notices.id)]);
  const rows = await joined(db).where(where).orderBy(...order).limit(p.pageSize).offset(offsetOf(p));
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(notices).where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function findNotice(db: Queryable, id: number): Promise<NoticeJoined | undefined> {
  const [row] = await joined(db).where(and(eq(notices.id, id), isNull(notices.deletedAt))).limit(1);
  return row;
}

/** Whether a published notice is meant for this reader (the rule of the list, for one notice). */
export async function reachesReader(db: Queryable, id: number, audience: Audience): Promise<boolean> {
  const [row] = await db.select({ id: notices.id }).from(notices)
    .where(and(eq(notices.id, id), isNull(notices.deletedAt), audienceMatch(audience), lte(notices.publishTime, sql`now()`))).limit(1);
  return Boolean(row);
}

export async function currentAlert(db: Queryable, audience: Audience | null): Promise<NoticeRecord | undefined> {
  const [row] = await db.select().from(notices).where(and(
    isNull(notices.deletedAt),
    windowOpen(notices.startTime, notices.endTime),
    audience ? audienceMatch(audience) : undefined,
  )).orderBy(desc(notices.startTime)).limit(1);
  return row;
}

export async function insertNotice(db: Queryable, values: NoticeInsert): Promise<number> {
  const [row] = await db.insert(notices).values(values).returning({ id: notices.id });
  return row?.id ?? 0;
}

export async function updateNotice(db: Queryable, id: number, values: Partial<NoticeInsert>): Promise<boolean> {
  const rows = await db.update(notices).set({ ...values, updatedAt: new Date() })
    .where(and(eq(notices.id, id), isNull(notices.deletedAt))).returning({ id: notices.id });
  return rows.length === 1;
}

export async function softDeleteNotice(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.update(notices).set({ deletedAt: new Date() })
    .where(and(eq(notices.id, id), isNull(notices.deletedAt))).returning({ id: notices.id });
  return rows.length === 1;
}
