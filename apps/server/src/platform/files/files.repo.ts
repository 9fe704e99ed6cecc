import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { storedFiles, users } from '../db/platform.tables.ts';

export type StoredFileRow = typeof storedFiles.$inferSelect;
export type NewStoredFile = typeof storedFiles.$inferInsert;

/**
 * The bytes a user keeps in uploads, taken under a lock on the user's row: two uploads of one user
 * at the same moment are counted one after the other, so together they cannot pass the quota.
 */
export async function lockedUploadBytes(tx: Queryable, ownerId: number): Promise<number> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
  const [row] = await tx.select({ total: sql<string>`coalesce(sum(${storedFiles.size}), 0)` }).from(storedFiles)
    .where(and(eq(storedFiles.ownerId, ownerId), ne(storedFiles.use, 'generated')));
  return Number(row?.total ?? 0);
}

export async function insertFile(db: Queryable, row: NewStoredFile): Promise<void> {
  await db.insert(storedFiles).values(row);
}

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export async function findFile(db: Queryable, id: string): Promise<StoredFileRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
  return row;
}

/** The stored names of a page of files in id order after `afterId`, for a command that walks them all (the copy into a bucket). */
export function storedNamesAfter(db: Queryable, afterId: string | null, limit: number): Promise<{ id: string; storedName: string }[]> {
  return db.select({ id: storedFiles.id, storedName: storedFiles.storedName }).from(storedFiles)
    .where(afterId ? gt(storedFiles.id, afterId) : undefined).orderBy(storedFiles.id).limit(limit);
}

/** Marks the owner's uploads as referred to; returns the ids marked (others' or unknown ids are not). */
export async function markAttached(db: Queryable, ids: readonly string[], ownerId: number): Promise<string[]> {
  // A text that is no uuid names no file: it is not marked (the caller refuses it), rather than failing the uuid cast.
  const uuids = ids.filter(isUuid);
  if (uuids.length === 0) return [];
  const rows = await db.update(storedFiles).set({ attachedAt: sql`coalesce(${storedFiles.attachedAt}, now())` })
    .where(and(inArray(storedFiles.id, uuids), eq(storedFiles.ownerId, ownerId), ne(storedFiles.use, 'generated')))
    .returning({ id: storedFiles.id });
  return rows.map((r) => r.id);
}

/** Deletes the row of an upload nobody attached; returns its stored name, or nothing when it was attached meanwhile. */
export async function deleteIfUnattached(db: Queryable, id: string): Promise<string | undefined> {
  const [row] = await db.delete(storedFiles)
    .where(and(eq(storedFiles.id, id), isNull(storedFiles.attachedAt), ne(storedFiles.use, 'generated')))
    .returning({ storedName: storedFiles.storedName });
  return row?.storedName;
}

/** Deletes a generated file's row; returns its stored name (nothing when it was not a generated file). */
export async function deleteGenerated(db: Queryable, id: string): Promise<string | undefined> {
  const [row] = await db.delete(storedFiles).where(and(eq(storedFiles.id, id), eq(storedFiles.use, 'generated')))
    .returning({ storedName: storedFiles.storedName });
  return row?.storedName;
}
