import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { users } from '../../platform/db/platform.tables.ts';
import { jobs } from '../../platform/jobs/jobs.tables.ts';
import { notificationEvents } from '../../platform/notifications/notifications.tables.ts';
import { notices } from './shell.tables.ts';

/** A notice as its audience's notice needs it, and whether it is published by the database clock. */
export async function noticeForAudience(db: Queryable, id: number) {
  const [row] = await db.select({
    id: notices.id, title: notices.title, enTitle: notices.enTitle, fieldType: notices.fieldType, publishTime: notices.publishTime,
    ownerId: notices.ownerId, pageType: notices.pageType, studentTypeId: notices.studentTypeId,
    studyEntranceYear: notices.studyEntranceYear, showDirectionKey: notices.showDirectionKey,
    published: sql<boolean>`${notices.publishTime} <= now()`,
  }).from(notices).where(and(eq(notices.id, id), isNull(notices.deletedAt)));
  return row;
}
export type NoticeForAudience = NonNullable<Awaited<ReturnType<typeof noticeForAudience>>>;

/**
 * The users a notice reaches: each audience field it sets equals theirs (the rule of the list,
 * `audienceMatch`, seen from the notice), among the accounts that can sign in; not its author.
 */
export async function audienceUserIds(db: Queryable, n: NoticeForAudience): Promise<number[]> {
  const same = <T>(col: typeof users.pageType | typeof users.studentTypeId | typeof users.studyEntranceYear | typeof users.showDirectionKey, v: T | null) =>
    (v === null ? undefined : eq(col, v as never));
  const rows = await db.select({ id: users.id }).from(users).where(and(
    eq(users.isDisabled, false), isNull(users.anonymisedAt),
    n.ownerId === null ? undefined : sql`${users.id} <> ${n.ownerId}`,
    same(users.pageType, n.pageType), same(users.studentTypeId, n.studentTypeId),
    same(users.studyEntranceYear, n.studyEntranceYear), same(users.showDirectionKey, n.showDirectionKey),
  )).orderBy(users.id);
  return rows.map((r) => r.id);
}

/** Whether the audience of a notice was told (its outbox event exists) or will be (its job is still to run). */
export async function audienceNoticeState(db: Queryable, eventKey: string, jobKey: string): Promise<'sent' | 'scheduled' | null> {
  const [sent] = await db.select({ id: notificationEvents.id }).from(notificationEvents).where(eq(notificationEvents.eventKey, eventKey)).limit(1);
  if (sent) return 'sent';
  const [job] = await db.select({ id: jobs.id }).from(jobs)
    .where(and(eq(jobs.key, jobKey), inArray(jobs.state, ['pending', 'running']), sql`${jobs.runAt} is not null`)).limit(1);
  return job ? 'scheduled' : null;
}
