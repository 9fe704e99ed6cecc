import { and, eq, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { users } from '../db/platform.tables.ts';
import { sqlStateOf } from '../http/db-errors.ts';
import { BizError } from '../http/errors.ts';

/**
 * A student's contact data — e-mail, mobile and photo — kept once, in `users` (PROF-G02): the
 * personal-information page, the profile's base info and the resume's personal section all read and
 * write these columns, so a change on one screen is what the others show (modules/personal-info README).
 */
export interface UserContact {
  email: string;
  mobile: string;
  photoFileId: string | null;
}

/**
 * Every writer of the contact record locks the student's `users` row first, before any row of its
 * own (a resume, a profile form): the resume module refreshes the completeness of the student's
 * resumes under this lock, so one order of locks holds for all of them and no two saves deadlock.
 */
export async function lockContact(tx: Queryable, userId: number): Promise<void> {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
}

export async function contactOf(db: Queryable, userId: number): Promise<UserContact> {
  const [row] = await db.select({ email: users.email, mobile: users.mobile, photoFileId: users.photoFileId }).from(users).where(eq(users.id, userId)).limit(1);
  return { email: row?.email ?? '', mobile: row?.mobile ?? '', photoFileId: row?.photoFileId ?? null };
}

/**
 * Writes the given fields of the contact. An e-mail another account holds (compared without case,
 * as sign-in matches it) is refused with 98907, never a unique-violation 500; the unique index
 * still decides when two saves race, and its refusal is answered the same.
 */
export async function saveContact(tx: Queryable, userId: number, patch: Partial<UserContact>): Promise<void> {
  const set: Partial<typeof users.$inferInsert> = {};
  if (patch.email !== undefined) {
    const email = patch.email.trim();
    if (email) {
      const [other] = await tx.select({ id: users.id }).from(users)
        .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId))).limit(1);
      if (other) throw new BizError('98907');
    }
    set.email = email || null;
  }
  if (patch.mobile !== undefined) set.mobile = patch.mobile.trim() || null;
  if (patch.photoFileId !== undefined) set.photoFileId = patch.photoFileId;
  if (Object.keys(set).length === 0) return;
  try {
    await tx.update(users).set(set).where(eq(users.id, userId));
  } catch (err) {
    if (sqlStateOf(err) === '23505') throw new BizError('98907');
    throw err;
  }
}
